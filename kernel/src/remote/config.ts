import * as v from 'valibot';
import { DEFAULT_REMOTE_FEATURES, SOCIAL_PROVIDERS, type RemoteFeatures, type SocialProvider } from '../options/features';
import { PROJECT_CONFIG_PATH } from './api-url';
import type { ApiClient } from './client';

/** One entry of GET /appkit/v1/config: `{ features: [{ id, isEnabled, config }] }`. */
const FeatureConfigSchema = v.looseObject({
  id: v.string(),
  isEnabled: v.nullish(v.boolean()),
  config: v.nullish(v.array(v.string())),
});
export const ProjectConfigSchema = v.looseObject({ features: v.array(FeatureConfigSchema) });
export type FeatureConfig = v.InferOutput<typeof FeatureConfigSchema>;

/** `config` null or empty = the default providers. */
const providers = (f: FeatureConfig, def: string[]) => (f.isEnabled ? (f.config?.length ? f.config : [...def]) : false);

/**
 * Maps the project configuration to remote feature values. Ids: social_login (hosted form: config lists
 * 'email' and social providers, as the service and the devnet answer), or separate email and social entries, swap,
 * onramp, activity, reown_branding. An id that is absent, or whose isEnabled is null, says nothing, so
 * the local setting stays.
 */
export function remoteFeaturesFromConfig(list: readonly FeatureConfig[]): RemoteFeatures {
  const out: RemoteFeatures = {};
  for (const f of list) {
    if (f.isEnabled == null) continue;
    const cfg = f.config;
    if (f.id === 'email') out.email = f.isEnabled;
    else if (f.id === 'social_login' || f.id === 'social') {
      if (f.id === 'social_login') out.email = f.isEnabled && (cfg ? cfg.includes('email') : DEFAULT_REMOTE_FEATURES.email);
      const socials = cfg ? cfg.filter((s): s is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(s)) : [...SOCIAL_PROVIDERS];
      out.socials = f.isEnabled && socials.length ? socials : false;
    } else if (f.id === 'swap') out.swaps = providers(f, DEFAULT_REMOTE_FEATURES.swaps as string[]);
    else if (f.id === 'onramp') out.onramp = providers(f, DEFAULT_REMOTE_FEATURES.onramp as string[]);
    else if (f.id === 'activity') out.activity = f.isEnabled;
    else if (f.id === 'reown_branding') out.reownBranding = f.isEnabled;
  }
  return out;
}

/**
 * GET /appkit/v1/config on wallet services, mapped for resolveFeatures. Resolves undefined when the
 * configuration cannot be fetched or is malformed: the local settings then apply unchanged.
 * Not called in basic mode.
 */
export async function fetchProjectConfig(client: ApiClient): Promise<RemoteFeatures | undefined> {
  try {
    const r = await client.get('walletServices', PROJECT_CONFIG_PATH, { schema: ProjectConfigSchema });
    return remoteFeaturesFromConfig(r.features);
  } catch {
    return undefined;
  }
}

import * as v from 'valibot';
import { localConfigIgnored } from '../errors/core';
import { TIME_ZONE_RESTRICTED_FEATURES } from './restricted-time-zones';

export const SOCIAL_PROVIDERS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const;
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];
export const CONNECTOR_TYPES = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const;

/** Defaults of spec §9 "Default local features" (plus names and nfts, which have no remote switch). */
export const DEFAULT_LOCAL_FEATURES = {
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  names: true,
  nfts: true,
  walletFeaturesOrder: [...WALLET_FEATURES] as (typeof WALLET_FEATURES)[number][],
  /** undefined = automatic: email, social, wallet; wallet first when a wallet is installed (spec §2). */
  connectMethodsOrder: undefined as ConnectMethod[] | undefined,
  connectorTypeOrder: [...CONNECTOR_TYPES] as (typeof CONNECTOR_TYPES)[number][],
};

/** Defaults of spec §9 "Default remote features". */
export const DEFAULT_REMOTE_FEATURES = {
  email: true,
  socials: [...SOCIAL_PROVIDERS] as false | SocialProvider[],
  swaps: ['1inch'] as false | string[],
  onramp: ['meld', 'coinbase'] as false | string[],
  activity: true,
  reownBranding: true,
};

/** The features the remote project configuration controls and basic mode turns off (spec §3, §1). */
export const REMOTE_FEATURE_KEYS = Object.keys(DEFAULT_REMOTE_FEATURES) as RemoteFeatureKey[];
export type RemoteFeatureKey = keyof typeof DEFAULT_REMOTE_FEATURES;
export type RemoteFeatures = Partial<typeof DEFAULT_REMOTE_FEATURES>;

const bool = v.optional(v.boolean());
/** `true` = the default providers, `false` or `[]` = off. */
const list = <T extends v.GenericSchema>(item: T) => v.optional(v.union([v.boolean(), v.array(item)]));

/**
 * Host feature switches, all optional so we know which ones the host set explicitly (for the
 * local-override warning). Loose: third-party plugins may declare their own switch names.
 */
export const FeaturesSchema = v.looseObject({
  receive: bool,
  send: bool,
  emailShowWallets: bool,
  analytics: bool,
  allWallets: bool,
  legalCheckbox: bool,
  smartSessions: bool,
  collapseWallets: bool,
  pay: bool,
  names: bool,
  nfts: bool,
  walletFeaturesOrder: v.optional(v.array(v.picklist(WALLET_FEATURES))),
  connectMethodsOrder: v.optional(v.array(v.picklist(CONNECT_METHODS))),
  connectorTypeOrder: v.optional(v.array(v.picklist(CONNECTOR_TYPES))),
  email: bool,
  socials: list(v.picklist(SOCIAL_PROVIDERS)),
  swaps: list(v.string()),
  onramp: list(v.string()),
  activity: bool,
  reownBranding: bool,
  embeddedWallet: bool,
});
export type FeaturesInput = v.InferInput<typeof FeaturesSchema>;

/** Fully resolved feature switches; unknown keys are third-party plugin switches. */
export type Features = typeof DEFAULT_LOCAL_FEATURES & typeof DEFAULT_REMOTE_FEATURES & { [key: string]: unknown };

/** `true` → default providers, `[]` → off; keeps a remote key's value in its `false | list` form. */
function normalize(key: string, v: unknown): unknown {
  const def = (DEFAULT_REMOTE_FEATURES as Record<string, unknown>)[key];
  if (!Array.isArray(def)) return v;
  if (v === true) return [...def];
  return Array.isArray(v) && v.length ? v : false;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface FeatureResolution {
  features: Features;
  /** Human-readable notices ('Local configuration ignored ...'), at most one. */
  warnings: string[];
  /** The local keys the remote configuration overrode. */
  ignored: RemoteFeatureKey[];
}

/**
 * Spec §4 "Feature resolution": defaults, then the host's local switches, then the remote project
 * configuration (when fetched) which wins; a local value that the remote one overrides with a different
 * value is reported once as 'Local configuration ignored'. Basic mode turns every remote feature off
 * and ignores the remote configuration (the kernel does not fetch it in basic mode). A visitor in a
 * restricted time zone (spec §6, restricted-time-zones.ts) gets on-ramp and swaps off, whatever the
 * host or the remote configuration says.
 */
export function resolveFeatures(
  local: FeaturesInput | undefined,
  remote: RemoteFeatures | undefined,
  basic = false,
  restrictedTimeZone = false,
): FeatureResolution {
  const f: Record<string, unknown> = { ...DEFAULT_LOCAL_FEATURES, ...DEFAULT_REMOTE_FEATURES };
  for (const [k, v] of Object.entries(local ?? {})) if (v !== undefined) f[k] = normalize(k, v);
  const ignored: RemoteFeatureKey[] = [];
  for (const k of REMOTE_FEATURE_KEYS) {
    if (basic) f[k] = false;
    else if (remote?.[k] !== undefined) {
      const v = normalize(k, remote[k]);
      if (local?.[k] !== undefined && !same(f[k], v)) ignored.push(k);
      f[k] = v;
    }
  }
  // The embedded wallet (secure frame) serves email and social login: on whenever one of them is,
  // unless the host set it; so a host with both off never loads any of it.
  if (f.embeddedWallet === undefined) f.embeddedWallet = !!f.email || (Array.isArray(f.socials) && f.socials.length > 0);
  if (restrictedTimeZone) for (const k of TIME_ZONE_RESTRICTED_FEATURES) f[k] = false;
  return { features: f as Features, warnings: ignored.length ? [localConfigIgnored(ignored)] : [], ignored };
}

/** Spec §2: email, social, wallet by default; wallet first when an installed/announced wallet is present. */
export function connectMethodsOrder(features: Features, hasInstalledWallet: boolean): ConnectMethod[] {
  // An empty override means automatic: an empty Connect view would leave no way to connect.
  const own = features.connectMethodsOrder;
  if (own?.length) return [...own];
  return hasInstalledWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'];
}

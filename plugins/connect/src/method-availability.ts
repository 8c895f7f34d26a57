/**
 * Email and social login are future plugins. The Connect view shows their rows only when the
 * feature is on AND an enabled plugin contributes the view that drives them; otherwise nothing.
 */
import type { PluginApi, PluginManifest } from '@gangway/kernel';

/** The views an email / social login plugin contributes (the convention those plugins follow). */
export const EMAIL_VIEW = 'EmailLogin';
export const SOCIAL_VIEW = 'ConnectingSocial';

function switchOn(options: unknown, feature: string | undefined): boolean {
  if (!feature) return true;
  let v: unknown = options;
  for (const part of feature.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return Array.isArray(v) ? v.length > 0 : Boolean(v);
}

/** True when an enabled plugin (as registered with the host) contributes `view`. */
export function hasViewOwner(api: Pick<PluginApi, 'options' | 'store'>, view: string): boolean {
  const manifests = (api.options.plugins ?? []) as unknown as PluginManifest[];
  const records = api.store.getState().plugins;
  return manifests.some((m) => m.views?.includes(view) && records[m.id]?.status !== 'disabled' && records[m.id]?.status !== 'failed' && switchOn(api.options, m.feature));
}

/** Social providers enabled by the features (`false` or an empty list = none). */
export function enabledSocials(features: { socials?: unknown }): string[] {
  return Array.isArray(features.socials) ? (features.socials as string[]) : [];
}

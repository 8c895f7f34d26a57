/**
 * Spec §4 `defaultAccountTypes` without naming a namespace: each plugin declares the account types
 * of the namespaces it owns, its default first (PluginManifest.accountTypes — a chain plugin for its
 * family). The resolved option is those defaults under the host's values. A namespace no plugin
 * declares has no default and takes what the host gives: its reader picks its own fallback.
 */
import { CORE_MESSAGES as ERRORS } from '../errors/core';

/**
 * The account types of each namespace, by namespace: each chain plugin package adds its own here
 * (declaration merging, as PluginOptionsById), e.g. `{ someNamespace: 'eoa' | 'smartAccount' }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AccountTypesByNamespace {}

/** `defaultAccountTypes`, given or resolved: any namespace key, the declared ones typed. */
export type AccountTypes = Partial<AccountTypesByNamespace> & Record<string, string | undefined>;

type Declaring = { accountTypes?: Partial<Record<string, readonly string[]>> };

/** Each declared namespace's account types; the first plugin to declare a namespace owns it. */
function declared(plugins: readonly Declaring[]): Map<string, readonly string[]> {
  const types = new Map<string, readonly string[]>();
  for (const p of plugins) for (const [ns, list] of Object.entries(p.accountTypes ?? {})) if (list?.length && !types.has(ns)) types.set(ns, list);
  return types;
}

/** The host's values a namespace's plugin does not list, as options issues ('Invalid input', like any picklist). */
export function accountTypeIssues(plugins: readonly Declaring[], given: Record<string, string | undefined> | undefined): { path: string; message: string }[] {
  const types = declared(plugins);
  return Object.entries(given ?? {})
    .filter(([ns, t]) => t !== undefined && types.has(ns) && !types.get(ns)!.includes(t))
    .map(([ns]) => ({ path: `defaultAccountTypes.${ns}`, message: ERRORS.INVALID_INPUT }));
}

/** The declared defaults under the host's values (an undefined value keeps the default). */
export function resolveAccountTypes(plugins: readonly Declaring[], given: Record<string, string | undefined> | undefined): AccountTypes {
  const resolved: Record<string, string> = {};
  for (const [ns, list] of declared(plugins)) resolved[ns] = list[0];
  for (const [ns, t] of Object.entries(given ?? {})) if (t !== undefined) resolved[ns] = t;
  return resolved as AccountTypes;
}

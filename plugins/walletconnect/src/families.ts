/**
 * The families a WalletConnect session may span, asked of the families themselves: each namespace
 * the host configured networks of is served through its chain family's WalletConnect descriptor
 * (`api.services.require(chainFamilyKey(ns)).walletConnect`, lib-wallet) — this plugin names no family. Two
 * namespaces WalletConnect wallets serve have no Gangway chain plugin (polkadot, cosmos): their small
 * descriptors live here (own-families.ts), used only when no family plugin provides the namespace.
 * A namespace with neither is not proposed.
 */
import type { ChainNamespace, PluginApi } from '@gangway/kernel';
import { chainFamilyKey } from '@gangway/lib-wallet';
import type { WcFamilies, WcFamily } from './family-types';
import { OWN_FAMILIES } from './own-families';

export type { WcFamily, WcFamilies } from './family-types';

/** `namespaces`: the host's namespaces this plugin taps, in the host's order. */
export async function loadFamilies(api: { readonly services: Pick<PluginApi['services'], 'require'> }, namespaces: readonly ChainNamespace[]): Promise<WcFamilies> {
  const entries = await Promise.all(namespaces.map(async (ns): Promise<[string, WcFamily] | undefined> => {
    // No plugin provides the family: the namespace is served by this plugin's own data, or not at all.
    const family = await api.services.require(chainFamilyKey(ns)).catch(() => undefined);
    if (family?.walletConnect) return [ns, { namespace: ns, isAddress: (a, n) => family.isAddress(a, n), wc: family.walletConnect }];
    const own = OWN_FAMILIES[ns];
    return own ? [ns, own] : undefined;
  }));
  return new Map(entries.filter((e) => e !== undefined));
}

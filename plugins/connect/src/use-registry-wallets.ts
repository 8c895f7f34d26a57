/**
 * Featured and recommended wallets for the Connect view, and how many wallets the registry lists
 * (the All Wallets row's tag), from the wallet-registry service (the all-wallets plugin, activated
 * on first require). Without it (wallets off, plugin disabled or failing) the view simply shows no
 * featured / recommended rows and no count.
 */
import type { PluginApi } from '@gangway/kernel';
import { walletRegistryKey, type WalletListing, type WalletRegistry } from '@gangway/plugin-all-wallets/public';
import { useEffect, useState } from 'react';

export interface RegistryWallets {
  registry?: WalletRegistry; featured: WalletListing[]; recommended: WalletListing[]; count?: number;
  /** The registry's rows are on their way (the list is aria-busy meanwhile). */
  loading: boolean;
}

export function useRegistryWallets(api: PluginApi, skip: readonly string[]): RegistryWallets {
  const [result, setResult] = useState<RegistryWallets>({ featured: [], recommended: [], loading: !!api.options.enableWallets });
  const skipKey = skip.join(',');
  useEffect(() => {
    if (!api.options.enableWallets) return;
    let live = true;
    void (async () => {
      try {
        const registry = await api.services.require(walletRegistryKey);
        if (live) setResult((r) => ({ ...r, registry }));
        const [featured, recommended, count] = await Promise.all([
          api.options.featuredWalletIds.length ? registry.featured() : Promise.resolve([]),
          registry.recommended([...api.options.featuredWalletIds, ...skipKey.split(',').filter(Boolean)]),
          // The answers of the two requests above (cached by the registry): no request of its own.
          registry.walletCount(),
        ]);
        void registry.prefetchImages([...featured, ...recommended].map((w) => w.image_id));
        if (live) setResult({ registry, featured, recommended, count, loading: false });
      } catch (error) {
        if (live) setResult((r) => ({ ...r, loading: false }));
        api.hooks.error.call({ error, source: `plugin:${api.id}:registry` });
      }
    })();
    return () => { live = false; };
  }, [api, skipKey]);
  return result;
}

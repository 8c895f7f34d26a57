/** The wallet-registry service when the all-wallets plugin is enabled (icons, the mobile list). */
import type { PluginApi } from '@gangway/kernel';
import { walletRegistryKey, type WalletRegistry } from '@gangway/plugin-all-wallets/public';
import { useEffect, useState } from 'react';

export function useRegistry(api: PluginApi): WalletRegistry | undefined {
  const [registry, setRegistry] = useState<WalletRegistry>();
  useEffect(() => {
    if (!api.options.enableWallets) return;
    let live = true;
    api.services.require(walletRegistryKey).then((r) => { if (live) setRegistry(r); }, () => { /* no registry: no icons */ });
    return () => { live = false; };
  }, [api]);
  return registry;
}

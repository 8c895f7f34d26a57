/** The Bitcoin chain family: the 'bip122' service, and Bitcoin wallets of the Wallet Standard as connectors. */
import { definePlugin, type PluginApi } from '@gangway/kernel';
import { getWallets } from '@wallet-standard/app';
import { setupConnector } from './connector';
import { startDiscovery, type WalletSource } from './discovery';
import { createBitcoinProvider } from './provider';
import { bitcoinService } from './public';
import { scopedBitcoinService } from './scoped-service';
import { createBitcoinService } from './service';

export function setupChainBip122(api: PluginApi, source: WalletSource | undefined) {
  const base = createBitcoinService(api);
  api.provideScoped(bitcoinService, (caller) => scopedBitcoinService(base, caller));
  if (!source) return undefined; // no page (SSR): the service still works, there are no page wallets
  // A second registration under a connected wallet's name is dropped, and the host told.
  const discovery = startDiscovery(source, { onIgnored: (info) => api.emit('WALLET_ANNOUNCEMENT_IGNORED', { ...info, namespace: 'bip122' }) });
  const { session, stop } = setupConnector(api, discovery);
  api.hooks.getProvider.for('bip122').tapPromise(api.id, async () => {
    const s = session.active();
    return s ? createBitcoinProvider(base, s.wallet.wallet) : undefined;
  });
  return stop;
}

export default definePlugin((api) => setupChainBip122(api, typeof window === 'undefined' ? undefined : getWallets()));

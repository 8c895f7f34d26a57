/** The Bitcoin chain family: the 'bip122' service, and Bitcoin wallets of the Wallet Standard as connectors. */
import { definePlugin, STAGE, type PluginApi } from '@gangway/kernel';
import { getWallets } from '@wallet-standard/app';
import { setupConnector, type BitcoinSession } from './connector';
import { startDiscovery, type WalletSource } from './discovery';
import { createBitcoinProvider } from './provider';
import { bitcoinService } from './public';
import { scopedBitcoinService } from './scoped-service';
import { createBitcoinService } from './service';
import { bitcoinFamily } from './family';
import { chainFamilyKey } from '@gangway/lib-wallet';

export function setupChainBip122(api: PluginApi, source: WalletSource | undefined) {
  const base = createBitcoinService(api);
  api.services.provideScoped(bitcoinService, (caller) => scopedBitcoinService(base, caller));
  // The family service wraps the scoped service: its send and sign need the caller's 'wallet.sign'.
  api.services.provideScoped(chainFamilyKey('bip122'), (caller) => bitcoinFamily(api, scopedBitcoinService(base, caller)));
  // Set once the page's wallets are watched (below); the provider tap reads it at call time.
  const held: { session?: BitcoinSession } = {};
  // The host's provider (and the bitcoin adapter's) for whichever connector holds the bip122 session:
  // a Wallet Standard wallet of this plugin, or another connector (WalletConnect's bip122 namespace)
  // whose requests the service sends through the request hook. Staged before
  // the connectors' own taps: WalletConnect answers every namespace with a bare request passthrough,
  // which has no signMessage / signPsbt / sendTransfer and checks no signature.
  api.hooks.getProvider.for('bip122').tapPromise({ name: api.id, stage: STAGE.normalize }, async () => {
    const own = held.session?.active();
    if (own) return createBitcoinProvider(base, own.wallet.wallet);
    return api.state.getState().chains.bip122?.account.status === 'connected' ? createBitcoinProvider(base, null) : undefined;
  });
  if (!source) return undefined; // no page (SSR): the service still works, there are no page wallets
  // A second registration under a connected wallet's name is dropped, and the host told.
  const discovery = startDiscovery(source, { onIgnored: (info) => api.events.emit('WALLET_ANNOUNCEMENT_IGNORED', { ...info, namespace: 'bip122' }) });
  const connector = setupConnector(api, discovery);
  held.session = connector.session;
  return connector.stop;
}

export default definePlugin((api) => setupChainBip122(api, typeof window === 'undefined' ? undefined : getWallets()));

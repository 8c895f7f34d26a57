/** The Solana chain family: the 'solana' service, and Solana wallets of the Wallet Standard as connectors. */
import { definePlugin, type PluginApi } from '@gangway/kernel';
import { getWallets } from '@wallet-standard/app';
import { setupConnector } from './connector';
import { startDiscovery, type WalletSource } from './discovery';
import { solanaService } from './public';
import { scopedSolanaService } from './scoped-service';
import { createSolanaService } from './service';
import { solanaFamily } from './family';
import { chainFamilyKey } from '@gangway/lib-wallet';

export function setupChainSolana(api: PluginApi, source: WalletSource | undefined) {
  const base = createSolanaService(api);
  api.services.provideScoped(solanaService, (caller) => scopedSolanaService(base, caller));
  // The family service wraps the scoped service: its send and sign need the caller's 'wallet.sign'.
  api.services.provideScoped(chainFamilyKey('solana'), (caller) => solanaFamily(api, scopedSolanaService(base, caller)));
  if (!source) return undefined; // no page (SSR): the service still works, there are no page wallets
  // A second registration under a connected wallet's name is dropped, and the host told.
  return setupConnector(api, startDiscovery(source, { onIgnored: (info) => api.events.emit('WALLET_ANNOUNCEMENT_IGNORED', { ...info, namespace: 'solana' }) }));
}

export default definePlugin((api) => setupChainSolana(api, typeof window === 'undefined' ? undefined : getWallets()));

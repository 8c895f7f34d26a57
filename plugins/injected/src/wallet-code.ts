/**
 * What a connection needs — the wallet calls, the wallet's events and the eip155 helpers they pull —
 * and not the Connect view, which only lists the wallets. plugin.tsx loads this as a chunk of its own
 * on the first connect, restore or call, and warms it up once the first view is on screen.
 */
import type { Network, PluginApi, WalletInfo } from '@gangway/kernel';
import { withWalletTimeout } from '@gangway/lib-eip155';
import type { InjectedWallet } from './eip1193';
import { chainIdOf, currentAccounts, requestAccounts, revokePermissions, switchChain, walletRequest } from './wallet-calls';
import { adoptChain, watchWallet } from './wallet-events';

const walletInfoOf = (w: InjectedWallet): WalletInfo => ({ name: w.name, icon: w.icon, rdns: w.rdns, type: w.type });

/** The eip155 session through one injected wallet at a time: its calls, and following its events. */
export function injectedSession(api: PluginApi) {
  let unwatch: (() => void) | undefined;
  const session = {
    async connect(wallet: InjectedWallet) {
      const [address] = await requestAccounts(wallet.provider);
      const chainId = await chainIdOf(wallet.provider);
      return { namespace: 'eip155' as const, address, chainId, wallet: walletInfoOf(wallet) };
    },
    /** Follows the wallet's events, and names a chain the host did not configure. */
    follow(wallet: InjectedWallet, chainId: number | string) {
      unwatch?.();
      unwatch = watchWallet(api, wallet.provider);
      adoptChain(api, chainId);
    },
    /** Spec §4's restore: eth_accounts without a prompt; undefined when the wallet no longer grants this site. */
    async sync(wallet: InjectedWallet) {
      // A wallet that never answers ends the restore (spec §4: a failed sync is disconnected), not a spinner.
      const [address] = await withWalletTimeout(currentAccounts(wallet.provider), 'eth_accounts');
      if (!address) return undefined;
      const chainId = await withWalletTimeout(chainIdOf(wallet.provider), 'eth_chainId');
      session.follow(wallet, chainId);
      return { namespace: 'eip155' as const, address, chainId, wallet: walletInfoOf(wallet) };
    },
    request: (wallet: InjectedWallet, method: string, params?: unknown) => walletRequest(wallet.provider, method, params),
    switchNetwork: (wallet: InjectedWallet, network: Network) =>
      switchChain(wallet.provider, network, { base: api.options.endpoints.rpc, projectId: api.options.projectId }),
    /** Stops following the wallet; revokes its permissions (best effort) when it is still there. */
    async end(wallet: InjectedWallet | undefined) {
      session.stop();
      if (wallet) await revokePermissions(wallet.provider);
    },
    stop() { unwatch?.(); unwatch = undefined; },
  };
  return session;
}
export type InjectedSession = ReturnType<typeof injectedSession>;

/**
 * Injected wallets: EIP-6963 announcements and the legacy window.ethereum, as Connect-view
 * connectors and as the eip155 connection when one of them is connected. It answers the
 * per-namespace hooks only while the namespace's connector is one of its own ids.
 */
import { definePlugin, GangwayError, type ConnectorInfo, type PluginApi, type WalletInfo } from '@gangway/kernel';
import { withWalletTimeout } from '@gangway/lib-eip155';
import { startDiscovery, type Discovery } from './discovery';
import { isInjectedId, type InjectedWallet } from './eip1193';
import { applyWalletLists } from './wallet-lists';
import { chainIdOf, currentAccounts, requestAccounts, revokePermissions, switchChain, walletRequest } from './wallet-calls';
import { adoptChain, watchWallet } from './wallet-events';

/** How long session restore waits for the stored wallet to announce itself (extensions can be late). */
export const RESTORE_WAIT_MS = 1000;

const connectorOf = (w: InjectedWallet): Omit<ConnectorInfo, 'pluginId'> => ({
  id: w.id, name: w.name, chain: 'eip155', type: w.type, imageUrl: w.icon, rdns: w.rdns, view: 'ConnectingExternal',
});
const walletInfoOf = (w: InjectedWallet): WalletInfo => ({ name: w.name, icon: w.icon, rdns: w.rdns, type: w.type });

export function setupInjected(api: PluginApi, discovery: Discovery) {
  const { hooks } = api;
  const connectorId = () => api.getState().chains.eip155?.account.connectorId;
  /** The connected wallet, when the eip155 session is ours. */
  const active = () => { const id = connectorId(); return isInjectedId(id) ? discovery.get(id) : undefined; };
  let unwatch: (() => void) | undefined;
  const watch = (w: InjectedWallet) => { unwatch?.(); unwatch = watchWallet(api, w.provider); };

  const publish = () => {
    api.setConnectors(applyWalletLists(discovery.wallets(), api.options).map(connectorOf));
  };
  publish();
  const unsubscribe = discovery.subscribe(publish);

  hooks.connect.tapPromise('injected', async (ctx) => {
    if (!isInjectedId(ctx.connectorId)) return undefined;
    const wallet = discovery.get(ctx.connectorId);
    if (!wallet) throw new GangwayError('ADAPTER_NOT_FOUND');
    const [address] = await requestAccounts(wallet.provider);
    const chainId = await chainIdOf(wallet.provider);
    return { namespace: 'eip155', address, chainId, wallet: walletInfoOf(wallet) };
  });

  // After the kernel stored the connection: follow the wallet's events, and name an unconfigured chain.
  hooks.connected.tap('injected', (ctx) => {
    const wallet = isInjectedId(ctx.connectorId) ? discovery.get(ctx.connectorId) : undefined;
    if (!wallet) return;
    discovery.pin(wallet.id);
    watch(wallet);
    adoptChain(api, ctx.chainId);
  });

  hooks.syncConnection.for('eip155').tapPromise('injected', async (ctx) => {
    if (!isInjectedId(ctx.connectorId)) return undefined;
    const wallet = await discovery.waitFor(ctx.connectorId, RESTORE_WAIT_MS);
    if (!wallet) return undefined;
    // A wallet that never answers ends the restore (spec §4: a failed sync is disconnected), not a spinner.
    const [address] = await withWalletTimeout(currentAccounts(wallet.provider), 'eth_accounts');
    if (!address) return undefined; // the wallet no longer grants this site: the kernel marks it disconnected
    const chainId = await withWalletTimeout(chainIdOf(wallet.provider), 'eth_chainId');
    adoptChain(api, chainId);
    discovery.pin(wallet.id);
    watch(wallet);
    return { namespace: 'eip155', address, chainId, wallet: walletInfoOf(wallet) };
  });

  hooks.request.for('eip155').tapPromise('injected', async ({ method, params }) => {
    const wallet = active();
    return wallet ? walletRequest(wallet.provider, method, params) : undefined;
  });

  hooks.getProvider.for('eip155').tapPromise('injected', async () => active()?.provider);

  hooks.switchNetwork.for('eip155').tapPromise('injected', async ({ network }) => {
    const wallet = active();
    if (!wallet) return undefined;
    await switchChain(wallet.provider, network, { base: api.options.endpoints.rpc, projectId: api.options.projectId });
    return true;
  });

  hooks.disconnect.for('eip155').tapPromise('injected', async (ctx) => {
    if (!isInjectedId(ctx.connectorId)) return;
    unwatch?.();
    unwatch = undefined;
    const wallet = discovery.get(ctx.connectorId);
    discovery.unpin(ctx.connectorId);
    if (wallet) await revokePermissions(wallet.provider);
  });

  return () => { unwatch?.(); unsubscribe(); discovery.stop(); };
}

export default definePlugin((api) => {
  if (typeof window === 'undefined') return undefined; // no page, no injected wallets (SSR)
  // A re-announcement that tries to take over the live session is dropped, and the host told.
  return setupInjected(api, startDiscovery(window, { onIgnored: (info) => api.emit('WALLET_ANNOUNCEMENT_IGNORED', info) }));
});

/**
 * Injected wallets: EIP-6963 announcements and the legacy window.ethereum, as Connect-view
 * connectors and as the eip155 connection when one of them is connected. It answers the
 * per-namespace hooks only while the namespace's connector is one of its own ids.
 *
 * Activation (the Connect view) costs discovery and the connector list only: the wallet calls and
 * events (wallet-code.ts) are a chunk of their own, out of the first open's wave. It loads on the
 * first hook that needs it, warms up once the open's first view is on screen (openFinished), and at
 * activation when the stored session is an injected one (a restore at page load).
 */
import { definePlugin, GangwayError, type ConnectorInfo, type PluginApi, type WalletInfo } from '@gangway/kernel';
import { startDiscovery, type Discovery } from './discovery';
import { isInjectedId, type InjectedWallet } from './eip1193';
import { applyWalletLists } from './wallet-lists';

export type WalletCode = typeof import('./wallet-code');
export const loadWalletCode = (): Promise<WalletCode> => import(/* webpackChunkName: "injected-wallet" */ './wallet-code');

/** How long session restore waits for the stored wallet to announce itself (extensions can be late). */
export const RESTORE_WAIT_MS = 1000;

const connectorOf = (w: InjectedWallet): Omit<ConnectorInfo, 'pluginId'> => ({
  id: w.id, name: w.name, chain: 'eip155', type: w.type, imageUrl: w.icon, rdns: w.rdns, view: 'ConnectingExternal',
});
const walletInfoOf = (w: InjectedWallet): WalletInfo => ({ name: w.name, icon: w.icon, rdns: w.rdns, type: w.type });

export function setupInjected(api: PluginApi, discovery: Discovery, load: () => Promise<WalletCode> = loadWalletCode) {
  const { hooks } = api;
  const connectorId = () => api.getState().chains.eip155?.account.connectorId;
  /** The connected wallet, when the eip155 session is ours. */
  const active = () => { const id = connectorId(); return isInjectedId(id) ? discovery.get(id) : undefined; };

  let loaded: WalletCode | undefined;
  let loading: Promise<WalletCode> | undefined;
  /**
   * The connection code, once. A chunk that fails (after the chunk loader's own retry) gives the
   * catalogue's error to the caller — the Connecting view shows it with 'Try again' — and is
   * requested afresh by the next call.
   */
  const code = () => (loading ??= load()
    .then((m) => (loaded = m))
    .catch((error: unknown) => { loading = undefined; throw new GangwayError('WALLET_CODE_LOAD_FAILED', undefined, { cause: error }); }));
  /** A warm-up: a failure here is no one's error yet (the next call retries and reports it). */
  const warm = () => { void code().catch(() => undefined); };

  let unwatch: (() => void) | undefined;
  const watch = (m: WalletCode, w: InjectedWallet) => { unwatch?.(); unwatch = m.watchWallet(api, w.provider); };

  const publish = () => {
    api.setConnectors(applyWalletLists(discovery.wallets(), api.options).map(connectorOf));
  };
  publish();
  const unsubscribe = discovery.subscribe(publish);

  // A restore at page load (spec §4): the code loads alongside the wallet's announcement wait.
  if (isInjectedId(connectorId())) warm();
  // The first view is on screen: load the code a wallet click needs, unless the page offers no wallet.
  hooks.openFinished.tap('injected', () => { if (api.getState().connectors.some((c) => isInjectedId(c.id))) warm(); });

  hooks.connect.tapPromise('injected', async (ctx) => {
    if (!isInjectedId(ctx.connectorId)) return undefined;
    const wallet = discovery.get(ctx.connectorId);
    if (!wallet) throw new GangwayError('ADAPTER_NOT_FOUND');
    const m = await code();
    const [address] = await m.requestAccounts(wallet.provider);
    const chainId = await m.chainIdOf(wallet.provider);
    return { namespace: 'eip155', address, chainId, wallet: walletInfoOf(wallet) };
  });

  // After the kernel stored the connection: follow the wallet's events, and name an unconfigured chain.
  // The connect or restore that led here loaded the code already.
  hooks.connected.tap('injected', (ctx) => {
    const wallet = isInjectedId(ctx.connectorId) ? discovery.get(ctx.connectorId) : undefined;
    if (!wallet) return;
    discovery.pin(wallet.id);
    const follow = (m: WalletCode) => { watch(m, wallet); m.adoptChain(api, ctx.chainId); };
    if (loaded) follow(loaded);
    else code().then(follow).catch((error: unknown) => hooks.error.call({ error, source: 'injected:connected' }));
  });

  hooks.syncConnection.for('eip155').tapPromise('injected', async (ctx) => {
    if (!isInjectedId(ctx.connectorId)) return undefined;
    const [wallet, m] = await Promise.all([discovery.waitFor(ctx.connectorId, RESTORE_WAIT_MS), code()]);
    if (!wallet) return undefined;
    // A wallet that never answers ends the restore (spec §4: a failed sync is disconnected), not a spinner.
    const [address] = await m.withWalletTimeout(m.currentAccounts(wallet.provider), 'eth_accounts');
    if (!address) return undefined; // the wallet no longer grants this site: the kernel marks it disconnected
    const chainId = await m.withWalletTimeout(m.chainIdOf(wallet.provider), 'eth_chainId');
    m.adoptChain(api, chainId);
    discovery.pin(wallet.id);
    watch(m, wallet);
    return { namespace: 'eip155', address, chainId, wallet: walletInfoOf(wallet) };
  });

  hooks.request.for('eip155').tapPromise('injected', async ({ method, params }) => {
    const wallet = active();
    return wallet ? (await code()).walletRequest(wallet.provider, method, params) : undefined;
  });

  // The provider itself needs no wallet code: discovery holds it.
  hooks.getProvider.for('eip155').tapPromise('injected', async () => active()?.provider);

  hooks.switchNetwork.for('eip155').tapPromise('injected', async ({ network }) => {
    const wallet = active();
    if (!wallet) return undefined;
    await (await code()).switchChain(wallet.provider, network, { base: api.options.endpoints.rpc, projectId: api.options.projectId });
    return true;
  });

  hooks.disconnect.for('eip155').tapPromise('injected', async (ctx) => {
    if (!isInjectedId(ctx.connectorId)) return;
    unwatch?.();
    unwatch = undefined;
    const wallet = discovery.get(ctx.connectorId);
    discovery.unpin(ctx.connectorId);
    // Revoking is best effort (wallet-calls.ts): code that cannot load must not hold up a sign-out.
    const m = wallet ? await code().catch(() => undefined) : undefined;
    if (wallet && m) await m.revokePermissions(wallet.provider);
  });

  return () => { unwatch?.(); unsubscribe(); discovery.stop(); };
}

export default definePlugin((api) => {
  if (typeof window === 'undefined') return undefined; // no page, no injected wallets (SSR)
  // A re-announcement that tries to take over the live session is dropped, and the host told.
  return setupInjected(api, startDiscovery(window, { onIgnored: (info) => api.emit('WALLET_ANNOUNCEMENT_IGNORED', info) }));
});

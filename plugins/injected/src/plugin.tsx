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
import { definePlugin, GangwayError, lazyPart, type ConnectorInfo, type PluginApi } from '@gangway/kernel';
import { startDiscovery, type Discovery } from './discovery';
import { isInjectedId, type InjectedWallet } from './eip1193';
import { applyWalletLists } from '@gangway/lib-wallet';
import type { InjectedSession } from './wallet-code';

export type WalletCode = typeof import('./wallet-code');
export const loadWalletCode = (): Promise<WalletCode> => import(/* webpackChunkName: "injected-wallet" */ './wallet-code');
const loadChecksum = () => import(/* webpackChunkName: "eip55" */ './checksum');

/** How long session restore waits for the stored wallet to announce itself (extensions can be late). */
export const RESTORE_WAIT_MS = 1000;

const connectorOf = (w: InjectedWallet): Omit<ConnectorInfo, 'pluginId'> => ({
  id: w.id, name: w.name, chain: 'eip155', type: w.type, imageUrl: w.icon, rdns: w.rdns, view: 'ConnectingExternal',
});

export function setupInjected(api: PluginApi, discovery: Discovery, load: () => Promise<WalletCode> = loadWalletCode) {
  const { hooks } = api;
  const connectorId = () => api.getState().chains.eip155?.account.connectorId;
  /** The connected wallet, when the eip155 session is ours. */
  const active = () => { const id = connectorId(); return isInjectedId(id) ? discovery.get(id) : undefined; };

  let loaded: InjectedSession | undefined;
  /**
   * The session code, once (lazyPart). A chunk that fails (after the chunk loader's own retry) gives the
   * catalogue's CODE_LOAD_FAILED to the caller — the Connecting view shows it with 'Try again' — and is
   * requested afresh by the next call.
   */
  const session = lazyPart(() => {
    // The session's first answer needs the EIP-55 checksums (wallet-calls.ts loads that same chunk):
    // fetched beside the session code, not a round trip after it (a restore, or a connect's approval).
    void loadChecksum().catch(() => undefined);
    return load().then((m) => (loaded = m.injectedSession(api)));
  });
  /** A warm-up: a failure here is no one's error yet (the next call retries and reports it). */
  const warm = () => { void session().catch(() => undefined); };

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
    return (await session()).connect(wallet);
  });

  // After the kernel stored the connection: follow the wallet. The connect that led here loaded the code.
  hooks.connected.tap('injected', (ctx) => {
    const wallet = isInjectedId(ctx.connectorId) ? discovery.get(ctx.connectorId) : undefined;
    if (!wallet) return;
    discovery.pin(wallet.id);
    if (loaded) loaded.follow(wallet, ctx.chainId);
    else session().then((s) => s.follow(wallet, ctx.chainId)).catch((error: unknown) => hooks.error.call({ error, source: 'injected:connected' }));
  });

  hooks.syncConnection.for('eip155').tapPromise('injected', async (ctx) => {
    if (!isInjectedId(ctx.connectorId)) return undefined;
    const [wallet, s] = await Promise.all([discovery.waitFor(ctx.connectorId, RESTORE_WAIT_MS), session()]);
    const synced = wallet && await s.sync(wallet);
    if (synced) discovery.pin(wallet.id);
    return synced || undefined;
  });

  hooks.request.for('eip155').tapPromise('injected', async ({ method, params }) => {
    const wallet = active();
    return wallet ? (await session()).request(wallet, method, params) : undefined;
  });

  // The provider itself needs no session code: discovery holds it.
  hooks.getProvider.for('eip155').tapPromise('injected', async () => active()?.provider);

  hooks.switchNetwork.for('eip155').tapPromise('injected', async ({ network }) => {
    const wallet = active();
    if (!wallet) return undefined;
    await (await session()).switchNetwork(wallet, network);
    return true;
  });

  hooks.disconnect.for('eip155').tapPromise('injected', async (ctx) => {
    if (!isInjectedId(ctx.connectorId)) return;
    const wallet = discovery.get(ctx.connectorId);
    discovery.unpin(ctx.connectorId);
    // Revoking is best effort (wallet-calls.ts): code that cannot load must not hold up a sign-out.
    const s = loaded ?? (wallet ? await session().catch(() => undefined) : undefined);
    await s?.end(wallet);
  });

  return () => { loaded?.stop(); unsubscribe(); discovery.stop(); };
}

export default definePlugin((api) => {
  if (typeof window === 'undefined') return undefined; // no page, no injected wallets (SSR)
  // A re-announcement that tries to take over the live session is dropped, and the host told.
  return setupInjected(api, startDiscovery(window, { onIgnored: (info) => api.emit('WALLET_ANNOUNCEMENT_IGNORED', info) }));
});

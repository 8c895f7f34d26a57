/**
 * Injected wallets: EIP-6963 announcements and the legacy window.ethereum, as Connect-view
 * connectors and as the eip155 connection when one of them is connected. It answers the
 * per-namespace hooks only while the namespace's connector is one of its own ids.
 *
 * Pinning: the wallet object the visitor chose at the click (or the one a restore re-identified) is
 * held for the session and answers every request of it — accounts, chain id, sends, signs, switches,
 * events, revoke. Nothing looks the wallet up again by id while the session lives, so neither an
 * announcement nor a replaced window.ethereum can step into it (discovery.ts never swaps either).
 *
 * Activation (the Connect view) costs discovery and the connector list only: the wallet calls and
 * events (wallet-code.ts) are a chunk of their own, out of the first open's wave. It loads on the
 * first hook that needs it, warms up once the open's first view is on screen (openFinished), and at
 * activation when the stored session is an injected one (a restore at page load).
 */
import { definePlugin, GangwayError, lazyPart, type ConnectorInfo, type PluginApi } from '@gangway/kernel';
import { startDiscovery, type Discovery } from './discovery';
import { reportDuplicate } from './duplicate-report';
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
  const connectorId = () => api.state.getState().chains.eip155?.account.connectorId;
  /** The session's wallet: set by a connect that succeeded or a restore, never looked up again. */
  let held: InjectedWallet | undefined;
  /** The connected wallet, when the eip155 session is ours. */
  const active = () => (held && held.id === connectorId() ? held : undefined);

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

  // EIP-6963 and window.ethereum wallets are EVM wallets: a host with no eip155 network (Solana-only,
  // Bitcoin-only) lists none of them — picking one could only connect to an "Unknown Network".
  const servesEip155 = api.options.networks.some((n) => n.chainNamespace === 'eip155');
  const publish = () => {
    api.wallet.setConnectors(servesEip155 ? applyWalletLists(discovery.wallets(), api.options).map(connectorOf) : []);
  };
  publish();
  const unsubscribe = discovery.subscribe(publish);

  // A restore at page load (spec §4): the code loads alongside the wallet's announcement wait.
  if (isInjectedId(connectorId())) warm();
  // The first view is on screen: load the code a wallet click needs, unless the page offers no wallet.
  hooks.openFinished.tap('injected', () => { if (api.state.getState().connectors.some((c) => isInjectedId(c.id))) warm(); });

  hooks.connect.tapPromise('injected', async (ctx) => {
    if (!isInjectedId(ctx.connectorId)) return undefined;
    // Not listed on such a host (publish above); a connect by id is refused the same way.
    if (!servesEip155) throw new GangwayError('UNSUPPORTED_CHAIN');
    // The click's wallet: this object, and only it, is asked for the accounts and the chain, then held.
    const wallet = discovery.get(ctx.connectorId);
    if (!wallet) throw new GangwayError('ADAPTER_NOT_FOUND');
    const result = await (await session()).connect(wallet);
    held = wallet;
    return result;
  });

  // After the kernel stored the connection: follow the wallet. The connect that led here loaded the code.
  hooks.connected.tap('injected', (ctx) => {
    const wallet = held?.id === ctx.connectorId ? held : undefined;
    if (!wallet) return;
    if (loaded) loaded.follow(wallet, ctx.chainId);
    else session().then((s) => s.follow(wallet, ctx.chainId)).catch((error: unknown) => hooks.error.call({ error, source: 'injected:connected' }));
  });

  hooks.syncConnection.for('eip155').tapPromise('injected', async (ctx) => {
    if (!isInjectedId(ctx.connectorId)) return undefined;
    // A page load re-identifies the wallet by its id; a sync within the page (another tab's change)
    // keeps the wallet this page already holds under that id.
    const found = held?.id === ctx.connectorId ? held : discovery.waitFor(ctx.connectorId, RESTORE_WAIT_MS);
    const [wallet, s] = await Promise.all([found, session()]);
    const synced = wallet && await s.sync(wallet);
    if (synced) held = wallet;
    return synced || undefined;
  });

  hooks.request.for('eip155').tapPromise('injected', async ({ method, params }) => {
    const wallet = active();
    return wallet ? (await session()).request(wallet, method, params) : undefined;
  });

  // The provider itself needs no session code: the held wallet carries it.
  hooks.getProvider.for('eip155').tapPromise('injected', async () => active()?.provider);

  hooks.switchNetwork.for('eip155').tapPromise('injected', async ({ network }) => {
    const wallet = active();
    if (!wallet) return undefined;
    await (await session()).switchNetwork(wallet, network);
    return true;
  });

  hooks.disconnect.for('eip155').tapPromise('injected', async (ctx) => {
    if (!isInjectedId(ctx.connectorId)) return;
    // Revoked on the session's own wallet only: no other provider hears of the session, even at its end.
    const wallet = held?.id === ctx.connectorId ? held : undefined;
    if (wallet) held = undefined;
    // Revoking is best effort (wallet-calls.ts): code that cannot load must not hold up a sign-out.
    const s = loaded ?? (wallet ? await session().catch(() => undefined) : undefined);
    await s?.end(wallet);
  });

  return () => { loaded?.stop(); unsubscribe(); discovery.stop(); };
}

export default definePlugin((api) => {
  if (typeof window === 'undefined') return undefined; // no page, no injected wallets (SSR)
  // An announcement under a taken rdns is dropped (discovery.ts), and the host told.
  return setupInjected(api, startDiscovery(window, { onDuplicate: (d) => reportDuplicate(api, d) }));
});

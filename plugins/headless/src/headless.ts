/**
 * The headless service: the Connect view's data and actions without the modal, for a host that draws
 * its own connect screen. It only uses other plugins' public contracts — the connect plugin's wallet
 * rows, the wallet registry, WalletConnect's pairing slice — and the kernel's `connect`.
 */
import { errorMessage, type ChainNamespace, type ConnectContext, type ConnectResult, type PluginApi } from '@gangway/kernel';
import { connectWalletsKey } from '@gangway/plugin-connect/public';
import { walletRegistryKey, type WalletRegistry } from '@gangway/plugin-all-wallets/public';
import { WC_CONNECTOR_ID, wcPairingKey, type WcPairing } from '@gangway/plugin-walletconnect/public';
import { isUserRejection } from '@gangway/lib-eip155';
import { headlessSliceKey, initialHeadless, type HeadlessSlice } from './slice';
import { socialProviders } from './socials';
import type { HeadlessConnecting, HeadlessService, HeadlessState, HeadlessWallet, WalletPageQuery } from './types';
import { walletFromListing, walletFromRow, walletIs } from './wallets';

/**
 * The plugins that put connectors on the Connect view (they activate with it, `onView:Connect`): a
 * custom screen has no Connect view, so the service wakes them. One that is off or absent is skipped.
 */
const CONNECTOR_PLUGINS = ['injected', 'walletconnect', 'chain-solana'];

const WALLETCONNECT: HeadlessWallet = { id: WC_CONNECTOR_ID, name: 'WalletConnect', source: 'walletConnect', installed: false, connectorId: WC_CONNECTOR_ID };

export function createHeadless(api: PluginApi): HeadlessService & { dispose(): void } {
  api.slice.defineSlice(headlessSliceKey, initialHeadless());
  const socials = socialProviders(api.options.features.socials);
  const update = (recipe: (s: HeadlessSlice) => void) => api.slice.updateSlice(headlessSliceKey, recipe);
  let registry: WalletRegistry | undefined;
  const registryOnce = () => (api.options.enableWallets ? api.services.require(walletRegistryKey).then((r) => (registry = r)) : Promise.resolve(undefined));

  // ---- the list: rebuilt when connectors come and go or a connection changes (recent wallets) ----
  let generation = 0;
  async function refresh() {
    const mine = ++generation;
    try {
      const rows = await (await api.services.require(connectWalletsKey)).rows();
      await registryOnce().catch(() => undefined);
      const connectors = api.state.getState().connectors;
      if (mine === generation) update((s) => { s.wallets = rows.map((r) => walletFromRow(r, connectors, registry)); s.loading = false; });
    } catch (error) {
      api.hooks.error.call({ error, source: `plugin:${api.id}:wallets` });
      if (mine === generation) update((s) => { s.loading = false; });
    }
  }
  let seenConnectors = api.state.getState().connectors;
  let seenAccount = api.state.getState().activeCaipAddress;
  const offState = api.state.subscribe((s) => {
    if (s.connectors === seenConnectors && s.activeCaipAddress === seenAccount) return;
    seenConnectors = s.connectors;
    seenAccount = s.activeCaipAddress;
    void refresh();
  });
  for (const id of CONNECTOR_PLUGINS) void api.services.activate(id).catch(() => false);
  void refresh();

  // ---- the snapshot a host reads: stable until something it holds changes ----
  let snapshot: HeadlessState | undefined;
  let from: { slice?: HeadlessSlice; pairing?: WcPairing } = {};
  function getState(): HeadlessState {
    const slice = api.slice.getSlice(headlessSliceKey);
    const pairing = api.slice.getSlice(wcPairingKey) as WcPairing | undefined;
    if (!snapshot || slice !== from.slice || pairing?.uri !== from.pairing?.uri) {
      from = { slice, pairing };
      snapshot = { wallets: slice.wallets, loading: slice.loading, socials, walletConnectUri: pairing?.uri, connecting: slice.connecting };
    }
    return snapshot;
  }
  function subscribe(listener: () => void) {
    let last = getState();
    return api.state.subscribe(() => { const next = getState(); if (next !== last) { last = next; listener(); } });
  }

  // ---- connecting ----
  let attempt = 0;
  const setConnecting = (mine: number, connecting: HeadlessConnecting) => { if (mine === attempt) update((s) => { s.connecting = connecting; }); };

  async function fetchWallets({ page, search }: WalletPageQuery) {
    const reg = registry ?? (await registryOnce());
    if (!reg) return { count: 0, wallets: [] };
    const result = await reg.fetchWallets({ page, search: search?.trim() || undefined });
    const connectors = api.state.getState().connectors;
    return { count: result.count, wallets: result.data.map((w) => walletFromListing(w, connectors, reg)) };
  }

  async function findWallet(name: string) {
    await (getState().loading ? refresh() : undefined);
    const listed = getState().wallets.find((w) => walletIs(w, name));
    if (listed) return listed;
    const installed = api.state.getState().connectors.find((c) => [c.id, c.rdns ?? undefined, c.name].some((x) => x?.toLowerCase() === name.trim().toLowerCase()));
    if (installed) return { id: installed.id, name: installed.name, imageUrl: installed.imageUrl, source: 'injected' as const, installed: true, connectorId: installed.id };
    if (walletIs(WALLETCONNECT, name)) return WALLETCONNECT;
    const found = await fetchWallets({ page: 1, search: name }).catch(() => ({ count: 0, wallets: [] }));
    return found.wallets.find((w) => walletIs(w, name));
  }

  async function connect(target: HeadlessWallet | string, namespace?: ChainNamespace): Promise<ConnectResult> {
    const wallet = typeof target === 'string' ? await findWallet(target) : target;
    if (!wallet) throw new Error(`No wallet named ${String(target)}`);
    const mine = ++attempt;
    const viaWalletConnect = wallet.connectorId === WC_CONNECTOR_ID;
    const listing = wallet.listing;
    const ctx: ConnectContext = viaWalletConnect
      ? { connectorId: WC_CONNECTOR_ID, namespace: 'eip155', data: { wallet: listing ? { id: listing.id, name: listing.name, rdns: listing.rdns, image_id: listing.image_id } : undefined } }
      : { connectorId: wallet.connectorId, ...(namespace ? { namespace } : {}) };
    setConnecting(mine, { wallet, status: 'connecting' });
    try {
      const result = await api.session.connect(ctx);
      setConnecting(mine, { wallet, status: 'connected' });
      return result;
    } catch (error) {
      setConnecting(mine, isUserRejection(error) ? { wallet, status: 'declined' } : { wallet, status: 'failed', error: errorMessage(error) });
      throw error;
    }
  }

  /** Resolves with the URI once WalletConnect shows one; rejects if the pairing fails first. */
  function walletConnectUri(): Promise<string> {
    const shown = getState().walletConnectUri;
    if (shown) return Promise.resolve(shown);
    return new Promise<string>((resolve, reject) => {
      const off = api.state.subscribe(() => {
        const uri = getState().walletConnectUri;
        if (uri) { off(); resolve(uri); }
      });
      const wallet = getState().wallets.find((w) => w.source === 'walletConnect') ?? WALLETCONNECT;
      // The connect itself runs on: it resolves when a wallet pairs (the state says how it went).
      connect(wallet).catch((error: unknown) => { off(); reject(error instanceof Error ? error : new Error(String(error))); });
    });
  }

  async function connectSocial(provider: string) {
    await api.ui.open(provider === 'farcaster' ? { view: 'ConnectingFarcaster' } : { view: 'ConnectingSocial', data: { provider } });
  }

  return { getState, subscribe, refresh, fetchWallets, findWallet, walletConnectUri, connect, connectSocial, dispose: offState };
}

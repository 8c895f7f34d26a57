/**
 * The WalletConnect connector: owns the provider (created on first need), answers the kernel's
 * connect hook for 'walletConnect' with one session across the host's families (families.ts: each
 * family's WalletConnect descriptor says how it is proposed, read and switched; namespaces.ts), and
 * each namespace's request / provider / switch / disconnect / sync hooks while that namespace's
 * account is connected through it. The wallet's events arrive per namespace (session-events.ts). The
 * session's approved networks become each namespace's network state (spec §3).
 */
import { errorMessage, GangwayError, type ChainNamespace, type ConnectContext, type ConnectResult, type Network, type PluginApi } from '@gangway/kernel';
import { WC_CONNECTOR_ID } from './constants';
import { pairingExpiry } from './expiry';
import { isUserRejection } from '@gangway/lib-eip155';
import { loadFamilies, type WcFamilies } from './families';
import { hostNamespaces } from './host-namespaces';
import { proposal } from './namespaces';
import { PairingCancelled, startPairing, type Pairing } from './pairing';
import { loadUniversalProvider, retireProvider, type LoadProvider, type WcProvider } from './provider-loader';
import { approvedNetworkState, pickAccount, resultFromSession, sessionAccounts, walletOf, type ChosenWallet, type Preference } from './session';
import { followSession } from './session-events';
import { MESSAGES } from './messages';
import { PROVIDER_ALERT_MESSAGES, providerErrorAlert } from './provider-alerts';
import { IDLE, wcPairingKey, wcStatusKey, type WcPairing } from './status';

export interface ControllerOptions {
  loadProvider?: LoadProvider; retire?: (p: WcProvider) => void; now?: () => number;
  /** The namespaces the plugin taps (plugin.tsx); default: every namespace of the host's networks. */
  namespaces?: readonly ChainNamespace[];
}
export type WalletConnectController = ReturnType<typeof createWalletConnectController>;

/**
 * How long the widget waits for the relay: the SDK to start, then a pairing URI to show (spec §9's
 * 10 s time constant). Past it the view ends in a clear error with Try again, instead of spinning
 * for as long as the visitor waits when the relay is unreachable.
 */
export const RELAY_TIMEOUT_MS = 10_000;
const relayUnreachable = () => new GangwayError('WC_RELAY_UNREACHABLE', 'Could not reach the WalletConnect relay. Check your connection and try again.');

function within<T>(p: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([p, new Promise<never>((_, reject) => { timer = setTimeout(() => reject(error()), ms); })]).finally(() => clearTimeout(timer));
}

export function createWalletConnectController(api: PluginApi, { loadProvider = loadUniversalProvider, retire = retireProvider, now = Date.now, namespaces }: ControllerOptions = {}) {
  // The texts of the Connecting views and of the provider's alerts: both show only once the controller
  // runs (the views load with it), so they travel in its chunk, not in the Connect view's wave.
  api.i18n.addMessages({ ...MESSAGES, ...PROVIDER_ALERT_MESSAGES });
  let providerPromise: Promise<WcProvider> | undefined;
  /**
   * The provider whose events count. One the relay left stuck (its start or its proposal never
   * answered) is retired, not reused: its proposal may still finish once the relay is back and emit
   * a URI — and a later proposal on the same SDK unsubscribes that URI's pairing, so a visitor who
   * scanned it would wait forever.
   */
  let live: WcProvider | undefined;
  let pairing: Pairing | undefined;
  /** Bumped by cancel(), so a connect still loading the SDK knows it was abandoned. */
  let epoch = 0;
  /** URIs this plugin created (a host may also show its own URI through open({uri})). */
  const ownUris = new Set<string>();
  const setPairing = (next: WcPairing) => api.slice.updateSlice(wcPairingKey, () => next);

  const networksOf = (ns: ChainNamespace) => api.options.networks.filter((n) => n.chainNamespace === ns) as Network[];
  const ours = (ns: ChainNamespace) => api.state.getState().chains[ns]?.account.connectorId === WC_CONNECTOR_ID;
  /** The session's families, asked of the family plugins once (a failed ask is asked again next time). */
  let familiesPromise: Promise<WcFamilies> | undefined;
  let loadedFamilies: WcFamilies = new Map();
  const families = () => (familiesPromise ??= loadFamilies(api, namespaces ?? hostNamespaces(api.options.networks as Network[])).then(
    (f) => (loadedFamilies = f),
    (error: unknown) => { familiesPromise = undefined; throw error; },
  ));
  // Asked as the controller starts (it loads ahead of the click: plugin.tsx), so a pairing does not wait for it.
  void families().catch(() => undefined);
  const hostNetworks = () => api.options.networks as Network[];
  const accountsOf = (p: WcProvider) => sessionAccounts(p.session, loadedFamilies, hostNetworks());
  const currentNetwork = (ns: ChainNamespace) => api.state.getState().chains[ns]?.network.caipNetwork;
  /** Each namespace's account on its current network, else on the host's first network of it the wallet approved. */
  const preference = (namespace?: ChainNamespace): Preference => ({
    namespace,
    chains: Object.fromEntries([...loadedFamilies.keys()].map((ns) => [ns, [currentNetwork(ns)?.id, ...networksOf(ns).map((n) => n.id)]])),
  });
  /** The chain a namespace's requests go to: its current network when the session has it, else the session's account chain. */
  function chainOf(p: WcProvider, ns: ChainNamespace): string {
    const current = currentNetwork(ns)?.id ?? networksOf(ns)[0]?.id;
    try {
      const list = p.session ? accountsOf(p).accounts[ns] : undefined;
      if (list?.length) return `${ns}:${pickAccount(list, [current]).chainId}`;
    } catch { /* a malformed session update: the namespace's network stands */ }
    return `${ns}:${current}`;
  }

  /** Provider errors become the spec's alerts, once per kind (the kernel remembers shown kinds). */
  function report(error: unknown, source: string) {
    const kind = providerErrorAlert(error);
    if (kind) api.ui.showAlert(kind, { once: true });
    api.hooks.error.call({ error, source: `plugin:${api.id}:${source}` });
  }

  function provider(): Promise<WcProvider> {
    if (providerPromise) return providerPromise;
    const loading: Promise<WcProvider> = loadProvider(api).then(
      (p) => {
        // Retired while it was starting: the next attempt has (or will get) its own.
        if (providerPromise !== loading) { retire(p); return p; }
        live = p;
        return wire(p);
      },
      (error) => {
        if (providerPromise === loading) providerPromise = undefined; // a later attempt may succeed (relay back up)
        report(error, 'init');
        throw error;
      },
    );
    providerPromise = loading;
    return loading;
  }

  /** Drop the current provider after the relay failed it; the next attempt starts a fresh one. */
  function retireCurrent() {
    const current = live;
    providerPromise = undefined;
    live = undefined;
    if (current) retire(current);
  }

  function wire(p: WcProvider): WcProvider {
    p.on('display_uri', (uri: string) => {
      if (p !== live) return;
      ownUris.add(uri);
      setPairing({ uri, pairingExpiry: pairingExpiry(now()) });
    });
    // The wallet's accountsChanged / chainChanged per namespace, and its session updates (validated).
    // Events of a retired provider (see `live`) count for nothing.
    followSession(p, {
      api, ours: (ns) => p === live && ours(ns), families: () => loadedFamilies, networksOf, updated: () => { if (p === live) writeNetworkState(p); },
      report: (error, source) => api.hooks.error.call({ error, source: `plugin:${api.id}:${source}` }),
    });
    // The wallet ended the session: the widget follows (the §4 cascade ends every namespace of it).
    const ended = () => {
      if (p !== live) return;
      const ns = [...loadedFamilies.keys()].find((n) => ours(n));
      if (ns) void api.session.disconnect(ns).catch(() => {});
    };
    p.on('session_delete', ended);
    p.on('disconnect', ended);
    return p;
  }

  /** Start (or join) a pairing for the Connecting views; they read the outcome from the slice. */
  function startConnect(wallet?: ChosenWallet) {
    if (api.slice.getSlice(wcStatusKey).phase === 'pairing') return;
    api.slice.updateSlice(wcStatusKey, () => ({ phase: 'pairing' as const, wallet }));
    const state = api.state.getState();
    // The session connects every family it carries; the one the visitor is on (or filtered to) becomes active.
    const namespace = state.namespaceFilter ?? state.activeChain;
    api.session.connect({ connectorId: WC_CONNECTOR_ID, namespace, data: { wallet } }).then(
      () => {
        api.slice.updateSlice(wcStatusKey, () => IDLE);
        const view = api.navigation.current().view;
        if (api.state.getState().modal.open && view.startsWith('ConnectingWalletConnect')) api.navigation.reset('Account');
      },
      (error) => {
        if (error instanceof PairingCancelled) { api.slice.updateSlice(wcStatusKey, () => IDLE); return; }
        const declined = isUserRejection(error);
        api.slice.updateSlice(wcStatusKey, () => (declined ? { phase: 'declined' as const, wallet } : { phase: 'failed' as const, error: errorMessage(error), wallet }));
      },
    );
  }

  /** Stop a pending pairing (the visitor left the view or closed the modal). */
  function cancel() {
    epoch++;
    pairing?.cancel();
    pairing = undefined;
    clearOwnUri();
  }

  /** A spent or abandoned URI of ours leaves the state (a host-provided one stays). */
  function clearOwnUri() {
    const { uri } = api.slice.getSlice(wcPairingKey);
    if (uri && ownUris.has(uri)) setPairing({});
  }

  async function connect(ctx: ConnectContext): Promise<ConnectResult | undefined> {
    if (ctx.connectorId !== WC_CONNECTOR_ID) return undefined;
    const fams = await families();
    const { requiredNamespaces, optionalNamespaces } = proposal(fams, hostNetworks(), Object.fromEntries([...fams.keys()].map((ns) => [ns, currentNetwork(ns)])));
    if (!Object.keys(optionalNamespaces).length && !Object.keys(requiredNamespaces).length) throw new GangwayError('UNSUPPORTED_CHAIN');
    const params = { ...(Object.keys(requiredNamespaces).length ? { namespaces: requiredNamespaces } : {}), optionalNamespaces };
    const started = epoch;
    // A URI still shown from an earlier attempt is spent: this attempt shows its own.
    clearOwnUri();
    const p = await within(provider(), RELAY_TIMEOUT_MS, relayUnreachable).catch((error: unknown) => {
      if (error instanceof GangwayError && error.code === 'WC_RELAY_UNREACHABLE') {
        api.ui.showAlert('WC_RELAY_UNREACHABLE', { once: true });
        retireCurrent();
      }
      throw error;
    });
    if (epoch !== started) throw new PairingCancelled();
    pairing?.cancel();
    const watchExpiry = (listener: (expiry: number | undefined) => void) => api.state.subscribe(() => listener(api.slice.getSlice(wcPairingKey)?.pairingExpiry));
    const current = startPairing({ watchExpiry, now, propose: () => p.connect(params as never) });
    pairing = current;
    // No URI of ours within the deadline: the relay is not answering.
    const watchdog = setTimeout(() => {
      const { uri } = api.slice.getSlice(wcPairingKey);
      if (uri && ownUris.has(uri)) return;
      api.ui.showAlert('WC_RELAY_UNREACHABLE', { once: true });
      current.fail(relayUnreachable());
      if (live === p) retireCurrent();
    }, RELAY_TIMEOUT_MS);
    let session: unknown;
    try {
      session = await current.result;
    } catch (error) {
      if (!(error instanceof PairingCancelled)) report(error, 'connect');
      // A rejected or failed proposal spends its URI: 'Try again' shows a fresh one.
      clearOwnUri();
      throw error;
    } finally {
      clearTimeout(watchdog);
      if (pairing === current) pairing = undefined;
    }
    let result: ConnectResult;
    try {
      result = resultFromSession(session, fams, preference(ctx.namespace), (ctx.data as { wallet?: ChosenWallet } | undefined)?.wallet, hostNetworks());
    } catch (error) {
      // A session the widget refuses is ended at the wallet too; nothing the widget holds changes.
      report(error, 'session');
      clearOwnUri();
      if (p.session) void p.disconnect().catch(() => undefined);
      throw error;
    }
    // Each namespace's chosen chain is where its requests without a chain go (the SDK keeps one default per namespace).
    for (const a of [result, ...(result.also ?? [])]) p.setDefaultChain(`${a.namespace}:${a.chainId}`);
    setPairing({});
    return result;
  }

  async function request(ns: ChainNamespace, method: string, params?: unknown) {
    const p = await provider();
    return p.request({ method, params: params as never }, chainOf(p, ns));
  }

  async function switchNetwork(network: Network): Promise<true> {
    const p = await provider();
    const ns = network.chainNamespace;
    const family = (await families()).get(ns);
    if (!family) throw new GangwayError('CHAIN_NOT_SUPPORTED');
    const list = p.session ? accountsOf(p).accounts[ns] : undefined;
    await family.wc.switchChain({
      network,
      approved: !!list?.some((a) => a.chainId === String(network.id)),
      request: (method, params) => request(ns, method, params),
      setDefaultChain: (chain) => p.setDefaultChain(chain),
      endpoints: { rpc: api.options.endpoints.rpc, projectId: api.options.projectId },
    });
    return true;
  }

  /** What the namespace's adapter gets as its provider: the family's shape of this session. */
  async function providerFor(ns: ChainNamespace): Promise<unknown> {
    const [p, fams] = await Promise.all([provider(), families()]);
    const family = fams.get(ns);
    return family?.wc.provider({ namespace: ns, provider: p, request: (method, params) => request(ns, method, params) });
  }

  /**
   * Spec §3: each namespace the session holds gets the chains the wallet approved (AppKit's rule,
   * session.ts approvedNetworkState); the networks view marks the others. Written on connect, on
   * the wallet's session updates and on restore.
   */
  function writeNetworkState(p: WcProvider) {
    if (!p.session) return;
    let read: ReturnType<typeof accountsOf>;
    try { read = accountsOf(p); } catch { return; } // a malformed session: reported where it is read
    for (const [ns, list] of Object.entries(read.accounts)) {
      if (list?.length && ours(ns)) api.session.setNetworkState(ns, approvedNetworkState(read.session, list, ns));
    }
  }

  /**
   * Ends the session once, however many of its namespaces the kernel's cascade disconnects at the
   * same time (each namespace's disconnect hook joins the one ending).
   */
  let ending: Promise<void> | undefined;
  function disconnect(): Promise<void> {
    ending ??= (async () => {
      try {
        const p = await provider();
        if (p.session) await p.disconnect();
      } finally {
        setPairing({});
      }
    })().finally(() => { ending = undefined; });
    return ending;
  }

  /** Restore a namespace of a stored session at start-up (the SDK keeps sessions in its own storage). */
  async function sync(ns: ChainNamespace): Promise<ConnectResult | undefined> {
    const [p] = await Promise.all([provider(), families()]);
    if (!p.session) return undefined;
    const { session, accounts } = accountsOf(p);
    const list = accounts[ns];
    if (!list?.length) return undefined;
    const account = pickAccount(list, preference().chains?.[ns]);
    // The restored namespace's chain is where its requests without a chain go, as after connect.
    p.setDefaultChain(`${ns}:${account.chainId}`);
    api.session.setNetworkState(ns, approvedNetworkState(session, list, ns));
    return { namespace: ns, address: account.address, chainId: account.chainId, wallet: walletOf(session) };
  }

  /** After the kernel recorded a connect through this connector (its network state reset), the session's approved networks. */
  async function connected() {
    const p = await provider();
    if (p === live) writeNetworkState(p);
  }

  return { ours, provider, providerFor, startConnect, cancel, connect, request, switchNetwork, disconnect, sync, connected, isOwnUri: (uri: string) => ownUris.has(uri) };
}

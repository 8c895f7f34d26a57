/**
 * The WalletConnect connector: owns the provider (created on first need), answers the kernel's
 * connect hook for 'walletConnect', and the eip155 request / provider / switch / disconnect / sync
 * hooks while the eip155 account is connected through it.
 */
import { errorMessage, GangwayError, type ConnectContext, type ConnectResult, type Network, type PluginApi } from '@gangway/kernel';
import { WC_CONNECTOR_ID } from './constants';
import { pairingExpiry } from './expiry';
import { AccountsSchema, addEthereumChainParams, isUnrecognizedChain, isUserRejection, toCaipNetworkId, toChainId, toHexChainId, walletAnswer } from '@gangway/lib-eip155';
import { eip155Namespace } from './namespaces';
import { PairingCancelled, startPairing, type Pairing } from './pairing';
import { loadUniversalProvider, retireProvider, type LoadProvider, type WcProvider } from './provider-loader';
import { resultFromSession, type ChosenWallet } from './session';
import { providerErrorAlert } from './provider-alerts';
import { IDLE, wcPairingKey, wcStatusKey, type WcPairing } from './status';

export interface ControllerOptions { loadProvider?: LoadProvider; retire?: (p: WcProvider) => void; now?: () => number }
export type WalletConnectController = ReturnType<typeof createWalletConnectController>;

const lastPart = (s: string) => s.split(':').at(-1)!;

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

export function createWalletConnectController(api: PluginApi, { loadProvider = loadUniversalProvider, retire = retireProvider, now = Date.now }: ControllerOptions = {}) {
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
  const setPairing = (next: WcPairing) => api.updateSlice(wcPairingKey, () => next);

  const evmNetworks = () => api.options.networks.filter((n) => n.chainNamespace === 'eip155') as Network[];
  const ours = () => api.getState().chains.eip155?.account.connectorId === WC_CONNECTOR_ID;
  const activeChainId = () => api.getState().chains.eip155?.network.caipNetwork?.id ?? evmNetworks()[0]?.id;

  /** Provider errors become the spec's alerts, once per kind (the kernel remembers shown kinds). */
  function report(error: unknown, source: string) {
    const kind = providerErrorAlert(error);
    if (kind) api.showAlert(kind, { once: true });
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
    // Outside input: accounts are CAIP-10 ids or plain addresses; anything malformed is reported and
    // changes nothing (the session keeps its account).
    p.on('accountsChanged', (accounts: unknown) => {
      if (p !== live || !ours()) return;
      try {
        const list = Array.isArray(accounts) ? accounts.map((a) => (typeof a === 'string' ? lastPart(a) : a)) : accounts;
        const [address] = walletAnswer(AccountsSchema, 'accountsChanged', list);
        if (address) api.adoptAccount('eip155', address);
      } catch (error) {
        api.hooks.error.call({ error, source: `plugin:${api.id}:accountsChanged` });
      }
    });
    p.on('chainChanged', (chainId: number | string) => {
      let id: number;
      try { id = toChainId(chainId); } catch { return; } // a chain id in no known form: nothing to adopt
      const network = evmNetworks().find((n) => Number(n.id) === id);
      if (p === live && ours() && network) api.adoptNetwork('eip155', network);
    });
    // The wallet ended the session: the widget follows.
    const ended = () => { if (p === live && ours()) void api.disconnect('eip155').catch(() => {}); };
    p.on('session_delete', ended);
    p.on('disconnect', ended);
    return p;
  }

  /** Start (or join) a pairing for the Connecting views; they read the outcome from the slice. */
  function startConnect(wallet?: ChosenWallet) {
    if (api.getSlice(wcStatusKey).phase === 'pairing') return;
    api.updateSlice(wcStatusKey, () => ({ phase: 'pairing' as const, wallet }));
    api.connect({ connectorId: WC_CONNECTOR_ID, namespace: 'eip155', data: { wallet } }).then(
      () => {
        api.updateSlice(wcStatusKey, () => IDLE);
        const view = api.navigation.current().view;
        if (api.getState().modal.open && view.startsWith('ConnectingWalletConnect')) api.navigation.reset('Account');
      },
      (error) => {
        if (error instanceof PairingCancelled) { api.updateSlice(wcStatusKey, () => IDLE); return; }
        const declined = isUserRejection(error);
        api.updateSlice(wcStatusKey, () => (declined ? { phase: 'declined' as const, wallet } : { phase: 'failed' as const, error: errorMessage(error), wallet }));
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
    const { uri } = api.getSlice(wcPairingKey);
    if (uri && ownUris.has(uri)) setPairing({});
  }

  async function connect(ctx: ConnectContext): Promise<ConnectResult | undefined> {
    if (ctx.connectorId !== WC_CONNECTOR_ID) return undefined;
    const namespace = eip155Namespace(evmNetworks(), api.getState().chains.eip155?.network.caipNetwork);
    if (!namespace) throw new GangwayError('UNSUPPORTED_CHAIN');
    const started = epoch;
    // A URI still shown from an earlier attempt is spent: this attempt shows its own.
    clearOwnUri();
    const p = await within(provider(), RELAY_TIMEOUT_MS, relayUnreachable).catch((error: unknown) => {
      if (error instanceof GangwayError && error.code === 'WC_RELAY_UNREACHABLE') {
        api.showAlert('WC_RELAY_UNREACHABLE', { once: true });
        retireCurrent();
      }
      throw error;
    });
    if (epoch !== started) throw new PairingCancelled();
    pairing?.cancel();
    const watchExpiry = (listener: (expiry: number | undefined) => void) => api.subscribe(() => listener(api.getSlice(wcPairingKey)?.pairingExpiry));
    const current = startPairing({ watchExpiry, now, propose: () => p.connect({ optionalNamespaces: { eip155: namespace } }) });
    pairing = current;
    // No URI of ours within the deadline: the relay is not answering.
    const watchdog = setTimeout(() => {
      const { uri } = api.getSlice(wcPairingKey);
      if (uri && ownUris.has(uri)) return;
      api.showAlert('WC_RELAY_UNREACHABLE', { once: true });
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
    const result = resultFromSession(session, namespace.defaultChain?.split(':')[1], (ctx.data as { wallet?: ChosenWallet } | undefined)?.wallet);
    p.setDefaultChain(`eip155:${result.chainId}`);
    setPairing({});
    return result;
  }

  async function request(method: string, params?: unknown) {
    const p = await provider();
    return p.request({ method, params: params as never }, `eip155:${activeChainId()}`);
  }

  async function switchNetwork(network: Network): Promise<true> {
    const p = await provider();
    const chainId = toHexChainId(network.id);
    try {
      await request('wallet_switchEthereumChain', [{ chainId }]);
    } catch (error) {
      if (!isUnrecognizedChain(error)) throw error;
      // The wallet does not know the chain: add it (most wallets switch to it when added), then switch.
      await request('wallet_addEthereumChain', [addEthereumChainParams(network, api.options.endpoints.rpc, api.options.projectId)]);
      await request('wallet_switchEthereumChain', [{ chainId }]);
    }
    p.setDefaultChain(toCaipNetworkId(network.id));
    return true;
  }

  async function disconnect() {
    try {
      const p = await provider();
      if (p.session) await p.disconnect();
    } finally {
      setPairing({});
    }
  }

  /** Restore a stored session at start-up (the SDK keeps sessions in its own storage). */
  async function sync(): Promise<ConnectResult | undefined> {
    const p = await provider();
    if (!p.session) return undefined;
    const result = resultFromSession(p.session, activeChainId());
    p.setDefaultChain(`eip155:${result.chainId}`);
    return result;
  }

  return { ours, provider, startConnect, cancel, connect, request, switchNetwork, disconnect, sync, isOwnUri: (uri: string) => ownUris.has(uri) };
}

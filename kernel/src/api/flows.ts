/**
 * The connection flows: connect, disconnect, switch network and the restore of stored sessions.
 * Plugins answer the hooks; the kernel owns the state changes, the persisted connection and the
 * public events, so every connector behaves the same.
 * A lazy chunk of its own (`gangway-flows`, loaded by kernel.ts), out of the first open's wave: it
 * is fetched once the open's first view is shown, with the runtime when a stored session is restored
 * at page load, or on first use. The host's network-list calls (add/remove a network, getProvider: all
 * after a connect or with a restore) and following another tab's changes come in this chunk too.
 */
import { adapterMissing, combineErrors, ERRORS, failedToDisconnectChain, GangwayError } from '../errors';
import type { ConnectContext, ConnectResult, RestoreContext } from '../hooks/declarations';
import { patchAccount, resetAccount, setNetworkDraft, setSessionNetworks } from '../state/chain-actions';
import { SHARED_SESSION_TYPES, type ChainNamespace, type Network } from '../state/types';
import type { LoadedKernel } from './kernel-types';
import { forgetConnection, rememberConnection } from './persisted-connection';
import { assertAdapter } from './network-list';
import { setActiveChain } from './active-chain';
import { answeredBy, setSessionOwner } from '../hooks/wallet-routing';
import { RESTORE_HOLD_MS } from '../hooks/restore-hold';

export { addNetwork, getProvider, removeNetwork } from './network-list';
export { followOtherTab } from './follow-other-tab';

const networkOf = (kernel: LoadedKernel, ns: ChainNamespace, chainId: string | number) =>
  kernel.options.networks.find((n) => n.chainNamespace === ns && String(n.id) === String(chainId));

/** Plugins declaring `onHook:<name>` are active before the kernel first calls that hook (vocabulary.ts). */
const hooksActivate = (kernel: LoadedKernel, ...names: string[]) => Promise.all(names.map((n) => kernel.plugins.activateFor(`onHook:${n}`)));

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A network the visitor chose before connecting, per namespace: once a wallet connects on another
 * chain of that namespace, it is asked to switch to the choice (a refusal keeps the wallet's chain).
 */
const chosenBeforeConnect = new WeakMap<LoadedKernel, Partial<Record<ChainNamespace, Network>>>();

function applyChoiceAfterConnect(kernel: LoadedKernel, ns: ChainNamespace, chainId: string | number) {
  const chosen = chosenBeforeConnect.get(kernel)?.[ns];
  if (!chosen) return;
  delete chosenBeforeConnect.get(kernel)![ns];
  if (String(chosen.id) === String(chainId)) return;
  switchNetwork(kernel, chosen).catch((error: unknown) => kernel.hooks.error.call({ error, source: 'kernel:network-chosen-before-connect' }));
}

export async function connect(kernel: LoadedKernel, ctx: ConnectContext): Promise<ConnectResult> {
  const { store, hooks, storage } = kernel;
  try {
    await kernel.plugins.activateFor('onHook:connect');
    // The kernel's own copy: the tap gate notes on it which plugin answered (taps see a frozen copy).
    const call = { ...ctx };
    const result = await hooks.connect.promise(call);
    if (!result) throw new GangwayError('ADAPTER_NOT_FOUND');
    const owner = answeredBy(call);
    const ns = result.namespace;
    // The session's other namespaces first, the chosen one last: it ends as the active chain. A
    // namespace connected through another connector keeps its session (nothing held is taken over).
    const held = (other: ChainNamespace) => {
      const account = store.getState().chains[other]?.account;
      return !!account && account.status !== 'disconnected' && !!account.connectorId && account.connectorId !== ctx.connectorId;
    };
    const accounts = [...(result.also ?? []).filter((a) => a.namespace !== ns && !held(a.namespace)), result];
    store.update((d) => {
      for (const a of accounts) {
        const network = networkOf(kernel, a.namespace, a.chainId);
        if (network) setNetworkDraft(d, a.namespace, network);
        // A new session allows every network until its connector says otherwise (WalletConnect, on `connected`).
        setSessionNetworks(d, a.namespace);
        patchAccount(d, a.namespace, { status: 'connected', address: a.address, connectorId: ctx.connectorId, connectedWalletInfo: (a.wallet ?? result.wallet) as never });
      }
      d.activeChain = ns;
      d.activeCaipNetwork = d.chains[ns]?.network.caipNetwork;
      d.activeCaipAddress = d.chains[ns]?.account.caipAddress;
    });
    for (const a of accounts) {
      // The session's requests, switches, provider and disconnect reach this plugin only (wallet-routing.ts).
      setSessionOwner(hooks, a.namespace, owner);
      rememberConnection(storage, a.namespace, ctx.connectorId);
    }
    await hooksActivate(kernel, 'connected', 'accountChanged');
    for (const a of accounts) {
      const caipAddress = store.getState().chains[a.namespace]?.account.caipAddress;
      hooks.connected.call({ ...a, wallet: a.wallet ?? result.wallet, connectorId: ctx.connectorId });
      hooks.accountChanged.call({ namespace: a.namespace, address: a.address, caipAddress });
    }
    kernel.emit('CONNECT_SUCCESS', { connector: ctx.connectorId, namespace: ns, wallet: result.wallet?.name, ...(accounts.length > 1 ? { namespaces: accounts.map((a) => a.namespace) } : {}) });
    for (const a of accounts) applyChoiceAfterConnect(kernel, a.namespace, a.chainId);
    return result;
  } catch (error) {
    kernel.emit('CONNECT_ERROR', { connector: ctx.connectorId, message: message(error) });
    throw error;
  }
}

export async function switchNetwork(kernel: LoadedKernel, target: Network | string): Promise<void> {
  const { store, hooks, options, storage } = kernel;
  const network = typeof target === 'string' ? (options.networks as Network[]).find((n) => n.caipNetworkId === target) : target;
  if (!network) throw new GangwayError('NETWORK_NOT_FOUND');
  const ns = network.chainNamespace;
  const chain = store.getState().chains[ns];
  // The wallet is asked only to change its chain: a family already on the target network (another
  // family was active) just becomes the active one, with no prompt. AppKit asks no wallet when the
  // family changes (ChainController.switchActiveNetwork); asking only for a different chain keeps it in step.
  if (chain?.account.status === 'connected' && chain.network.caipNetwork?.caipNetworkId !== network.caipNetworkId) {
    await kernel.plugins.activateFor(`onNamespace:${ns}`);
    const handled = await hooks.switchNetwork.for(ns).promise({ namespace: ns, network });
    // No plugin serves switching in this namespace (spec §8: the adapter is missing; 'Chain is not
    // supported' is the wallet refusing to add a chain, raised by the connector's plugin).
    if (!handled) throw new GangwayError('ADAPTER_NOT_FOUND', adapterMissing(ns), { details: { namespace: ns } });
  } else {
    // Not connected: the choice is recorded, and applied once a wallet connects.
    chosenBeforeConnect.set(kernel, { ...chosenBeforeConnect.get(kernel), [ns]: network });
  }
  store.update((d) => { d.activeChain = ns; setNetworkDraft(d, ns, network); patchAccount(d, ns, {}); });
  storage.set('activeNamespace', ns);
  await hooksActivate(kernel, 'networkChanged');
  hooks.networkChanged.call({ namespace: ns, network });
  kernel.emit('SWITCH_NETWORK', { network: network.caipNetworkId });
}

/** Spec §4: a chosen namespace also takes down namespaces sharing its WalletConnect or embedded connector. */
function disconnectTargets(kernel: LoadedKernel, namespace?: ChainNamespace): ChainNamespace[] {
  const state = kernel.store.getState();
  const connected = (Object.keys(state.chains) as ChainNamespace[]).filter((ns) => state.chains[ns]?.account.status !== 'disconnected');
  if (!namespace) return connected;
  const connectorId = state.chains[namespace]?.account.connectorId;
  const type = state.connectors.find((c) => c.id === connectorId)?.type;
  if (!connectorId || !type || !SHARED_SESSION_TYPES.includes(type)) return [namespace];
  return connected.filter((ns) => ns === namespace || state.chains[ns]?.account.connectorId === connectorId);
}

export async function disconnect(kernel: LoadedKernel, namespace?: ChainNamespace): Promise<void> {
  const { store, hooks, storage } = kernel;
  if (namespace) assertAdapter(kernel, namespace);
  const targets = disconnectTargets(kernel, namespace);
  const failures: { ns: ChainNamespace; error: unknown }[] = [];
  await hooksActivate(kernel, 'disconnected', 'accountChanged');
  await Promise.all(targets.map(async (ns) => {
    const connectorId = store.getState().chains[ns]?.account.connectorId;
    try {
      await kernel.plugins.activateFor(`onNamespace:${ns}`);
      await hooks.disconnect.for(ns).promise({ namespace: ns, connectorId });
    } catch (error) {
      failures.push({ ns, error });
    } finally {
      // The local session ends whatever the wallet said: a stuck wallet must not trap the visitor.
      store.update((d) => { resetAccount(d, ns); });
      setSessionOwner(hooks, ns, undefined);
      forgetConnection(storage, ns);
      hooks.disconnected.call({ namespace: ns, connectorId });
      hooks.accountChanged.call({ namespace: ns });
    }
  }));
  // Spec §4: disconnect also clears the namespace filter (plugins clear their own state on `disconnected`).
  store.update((d) => { d.router.transactionStack = []; d.namespaceFilter = undefined; });
  // The active namespace ended while another family stays connected: that one becomes active, so
  // the widget keeps showing a connected account (decision: the spec is silent).
  const after = store.getState();
  const still = (Object.keys(after.chains) as ChainNamespace[]).find((n) => after.chains[n]?.account.status === 'connected');
  if (still && after.activeChain && after.chains[after.activeChain]?.account.status !== 'connected') setActiveChain(kernel, still);
  if (failures.length) {
    // Several failures are combined into one error; one among several namespaces names its chain.
    const error = failures.length > 1
      ? combineErrors(failures.map((f) => f.error))!
      : new GangwayError('DISCONNECT_FAILED', targets.length > 1 ? failedToDisconnectChain(failures[0].ns) : ERRORS.DISCONNECT_FAILED, { cause: failures[0].error });
    kernel.emit('DISCONNECT_ERROR', { message: error.message });
    throw error;
  }
  kernel.emit('DISCONNECT_SUCCESS', { namespaces: targets });
}

/** Lets `beforeRestored` taps finish their look-up first, within RESTORE_HOLD_MS; a failing tap is reported, never fatal. */
async function holdRestore(kernel: LoadedKernel, ctx: RestoreContext): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => { timer = setTimeout(resolve, RESTORE_HOLD_MS); });
  try {
    await Promise.race([kernel.hooks.beforeRestored.promise(ctx), limit]);
  } catch (error) {
    kernel.hooks.error.call({ error, source: `kernel:restore-hold:${ctx.namespace}` });
  } finally {
    clearTimeout(timer);
  }
}

/** Spec §4: stored connected → connecting until the namespace's plugin syncs; failure → disconnected. */
/**
 * `only`: the namespaces to sync (default every stored one). `follower`: another tab owns the stored
 * session (follow-other-tab.ts): a failed sync here leaves the stored record alone, or this tab would
 * take the other one down with it.
 */
export async function restoreConnections(kernel: LoadedKernel, only?: ChainNamespace[], follower = false): Promise<void> {
  const { storage, store, hooks } = kernel;
  const statuses = storage.get('connectionStatus');
  const connectorIds = storage.get('connectorIds');
  await hooksActivate(kernel, 'accountChanged', 'beforeRestored');
  await Promise.all((Object.keys(statuses) as ChainNamespace[]).map(async (ns) => {
    if (statuses[ns] !== 'connected' || (only && !only.includes(ns))) return;
    const connectorId = connectorIds[ns];
    store.update((d) => { patchAccount(d, ns, { status: 'connecting', connectorId }); });
    let result: ConnectResult | undefined;
    try {
      await kernel.plugins.activateFor(`onNamespace:${ns}`);
      const call = { namespace: ns, connectorId };
      result = await hooks.syncConnection.for(ns).promise(call);
      if (result) setSessionOwner(hooks, ns, answeredBy(call));
    } catch (error) {
      hooks.error.call({ error, source: `kernel:sync:${ns}` });
    }
    if (result) {
      const synced = result;
      // As on connect: the restored session's chain becomes the namespace's network when the host has it.
      const network = networkOf(kernel, ns, synced.chainId);
      await holdRestore(kernel, { namespace: ns, address: synced.address, chainId: network?.caipNetworkId ?? `${ns}:${synced.chainId}` });
      store.update((d) => {
        if (network) setNetworkDraft(d, ns, network);
        patchAccount(d, ns, { status: 'connected', address: synced.address, connectedWalletInfo: synced.wallet as never });
      });
      hooks.accountChanged.call({ namespace: ns, address: synced.address, caipAddress: store.getState().chains[ns]?.account.caipAddress });
    } else {
      store.update((d) => { patchAccount(d, ns, { status: 'disconnected', connectorId: undefined }); });
      if (!follower) forgetConnection(storage, ns);
    }
  }));
}

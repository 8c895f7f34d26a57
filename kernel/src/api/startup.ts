/**
 * Start-up work, run once after the host creates the widget (never at import):
 * networks into state, the project id alert, the remote project config (it wins over local
 * feature settings; a local override raises the warning notice), the origin allow-list check,
 * onStartup plugins, and the restore of stored connections (spec §4).
 */
import { ALERTS } from '../errors';
import { missingProjectId, resolveFeatures } from '../options';
import { checkOrigin, fetchProjectConfig } from '../remote';
import { emptyChain } from '../state/defaults';
import { patchAccount, setNetworkDraft } from '../state/chain-actions';
import type { ChainNamespace, Network } from '../state/types';
import type { Kernel } from './kernel';
import { forgetConnection } from './persisted-connection';

export function initNetworks(kernel: Kernel) {
  const { options, store, storage } = kernel;
  const stored = storage.get('activeNamespace');
  const defaultNs = options.defaultNetwork.chainNamespace as ChainNamespace;
  const byNs = new Map<ChainNamespace, Network[]>();
  for (const n of options.networks as Network[]) byNs.set(n.chainNamespace, [...(byNs.get(n.chainNamespace) ?? []), n]);
  const active: ChainNamespace = stored && byNs.has(stored as ChainNamespace) ? (stored as ChainNamespace) : defaultNs;
  store.update((d) => {
    for (const [ns, networks] of byNs) {
      const chain: { network: { requestedCaipNetworks: unknown } } = (d.chains[ns] ??= emptyChain(ns) as never);
      chain.network.requestedCaipNetworks = networks as never;
    }
    d.activeChain = active;
    for (const [ns, networks] of byNs) {
      const first = ns === defaultNs ? options.defaultNetwork : networks[0];
      setNetworkDraft(d, ns, first as Network);
    }
    d.activeChain = active;
    d.activeCaipNetwork = d.chains[active]?.network.caipNetwork;
  });
}

async function applyRemoteConfig(kernel: Kernel) {
  const { options } = kernel;
  if (options.basic || missingProjectId(options)) {
    kernel.options = { ...options, features: resolveFeatures(options.localFeatures, undefined, options.basic).features };
    return;
  }
  try {
    const remote = await fetchProjectConfig(kernel.http);
    const { features, warnings } = resolveFeatures(options.localFeatures, remote, options.basic);
    kernel.options = { ...options, features };
    for (const w of warnings) {
      if (options.debug) console.warn(`[gangway] ${w}`);
      kernel.emit('CONFIG_WARNING', { message: w });
    }
  } catch (error) {
    // The hosted config is optional: keep the local settings, report why.
    kernel.hooks.error.call({ error, source: 'kernel:project-config' });
  }
}

async function checkAllowedOrigin(kernel: Kernel) {
  if (typeof location === 'undefined') return;
  const alert = await checkOrigin({ features: kernel.options.features, origin: location.origin, client: kernel.http })
    .catch((error: unknown) => { kernel.hooks.error.call({ error, source: 'kernel:origins' }); return null; });
  if (alert) kernel.notices.showAlert(alert);
}

/** Spec §4: stored connected → connecting until the namespace's plugin syncs; failure → disconnected. */
export async function restoreConnections(kernel: Kernel) {
  const { storage, store, hooks } = kernel;
  const statuses = storage.get('connectionStatus');
  const connectorIds = storage.get('connectorIds');
  await Promise.all((Object.keys(statuses) as ChainNamespace[]).map(async (ns) => {
    if (statuses[ns] !== 'connected') {
      kernel.storage.cache.clear(); // stored disconnected: drop the address caches (spec §4)
      return;
    }
    const connectorId = connectorIds[ns];
    store.update((d) => { patchAccount(d, ns, { status: 'connecting', connectorId }); });
    let result;
    try {
      await kernel.plugins.activateFor(`onNamespace:${ns}`);
      result = await hooks.syncConnection.for(ns).promise({ namespace: ns, connectorId });
    } catch (error) {
      hooks.error.call({ error, source: `kernel:sync:${ns}` });
    }
    if (result) {
      store.update((d) => {
        patchAccount(d, ns, { status: 'connected', address: result.address, connectedWalletInfo: result.wallet as never });
      });
      hooks.accountChanged.call({ namespace: ns, address: result.address, caipAddress: store.getState().chains[ns]?.account.caipAddress });
    } else {
      store.update((d) => { patchAccount(d, ns, { status: 'disconnected', connectorId: undefined }); });
      forgetConnection(storage, ns);
    }
  }));
}

export async function runStartup(kernel: Kernel): Promise<void> {
  if (missingProjectId(kernel.options)) kernel.notices.showAlert('PROJECT_ID_NOT_CONFIGURED' satisfies keyof typeof ALERTS);
  await applyRemoteConfig(kernel);
}

/** After features are final: the origin check, onStartup plugins and stored sessions. */
export async function runAfterReady(kernel: Kernel): Promise<void> {
  await Promise.all([
    checkAllowedOrigin(kernel),
    kernel.plugins.activateFor('onStartup'),
    restoreConnections(kernel),
  ]);
}

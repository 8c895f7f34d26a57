/**
 * Start-up, run once after the host creates the widget (never at import):
 * - eagerly: networks into state, stored sessions marked connecting (spec §4), the project id alert;
 * - lazily: the remote project config and origin check (a chunk basic mode never loads), then the
 *   runtime when there is something to do (a stored session to restore, an onStartup plugin).
 */
import type { ALERTS } from '../errors';
import { missingProjectId, resolveFeatures } from '../options';
import { ORIGINS_PATH, PROJECT_CONFIG_PATH } from '../remote/api-url';
import { initialChains } from '../state/initial-chains';
import type { ChainNamespace, Network } from '../state/types';
import { requestEarly } from './early-requests';
import type { Kernel } from './kernel-types';

export function initNetworks(kernel: Kernel) {
  const { options, store, storage } = kernel;
  const statuses = storage.get('connectionStatus');
  store.setState(initialChains(store.getState(), {
    networks: options.networks as Network[],
    defaultNetwork: options.defaultNetwork as Network,
    storedNamespace: storage.get('activeNamespace') as ChainNamespace | null,
    statuses,
    connectorIds: storage.get('connectorIds'),
  }));
  // Spec §4: a stored disconnected status clears the address cache (not the ENS or identity lookups).
  if (Object.values(statuses).includes('disconnected')) storage.clearAddressCache();
}

const remoteWork = () => import(/* webpackChunkName: "gangway-startup" */ './remote-startup');

/** Spec §5: a missing project id opens an alert (at creation: it needs no request). */
export function alertMissingProject(kernel: Kernel) {
  if (missingProjectId(kernel.options)) kernel.showAlert('PROJECT_ID_NOT_CONFIGURED' satisfies keyof typeof ALERTS);
}

/** In a browser with email or socials on: the origin check runs (its list is requested early). */
const checksOrigin = ({ email, socials }: Kernel['options']['features']) =>
  typeof location !== 'undefined' && !!(email || (Array.isArray(socials) && socials.length));

export async function runStartup(kernel: Kernel): Promise<void> {
  const { options } = kernel;
  // Basic mode (or no project) never fetches the remote config: its code is not even loaded.
  if (options.basic || missingProjectId(options)) {
    kernel.options = { ...options, features: resolveFeatures(options.localFeatures, undefined, options.basic, options.restrictedTimeZone).features };
    return;
  }
  // Sent now, not by the startup chunk once it arrived: one round trip less before the first view.
  // The origin check's list too when the local settings will need it (email or socials on).
  requestEarly(kernel, [
    { service: 'walletServices', path: PROJECT_CONFIG_PATH },
    ...(checksOrigin(options.features) ? [{ service: 'walletServices' as const, path: ORIGINS_PATH }] : []),
  ]);
  await (await remoteWork()).applyRemoteConfig(kernel);
}

/** A stored session is being restored (initNetworks marked it connecting, spec §4). */
const hasSession = (kernel: Kernel) => Object.values(kernel.store.getState().chains).some((c) => c?.account.status === 'connecting');

/** Whether page load itself has start-up work: a stored session to restore, or an onStartup plugin. */
export function hasWorkAtLoad(kernel: Kernel): boolean {
  return hasSession(kernel) || kernel.options.plugins.some((m) => m.activationEvents?.includes('onStartup'));
}

/** After features are final: the origin check (email or socials on), onStartup plugins, stored sessions. */
export async function runAfterReady(kernel: Kernel): Promise<void> {
  const work: Promise<unknown>[] = [];
  if (!missingProjectId(kernel.options) && checksOrigin(kernel.options.features)) {
    work.push(remoteWork().then((m) => m.checkAllowedOrigin(kernel, location.origin)));
  }
  if (hasWorkAtLoad(kernel)) {
    // A stored session: the flows' chunk is requested with the runtime (one wave, no round trip more).
    // None (an onStartup plugin only): there is nothing to restore, and the flows wait for first use.
    const session = hasSession(kernel);
    if (session) kernel.loadFlows().catch(() => undefined);
    work.push((await kernel.loadRuntime()).plugins.activateFor('onStartup'));
    if (session) work.push(kernel.restoreConnections());
  }
  await Promise.all(work);
}

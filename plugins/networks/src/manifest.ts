/**
 * Networks: the network list, the switch-in-wallet view, the UnsupportedChain rule (spec §4) and
 * SwitchActiveChain. Pure data. Enabled by `enableNetworkSwitch`. Besides its views it activates
 * when a connection starts or is restored, because the UnsupportedChain rule watches the network.
 */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const NETWORK_VIEWS = ['Networks', 'SwitchNetwork', 'UnsupportedChain', 'SwitchActiveChain'];

export const networksManifestCore = defineManifest({
  id: 'networks',
  apiVersion: 2,
  feature: 'enableNetworkSwitch',
  views: NETWORK_VIEWS,
  // The network button opens the network list.
  opens: { network: 'Networks' },
  activationEvents: ['onHook:connect', ...['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'].map((ns) => `onNamespace:${ns}`)],
  load: () => import(/* webpackChunkName: "plugin-networks" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const networksManifest = /*#__PURE__*/ manifestWithDetails(networksManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));

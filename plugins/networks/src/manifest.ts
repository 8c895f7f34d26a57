/**
 * Networks: the network list, the switch-in-wallet view, the UnsupportedChain rule (spec §4) and
 * SwitchActiveChain. Pure data. Enabled by `enableNetworkSwitch`. Besides its views it activates
 * when a connection starts or is restored, because the UnsupportedChain rule watches the network.
 */
import { defineManifest } from '@gangway/kernel';

export const NETWORK_VIEWS = ['Networks', 'SwitchNetwork', 'UnsupportedChain', 'SwitchActiveChain'];

export const networksManifest = defineManifest({
  id: 'networks',
  apiVersion: 2,
  feature: 'enableNetworkSwitch',
  views: NETWORK_VIEWS,
  permissions: ['http'],
  activationEvents: ['onHook:connect', ...['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'].map((ns) => `onNamespace:${ns}`)],
  load: () => import(/* webpackChunkName: "plugin-networks" */ './plugin'),
});

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
  // The network button opens the network list.
  opens: { network: 'Networks' },
  activationEvents: ['onHook:connect', ...['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'].map((ns) => `onNamespace:${ns}`)],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: {
    Networks: { key: 'view.Networks', text: 'Choose Network' },
    SwitchNetwork: { key: 'view.SwitchNetwork', text: 'Switch Network' },
    UnsupportedChain: { key: 'view.UnsupportedChain', text: 'Switch Network' },
    SwitchActiveChain: { key: 'view.SwitchActiveChain', text: 'Switch Chain' },
  },
  permissions: ['http', 'wallet.session'],
  load: () => import(/* webpackChunkName: "plugin-networks" */ './plugin'),
});

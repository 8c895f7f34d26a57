/**
 * The ethers (v6) adapter's plugin: pure data. The host never lists it: `new EthersAdapter()` carries it and
 * the kernel adds it with the adapter (options `adapters`), so a host without the adapter has none of
 * its bytes.
 */
import { defineManifest, markChecked } from '@gangway/kernel';

export const adapterEthersManifest = /*#__PURE__*/ markChecked(defineManifest({
  id: 'adapter-ethers',
  apiVersion: 2,
  feature: 'adapters',
  // Spec §1: the `ethers` adapter type, serving eip155 unless the host's adapter object names a namespace.
  adapter: { type: 'ethers', namespace: 'eip155' },
  // The host library follows the widget from page load (a restored session included).
  activationEvents: ['onStartup'],
  requires: ['eip155'],
  // Loaded with the runtime, not eagerly (the build splits these fields off): it signs and sends for the host's library calls.
  title: 'ethers (v6) adapter',
  permissions: ['wallet.sign', 'wallet.session'],
  load: () => import(/* webpackChunkName: "plugin-adapter-ethers" */ './plugin'),
}));

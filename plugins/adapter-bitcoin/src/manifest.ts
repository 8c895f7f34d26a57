/**
 * The bitcoin adapter's plugin: pure data. The host never lists it: `new BitcoinAdapter()` carries it
 * and the kernel adds it with the adapter (options `adapters`), so a host without the adapter has none
 * of its bytes. It asks for the 'bip122' service, so the chain-bip122 chunk loads in the same wave.
 */
import { defineManifest, markChecked } from '@gangway/kernel';

export const adapterBitcoinManifest = /*#__PURE__*/ markChecked(defineManifest({
  id: 'adapter-bitcoin',
  apiVersion: 2,
  feature: 'adapters',
  // Spec §1: the `bitcoin` adapter type, serving bip122 unless the host's adapter object names a namespace.
  adapter: { type: 'bitcoin', namespace: 'bip122' },
  // The host follows the widget from page load (a restored session included).
  activationEvents: ['onStartup'],
  requires: ['bip122'],
  // Loaded with the runtime, not eagerly (the build splits these fields off): it signs and sends for the host's calls.
  title: 'bitcoin adapter',
  permissions: ['wallet.sign', 'wallet.session'],
  load: () => import(/* webpackChunkName: "plugin-adapter-bitcoin" */ './plugin'),
}));

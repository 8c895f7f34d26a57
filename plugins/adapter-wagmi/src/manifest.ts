/**
 * The wagmi adapter's plugin: pure data. The host never lists it: `new WagmiAdapter(...)` carries it
 * and the kernel adds it with the adapter (options `adapters`), so a host without the adapter has none
 * of its bytes.
 */
import { defineManifest, manifestWithDetails, markChecked } from '@gangway/kernel';

export const adapterWagmiManifestCore = defineManifest({
  id: 'adapter-wagmi',
  apiVersion: 2,
  feature: 'adapters',
  // Spec §1: the `wagmi` adapter type, serving eip155 unless the host's adapter object names a namespace.
  adapter: { type: 'wagmi', namespace: 'eip155' },
  // The host library follows the widget from page load (a restored session included).
  activationEvents: ['onStartup'],
  requires: ['eip155'],
  load: () => import(/* webpackChunkName: "plugin-adapter-wagmi" */ './plugin'),
});

export const adapterWagmiManifest = /*#__PURE__*/ markChecked(/*#__PURE__*/ manifestWithDetails(adapterWagmiManifestCore, () => import(/* webpackChunkName: "plugin-adapter-wagmi-details" */ './manifest-details')));

/**
 * The Solana adapter's plugin: pure data. The host never lists it: `new SolanaAdapter()` carries it and
 * the kernel adds it with the adapter (options `adapters`), so a host without the adapter has none of
 * its bytes.
 */
import { defineManifest, manifestWithDetails, markChecked } from '@gangway/kernel';

export const adapterSolanaManifestCore = defineManifest({
  id: 'adapter-solana',
  apiVersion: 2,
  feature: 'adapters',
  // Spec §1: the `solana` adapter type, serving solana unless the host's adapter object names a namespace.
  adapter: { type: 'solana', namespace: 'solana' },
  // The host's Connection and provider follow the widget from page load (a restored session included).
  activationEvents: ['onStartup'],
  requires: ['solana'],
  load: () => import(/* webpackChunkName: "plugin-adapter-solana" */ './plugin'),
});

export const adapterSolanaManifest = /*#__PURE__*/ markChecked(/*#__PURE__*/ manifestWithDetails(adapterSolanaManifestCore, () => import(/* webpackChunkName: "plugin-adapter-solana-details" */ './manifest-details')));

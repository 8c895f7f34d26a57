/**
 * The Solana adapter's plugin: pure data. The host never lists it: `new SolanaAdapter()` carries it and
 * the kernel adds it with the adapter (options `adapters`), so a host without the adapter has none of
 * its bytes.
 */
import { defineManifest, markChecked } from '@gangway/kernel';

export const adapterSolanaManifest = /*#__PURE__*/ markChecked(defineManifest({
  id: 'adapter-solana',
  apiVersion: 2,
  feature: 'adapters',
  // Spec §1: the `solana` adapter type, serving solana unless the host's adapter object names a namespace.
  adapter: { type: 'solana', namespace: 'solana' },
  // The host's Connection and provider follow the widget from page load (a restored session included).
  activationEvents: ['onStartup'],
  requires: ['solana'],
  // Loaded with the runtime, not eagerly (the build splits these fields off): it signs and sends for the host's web3.js calls.
  title: 'Solana adapter',
  permissions: ['wallet.sign', 'wallet.session'],
  load: () => import(/* webpackChunkName: "plugin-adapter-solana" */ './plugin'),
}));

/**
 * The universal adapter's plugin: pure data. The host never lists it: `new UniversalAdapter()` carries it
 * and the kernel adds it with the adapter (options `adapters`), so a host without the adapter has none
 * of its bytes.
 */
import { defineManifest, markChecked } from '@gangway/kernel';

export const adapterUniversalManifest = /*#__PURE__*/ markChecked(defineManifest({
  id: 'adapter-universal',
  apiVersion: 2,
  feature: 'adapters',
  // Spec §1: the `universal` adapter type; with no namespace of its own it serves every namespace.
  adapter: { type: 'universal' },
  // The provider's events follow the widget from page load (a restored session included).
  activationEvents: ['onStartup'],
  requires: ['eip155'],
  // Loaded with the runtime, not eagerly (the build splits these fields off): it signs and sends for the host's raw provider requests.
  title: 'Universal adapter',
  permissions: ['wallet.sign', 'wallet.session'],
  load: () => import(/* webpackChunkName: "plugin-adapter-universal" */ './plugin'),
}));

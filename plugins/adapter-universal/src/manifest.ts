/**
 * The universal adapter's plugin: pure data. The host never lists it: `new UniversalAdapter()` carries it
 * and the kernel adds it with the adapter (options `adapters`), so a host without the adapter has none
 * of its bytes.
 */
import { defineManifest, manifestWithDetails, markChecked } from '@gangway/kernel';

export const adapterUniversalManifestCore = defineManifest({
  id: 'adapter-universal',
  apiVersion: 2,
  feature: 'adapters',
  // Spec §1: the `universal` adapter type; with no namespace of its own it serves every namespace.
  adapter: { type: 'universal' },
  // The provider's events follow the widget from page load (a restored session included).
  activationEvents: ['onStartup'],
  requires: ['eip155'],
  load: () => import(/* webpackChunkName: "plugin-adapter-universal" */ './plugin'),
});

export const adapterUniversalManifest = /*#__PURE__*/ markChecked(/*#__PURE__*/ manifestWithDetails(adapterUniversalManifestCore, () => import(/* webpackChunkName: "plugin-adapter-universal-details" */ './manifest-details')));

/** The sign-in plugin's manifest: pure data, bundled with every host. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const siwxManifestCore = defineManifest({
  id: 'siwx',
  apiVersion: 2,
  // On when the host passes `siwx` (or the legacy `siweConfig`, which the kernel maps onto it).
  feature: 'siwx',
  views: ['SIWXSignMessage'],
  // It signs out as a namespace disconnects (its disconnect taps): the wallet hooks of a namespace
  // are open only to plugins that declare it.
  namespaces: ['eip155', 'solana', 'bip122'],
  // Spec §4: a connect, or a restored, switched or changed account or network, may need a sign-in.
  activationEvents: ['onHook:connected', 'onHook:beforeRestored', 'onHook:accountChanged', 'onHook:networkChanged'],
  load: () => import(/* webpackChunkName: "plugin-siwx" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const siwxManifest = /*#__PURE__*/ manifestWithDetails(siwxManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));

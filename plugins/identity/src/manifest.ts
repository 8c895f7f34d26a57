/** The identity plugin's manifest: pure data, bundled with every host. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const identityManifestCore = defineManifest({
  id: 'identity',
  apiVersion: 2,
  // The connected address's name and avatar are wanted as soon as it connects (the host's account
  // button shows them), so it loads with the connection, not with the modal.
  activationEvents: ['onHook:connected', 'onHook:accountChanged'],
  provides: ['identity'],
  load: () => import(/* webpackChunkName: "plugin-identity" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const identityManifest = /*#__PURE__*/ manifestWithDetails(identityManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));

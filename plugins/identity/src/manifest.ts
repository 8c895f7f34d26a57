/** The identity plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const identityManifest = defineManifest({
  id: 'identity',
  apiVersion: 2,
  // The connected address's name and avatar are wanted as soon as it connects (the host's account
  // button shows them), so it loads with the connection, not with the modal.
  activationEvents: ['onHook:connected', 'onHook:accountChanged'],
  provides: ['identity'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  permissions: ['http', 'storage', 'wallet.session'],
  title: 'Identity',
  load: () => import(/* webpackChunkName: "plugin-identity" */ './plugin'),
});

/** The sign-in plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const siwxManifest = defineManifest({
  id: 'siwx',
  apiVersion: 2,
  title: 'Sign in with X',
  // On when the host passes `siwx` (or the legacy `siweConfig`, which the kernel maps onto it).
  feature: 'siwx',
  views: ['SIWXSignMessage'],
  // Spec §4: a connect, or a restored, switched or changed account or network, may need a sign-in.
  activationEvents: ['onHook:connected', 'onHook:accountChanged', 'onHook:networkChanged'],
  // Sign-in tokens (local sessions), the hosted sessions API, and the wallet's signature.
  permissions: ['auth.tokens', 'http', 'wallet.sign'],
  load: () => import(/* webpackChunkName: "plugin-siwx" */ './plugin'),
});

/** The Connect, ConnectWallets and ConnectingExternal views: pure data, bundled with every host. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const connectManifestCore = defineManifest({
  id: 'connect',
  apiVersion: 2,
  views: ['Connect', 'ConnectWallets', 'ConnectingExternal'],
  // open() lands on Connect while no account is connected (spec §2); close goes back to it.
  opens: { disconnected: 'Connect' },
  requires: ['wallet-registry'],
  // The Connect view's wallet rows, for custom connect screens (public.ts).
  provides: ['connect-wallets'],
  // Also before any connect (e.g. a host calling connect without the modal), so the recent
  // wallets list hears every successful connection.
  activationEvents: ['onHook:connect'],
  load: () => import(/* webpackChunkName: "plugin-connect" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const connectManifest = /*#__PURE__*/ manifestWithDetails(connectManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));

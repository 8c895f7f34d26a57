/** The Connect, ConnectWallets and ConnectingExternal views: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const connectManifest = defineManifest({
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
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: {
    Connect: { key: 'view.Connect', text: 'Connect Wallet' },
    ConnectWallets: { key: 'view.ConnectWallets', text: 'Connect Wallet' },
    ConnectingExternal: { key: 'view.ConnectingExternal', text: 'Connecting' },
  },
  // Its Connect view renders the connect methods, in spec §2's order (order.ts, applied by the view).
  slots: ['connect.methods'],
  permissions: ['storage', 'http', 'wallet.session'],
  load: () => import(/* webpackChunkName: "plugin-connect" */ './plugin'),
});

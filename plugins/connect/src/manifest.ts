/** The Connect and ConnectingExternal views: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const connectManifest = defineManifest({
  id: 'connect',
  apiVersion: 2,
  views: ['Connect', 'ConnectingExternal'],
  requires: ['wallet-registry'],
  permissions: ['storage', 'http'],
  // Also before any connect (e.g. a host calling connect without the modal), so the recent
  // wallets list hears every successful connection.
  activationEvents: ['onHook:connect'],
  load: () => import(/* webpackChunkName: "plugin-connect" */ './plugin'),
});

/** The Connect and ConnectingExternal views: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const connectManifest = defineManifest({
  id: 'connect',
  title: 'Connect',
  views: ['Connect', 'ConnectingExternal'],
  // Also before any connect (e.g. a host calling connect without the modal), so the recent
  // wallets list hears every successful connection.
  activationEvents: ['onHook:connect'],
  load: () => import(/* webpackChunkName: "plugin-connect" */ './plugin'),
});

/** The account plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const accountManifest = defineManifest({
  id: 'account',
  apiVersion: 2,
  views: ['Account'],
  requires: ['eip155'],
  permissions: ['storage', 'http'],
  load: () => import(/* webpackChunkName: "plugin-account" */ './plugin'),
});

/** The account plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const accountManifest = defineManifest({
  id: 'account',
  title: 'Account',
  views: ['Account'],
  load: () => import(/* webpackChunkName: "plugin-account" */ './plugin'),
});

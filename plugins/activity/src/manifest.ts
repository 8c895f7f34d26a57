/** The activity plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const activityManifest = defineManifest({
  id: 'activity',
  apiVersion: 2,
  title: 'Activity',
  // Spec §3/§9: a remote feature, on by default; basic mode turns it off.
  feature: 'features.activity',
  views: ['Activity'],
  requires: ['eip155'],
  permissions: ['http'],
  // Spec §9: activity is eip155 only, so the tab shows only while an eip155 chain is active.
  contributes: { 'account.tabs': [{ id: 'activity', label: 'Activity', view: 'Activity', namespaces: ['eip155'], order: 20 }] },
  load: () => import(/* webpackChunkName: "plugin-activity" */ './plugin'),
});

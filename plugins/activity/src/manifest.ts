/** The activity plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const activityManifest = defineManifest({
  id: 'activity',
  apiVersion: 2,
  // Spec §3/§9: a remote feature, on by default; basic mode turns it off.
  feature: 'features.activity',
  views: ['Activity'],
  requires: ['eip155'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  // Spec §2 shows this view without a name: the dialog is named by it all the same, visually hidden.
  titles: { Activity: { key: 'view.Activity', text: 'Activity', hidden: true } },
  permissions: ['http'],
  title: 'Activity',
  // Spec §9: activity is eip155 only, so the tab shows only while an eip155 chain is active.
  contributes: { 'account.tabs': [{ id: 'activity', label: 'Activity', view: 'Activity', namespaces: ['eip155'], order: 20 }] },
  load: () => import(/* webpackChunkName: "plugin-activity" */ './plugin'),
});

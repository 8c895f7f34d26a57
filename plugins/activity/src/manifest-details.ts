/** The activity plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // Spec §2 shows this view without a name: the dialog is named by it all the same, visually hidden.
  titles: { Activity: { key: 'view.Activity', text: 'Activity', hidden: true } },
  permissions: ['http'],
  title: 'Activity',
  // Spec §9: activity is eip155 only, so the tab shows only while an eip155 chain is active.
  contributes: { 'account.tabs': [{ id: 'activity', label: 'Activity', view: 'Activity', namespaces: ['eip155'], order: 20 }] },
};
export default details;

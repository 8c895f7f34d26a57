/** The embedded-wallet plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: {
    ApproveTransaction: { key: 'view.ApproveTransaction', text: 'Approve Transaction' },
    EmbeddedAccountSettings: { key: 'view.EmbeddedAccountSettings', text: 'Account settings' },
  },
  // The rows of its account settings view.
  slots: ['settings.rows'],
  permissions: ['storage', 'wallet.sign', 'wallet.session'],
  title: 'Embedded wallet',
  // Only for email and social sessions (the AUTH connector): that connector is this plugin's own and
  // serves only the namespaces its manifest lists, so no namespace list is needed here.
  contributes: { 'account.actions': [{ id: 'embedded-settings', label: 'Account settings', icon: 'settings', view: 'EmbeddedAccountSettings', connectorTypes: ['AUTH'] }] },
};
export default details;

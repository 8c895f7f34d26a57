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
  // Only for email and social sessions (the AUTH connector).
  contributes: { 'account.actions': [{ id: 'embedded-settings', label: 'Account settings', icon: 'settings', view: 'EmbeddedAccountSettings', namespaces: ['eip155', 'solana'], connectorTypes: ['AUTH'] }] },
};
export default details;

/** The email plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  permissions: ['wallet.session'],
  title: 'Email login',
  contributes: {
    'connect.methods': [{ id: 'email', label: 'Email', view: 'EmailLogin' }],
    'settings.rows': [{ id: 'update-email', label: 'Change email', view: 'UpdateEmail' }],
  },
};
export default details;

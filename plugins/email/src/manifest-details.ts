/** The email plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: {
    EmailLogin: { key: 'view.EmailLogin', text: 'Email' },
    EmailVerifyDevice: { key: 'view.EmailVerifyDevice', text: 'Register device' },
    EmailVerifyOtp: { key: 'view.EmailVerifyOtp', text: 'Confirm Email' },
    UpdateEmail: { key: 'view.UpdateEmail', text: 'Edit Email' },
    UpdateEmailPrimaryOtp: { key: 'view.UpdateEmailPrimaryOtp', text: 'Confirm Current Email' },
    UpdateEmailSecondaryOtp: { key: 'view.UpdateEmailSecondaryOtp', text: 'Confirm New Email' },
  },
  permissions: ['wallet.session'],
  title: 'Email login',
  contributes: {
    'connect.methods': [{ id: 'email', label: 'Email', view: 'EmailLogin' }],
    'settings.rows': [{ id: 'update-email', label: 'Change email', view: 'UpdateEmail' }],
  },
};
export default details;

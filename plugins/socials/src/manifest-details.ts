/** The socials plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: {
    SocialLogin: { key: 'view.SocialLogin', text: 'Social login' },
    ConnectingSocial: { key: 'view.ConnectingSocial', text: 'Social login' },
  },
  permissions: ['wallet.session'],
  title: 'Social login',
  contributes: { 'connect.methods': [{ id: 'social', label: 'Social login', view: 'SocialLogin' }] },
};
export default details;

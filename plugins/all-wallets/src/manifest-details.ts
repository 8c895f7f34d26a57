/** The all-wallets plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: { AllWallets: { key: 'view.AllWallets', text: 'All Wallets' } },
  permissions: ['http'],
};
export default details;

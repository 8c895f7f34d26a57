/** The pay plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // storage: a payment clears the payer's cached balances, so the Account view shows the new ones.
  permissions: ['storage', 'wallet.sign', 'wallet.session'],
  title: 'Pay',
};
export default details;

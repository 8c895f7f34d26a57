/** The pay plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // Spec §2 shows this view without a name: the dialog is named by it all the same, visually hidden.
  titles: { Pay: { key: 'view.Pay', text: 'Pay', hidden: true } },
  // storage: a payment clears the payer's cached balances, so the Account view shows the new ones.
  permissions: ['storage', 'wallet.sign', 'wallet.session'],
  title: 'Pay',
};
export default details;

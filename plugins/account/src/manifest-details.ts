/** The account plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: { Account: { key: 'view.Account', text: 'Account' } },
  // The slots its Account view renders; the wallet features follow the host's walletFeaturesOrder
  // (spec §9), which turns a built-in button off by leaving it out.
  slots: ['account.walletFeatures', 'account.actions', 'account.tabs'],
  slotOrder: { 'account.walletFeatures': { option: 'features.walletFeaturesOrder', hideUnlisted: ['onramp', 'swaps', 'receive', 'send'] } },
  permissions: ['storage', 'http', 'wallet.session'],
};
export default details;

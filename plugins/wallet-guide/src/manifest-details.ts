/** The wallet guide's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: { WalletGuide: { key: 'view.WalletGuide', text: 'What is a wallet?' } },
  title: 'Wallet guide',
  // After email, social and the wallet list (the slot's other ids follow the spec's three, by order).
  contributes: { 'connect.methods': [{ id: 'walletGuide', label: 'What is a wallet?', view: 'WalletGuide', order: 100 }] },
};
export default details;

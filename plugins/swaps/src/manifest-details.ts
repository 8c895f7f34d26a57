/** The swaps plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: { Swap: { key: 'view.Swap', text: 'Swap' } },
  permissions: ['storage', 'http', 'wallet.sign'],
  title: 'Swap',
  // Spec §9: the swap-supported chains are all eip155.
  contributes: { 'account.walletFeatures': [{ id: 'swaps', label: 'Swap', icon: 'swap', view: 'Swap', namespaces: ['eip155'] }] },
};
export default details;

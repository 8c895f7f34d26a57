/** The receive plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  contributes: { 'account.walletFeatures': [{ id: 'receive', label: 'Receive', view: 'Receive' }] },
};
export default details;

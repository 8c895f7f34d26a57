/** The injected plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  permissions: ['wallet.sign', 'wallet.session'],
};
export default details;

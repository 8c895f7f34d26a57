/** The networks plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  permissions: ['http', 'wallet.session'],
};
export default details;

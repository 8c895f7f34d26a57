/** The identity plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  permissions: ['http', 'storage', 'wallet.session'],
  title: 'Identity',
};
export default details;

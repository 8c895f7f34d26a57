/** The headless plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  permissions: ['wallet.session'],
  // Connecting goes through the kernel's connect, which changes the session ('wallet.session').
  title: 'Headless',
};
export default details;

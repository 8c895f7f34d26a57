/** The chain-eip155 plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // Its service sends the signing requests other plugins make; it checks their own permission too.
  permissions: ['wallet.sign'],
};
export default details;

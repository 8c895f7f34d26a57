/** The chain-bip122 plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // Its service signs messages and PSBTs and sends the transfers other plugins ask for (checking their permission too).
  permissions: ['wallet.sign', 'wallet.session', 'storage'],
};
export default details;

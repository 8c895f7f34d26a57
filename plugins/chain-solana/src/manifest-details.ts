/** The chain-solana plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // Its service sends the transfers and signatures other plugins ask for (checking their permission too).
  permissions: ['wallet.sign', 'wallet.session', 'http', 'storage'],
  // What the family serves (spec §9: Send and the on-ramp on solana): entries asking for it show here.
  family: ['send', 'onramp'],
};
export default details;

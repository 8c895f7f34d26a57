/** The chain-eip155 plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // Its service sends the signing requests other plugins make; it checks their own permission too.
  // and it asks the RPC proxy which chains it serves (api.http, GET v1/supported-chains).
  permissions: ['wallet.sign', 'http', 'storage'],
  // What the family serves (spec §9: Send and the on-ramp on eip155): entries asking for it show here.
  family: ['send', 'onramp'],
};
export default details;

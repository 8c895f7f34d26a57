/** The chain-bip122 plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // Its service signs messages and PSBTs and sends the transfers other plugins ask for (checking their permission too).
  permissions: ['wallet.sign', 'wallet.session', 'storage'],
  // No `family` capabilities: spec §9 serves neither the widget's Send nor the on-ramp on Bitcoin.
};
export default details;

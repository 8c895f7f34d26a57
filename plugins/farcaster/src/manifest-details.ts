/** The farcaster plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: { ConnectingFarcaster: { key: 'view.ConnectingFarcaster', text: 'Farcaster' } },
  permissions: ['wallet.session'],
  title: 'Farcaster login',
};
export default details;

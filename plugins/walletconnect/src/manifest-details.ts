/** The walletconnect plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: {
    ConnectingWalletConnect: { key: 'view.ConnectingWalletConnect', text: 'Connecting' },
    ConnectingWalletConnectBasic: { key: 'view.ConnectingWalletConnectBasic', text: 'WalletConnect' },
  },
  // 'http': the relay is one of the configured endpoints.
  permissions: ['http', 'wallet.sign', 'wallet.session'],
};
export default details;

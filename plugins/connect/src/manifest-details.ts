/** The connect plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: {
    Connect: { key: 'view.Connect', text: 'Connect Wallet' },
    ConnectWallets: { key: 'view.ConnectWallets', text: 'Connect Wallet' },
    ConnectingExternal: { key: 'view.ConnectingExternal', text: 'Connecting' },
  },
  // Its Connect view renders the connect methods, in spec §2's order (order.ts, applied by the view).
  slots: ['connect.methods'],
  permissions: ['storage', 'http', 'wallet.session'],
};
export default details;

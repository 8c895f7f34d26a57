/** The networks plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  titles: {
    Networks: { key: 'view.Networks', text: 'Choose Network' },
    SwitchNetwork: { key: 'view.SwitchNetwork', text: 'Switch Network' },
    UnsupportedChain: { key: 'view.UnsupportedChain', text: 'Switch Network' },
    SwitchActiveChain: { key: 'view.SwitchActiveChain', text: 'Switch Chain' },
  },
  permissions: ['http', 'wallet.session'],
};
export default details;

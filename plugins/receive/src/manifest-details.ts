/** The receive plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // Spec §2 shows this view without a name: the dialog is named by it all the same, visually hidden.
  titles: { Receive: { key: 'view.Receive', text: 'Receive', hidden: true } },
  // http: the network icons come from the image endpoints (spec §7) through the shared loader.
  permissions: ['http'],
  contributes: { 'account.walletFeatures': [{ id: 'receive', label: 'Receive', icon: 'receive', view: 'Receive' }] },
};
export default details;

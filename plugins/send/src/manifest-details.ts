/** The send plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // Spec §2 shows this view without a name: the dialog is named by it all the same, visually hidden.
  titles: { Send: { key: 'view.Send', text: 'Send', hidden: true } },
  permissions: ['storage', 'http', 'wallet.sign'],
  // Spec §9: shown on the families that send (their manifest's `family` lists 'send'), whichever they are.
  contributes: { 'account.walletFeatures': [{ id: 'send', label: 'Send', icon: 'send', view: 'Send', family: 'send' }] },
};
export default details;

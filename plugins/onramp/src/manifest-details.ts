/** The onramp plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  // Spec §2 shows this view without a name: the dialog is named by it all the same, visually hidden.
  titles: { OnRamp: { key: 'view.OnRamp', text: 'Buy', hidden: true } },
  permissions: ['http'],
  title: 'Buy crypto',
  // Spec §9 "On-ramp: eip155 and solana": the families whose manifest's `family` lists 'onramp'.
  contributes: { 'account.walletFeatures': [{ id: 'onramp', label: 'Buy', icon: 'buy', view: 'OnRamp', family: 'onramp' }] },
};
export default details;

/** The onramp plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
  permissions: ['http'],
  title: 'Buy crypto',
  // Spec §9 "On-ramp: eip155 and solana".
  contributes: { 'account.walletFeatures': [{ id: 'onramp', label: 'Buy', icon: 'buy', view: 'OnRamp', namespaces: ['eip155', 'solana'] }] },
};
export default details;

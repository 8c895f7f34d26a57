/** The universal adapter plugin's deferred part: it signs and sends for the host's raw provider requests. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = { title: 'Universal adapter', permissions: ['wallet.sign', 'wallet.session'] };
export default details;

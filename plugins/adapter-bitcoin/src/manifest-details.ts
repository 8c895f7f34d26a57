/** The bitcoin adapter plugin's deferred part: it signs and sends for the host's calls. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = { title: 'bitcoin adapter', permissions: ['wallet.sign', 'wallet.session'] };
export default details;

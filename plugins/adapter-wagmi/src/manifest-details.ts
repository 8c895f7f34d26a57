/** The wagmi adapter plugin's deferred part: it signs and sends for the host's wagmi calls. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = { title: 'wagmi adapter', permissions: ['wallet.sign', 'wallet.session'] };
export default details;

/** The ethers (v6) adapter plugin's deferred part: it signs and sends for the host's library calls. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = { title: 'ethers (v6) adapter', permissions: ['wallet.sign', 'wallet.session'] };
export default details;

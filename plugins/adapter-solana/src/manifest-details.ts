/** The Solana adapter plugin's deferred part: it signs and sends for the host's web3.js calls. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = { title: 'Solana adapter', permissions: ['wallet.sign', 'wallet.session'] };
export default details;

/** History items as the API sends them, for the activity tests. */
import type { Transaction } from './schema';

export const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export const tx = (id: string, extra: Partial<Transaction['metadata']> = {}, transfers: unknown[] = [eth('1.5', 'out')]) => ({
  id,
  metadata: { minedAt: '2030-01-01T00:00:00.000Z', chain: 'eip155:31337', operationType: 'send', status: 'confirmed', sentFrom: ME, sentTo: OTHER, hash: id, ...extra },
  transfers,
});
export const eth = (numeric: string, direction?: string) => ({ direction, sender: ME, recipient: OTHER, quantity: { numeric }, fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://x.test/eth.svg' } } });
export const spam = () => ({ direction: 'in', quantity: { numeric: '777' }, nft_info: { name: 'Claim reward', flags: { is_spam: true }, content: { preview: { url: null } } } });


import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '@gangway/kernel';
import { sendDetails } from './send-details';

const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const token = (p: Partial<TokenBalance>): TokenBalance => ({ name: 'x', symbol: 'ETH', price: 0, iconUrl: '', chainId: 'eip155:31337', quantity: { decimals: '18', numeric: '10' }, ...p });

describe('sendDetails', () => {
  it('a native send: recipient and value in the coin', () => {
    const d = sendDetails(token({}), FROM, TO, '0.5')!;
    expect(d.rows).toEqual([{ key: 'from', value: FROM }, { key: 'to', value: TO }, { key: 'value', value: '0.5 ETH' }]);
  });

  it('an ERC-20 send: the token contract, the recipient and the amount in units, the data whole', () => {
    const d = sendDetails(token({ symbol: 'USDC', address: `eip155:31337:${USDC}`, quantity: { decimals: '6', numeric: '100' } }), FROM, TO, '12.5')!;
    expect(d.rows.map((r) => [r.key, r.value])).toEqual(expect.arrayContaining([['to', USDC], ['action', 'transfer'], ['token', `USDC (${USDC})`], ['recipient', TO], ['amount', '12.5 USDC']]));
    expect(d.rows.find((r) => r.key === 'data')?.value).toMatch(/^0xa9059cbb/);
  });

  it('nothing until the inputs make a transaction; nothing for Solana', () => {
    expect(sendDetails(token({}), FROM, TO, 'abc')).toBeUndefined();
    expect(sendDetails(token({}), FROM, 'vitalik.eth', '1')).toBeUndefined();
    expect(sendDetails(token({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }), FROM, TO, '1')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { payDetails } from './pay-details';
import type { PendingPayment } from './slice';

const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const payment = (p: Partial<PendingPayment>): PendingPayment => ({ id: 1, recipient: RECIPIENT, amount: '0.25', value: '250000000000000000', symbol: 'ETH', decimals: 18, network: 'eip155:31337', networkName: 'Devnet', ...p });

describe('payDetails', () => {
  it('a native payment: the recipient and the value in the coin', () => {
    expect(payDetails(payment({})).rows).toEqual([{ key: 'to', value: RECIPIENT }, { key: 'value', value: '0.25 ETH' }]);
  });

  it('an ERC-20 payment: the transfer on the token, to the recipient, in units and symbol, the data whole', () => {
    const d = payDetails(payment({ token: USDC, symbol: 'USDC', decimals: 6, amount: '25.5', value: '25500000' }));
    expect(d.rows.map((r) => [r.key, r.value])).toEqual(expect.arrayContaining([['to', USDC], ['value', '0 ETH'], ['action', 'transfer'], ['token', `USDC (${USDC})`], ['recipient', RECIPIENT], ['amount', '25.5 USDC']]));
    expect(d.raw).toContain(d.rows.find((r) => r.key === 'data')!.value);
  });
});

import { describe, expect, it } from 'vitest';
import { TEST_FAMILIES } from './families.test-util';
import { resultFromSession } from './session';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const session = (accounts: string[]) => ({ topic: 't', namespaces: { eip155: { accounts } } });

describe('resultFromSession (found by the fuzz suite: three parts are not enough)', () => {
  it('takes the account on the preferred chain', () => {
    expect(resultFromSession(session([`eip155:1:${ADDRESS}`, `eip155:31337:${ADDRESS}`]), TEST_FAMILIES, { chains: { eip155: [31337] } })).toMatchObject({ address: ADDRESS, chainId: '31337' });
  });
  it("refuses accounts whose address is not an EVM address, or whose namespace or chain is not eip155's, with 'Invalid CAIP-10 address'", () => {
    for (const bad of ['eip155:1:<script>alert(1)</script>', 'eip155:1:0x0', 'solana:1:' + ADDRESS, 'eip155:mainnet:' + ADDRESS, `eip155:1:${ADDRESS}x`]) {
      expect(() => resultFromSession(session([bad]), TEST_FAMILIES)).toThrow('Invalid CAIP-10 address');
    }
  });
});

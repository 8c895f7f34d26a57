/** Shared fixtures of the swaps tests: the devnet's tokens as the convert API lists them, and its answers. */
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { TEST_ADDRESS, USDC } from '@gangway/lib-wallet/testing';
import type { Receipt } from '@gangway/lib-wallet';

export const AMM = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';
export const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
export const ETH_ID = `eip155:31337:${NATIVE}`;
export const USDC_ID = `eip155:31337:${USDC}`;
export const USER_ID = `eip155:31337:${TEST_ADDRESS}`;
export const HASH_APPROVE = `0x${'aa'.repeat(32)}`;
export const HASH_SWAP = `0x${'bb'.repeat(32)}`;

export const tokensAnswer = () => ({
  tokens: [
    { name: 'Ether', symbol: 'ETH', address: ETH_ID, decimals: 18, logoUri: 'http://api.test/eth.png', eip2612: false },
    { name: 'USD Coin (devnet)', symbol: 'USDC', address: USDC_ID, decimals: 6, logoUri: 'http://api.test/usdc.png', eip2612: false },
  ],
});

export const balancesAnswer = (eth = '2', usdc = '1000') => ({
  balances: [
    { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, value: Number(eth) * 3000, iconUrl: '', quantity: { decimals: '18', numeric: eth } },
    { name: 'USDC', symbol: 'USDC', chainId: 'eip155:31337', address: USDC_ID, price: 1, value: Number(usdc), iconUrl: '', quantity: { decimals: '6', numeric: usdc } },
  ],
});

/** USDC → ETH at 1/3000 (6 → 18 decimals), ETH → USDC at 3000. */
export const quoteFor = (q: URLSearchParams) => {
  const amount = BigInt(q.get('amount')!);
  const toAmount = q.get('from') === USDC_ID ? amount * 10n ** 12n / 3000n : amount * 3000n / 10n ** 12n;
  return { quotes: [{ fromAmount: amount.toString(), fromAccount: q.get('from'), toAmount: toAmount.toString(), toAccount: q.get('to') }] };
};

export const approveAnswer = (overrides: Record<string, unknown> = {}) => ({
  tx: { from: TEST_ADDRESS, to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [AMM, maxUint256] }), value: '0x0', eip155: { gas: '0x13880', gasPrice: '1000000000' }, ...overrides },
});

export const buildAnswer = (value: string, overrides: Record<string, unknown> = {}) => ({
  tx: { from: TEST_ADDRESS, to: AMM, data: '0x12345678', amount: '3300000000000000', value, eip155: { gas: '0x3d090', gasPrice: '1000000000' }, ...overrides },
});

export const minedReads = (status: Receipt['status'] = 'success') => {
  const waited: string[] = [];
  return {
    waited,
    reads: { getNativeBalance: async () => 0n, waitForReceipt: async (_n: unknown, hash: string) => { waited.push(hash); return { status, blockNumber: 1n }; } },
  };
};

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

/** build-approve as the service answers it (approve.rs:29-42): from echoes the token, to is the token (CAIP-10), value '0'. */
export const approveAnswer = (amount: bigint = maxUint256, overrides: Record<string, unknown> = {}, spender: string = AMM, token: string = USDC_ID) => ({
  tx: { from: token, to: token.toLowerCase(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, amount] }), value: '0', eip155: { gasPrice: '1000000000' }, ...overrides },
});

/** build-transaction as the service answers it (transaction.rs:34-55): CAIP-10 from/to, the amount bought, no value. */
export const buildAnswer = (overrides: Record<string, unknown> = {}, chain = 'eip155:31337', router: string = AMM) => ({
  tx: { from: `${chain}:${TEST_ADDRESS.toLowerCase()}`, to: `${chain}:${router.toLowerCase()}`, data: '0x12345678', amount: '3300000000000000', eip155: { gas: '275000', gasPrice: '1000000000' }, ...overrides },
});

/** An on-chain allowance stand-in: what each (token, spender) holds; an approval the fake wallet sends sets it. */
export const fakeAllowances = (initial: Record<string, bigint> = {}) => {
  const held = new Map(Object.entries(initial).map(([k, v]) => [k.toLowerCase(), v]));
  const reads: { token: string; owner: string; spender: string }[] = [];
  const key = (token: string, spender: string) => `${token}:${spender}`.toLowerCase();
  return {
    reads,
    set: (token: string, spender: string, amount: bigint) => held.set(key(token, spender), amount),
    reader: {
      allowance: async (_network: unknown, token: string, owner: string, spender: string) => {
        reads.push({ token, owner, spender });
        return held.get(key(token, spender)) ?? 0n;
      },
    },
  };
};

export const minedReads = (status: Receipt['status'] = 'success') => {
  const waited: string[] = [];
  return {
    waited,
    reads: { getNativeBalance: async () => 0n, waitForReceipt: async (_n: unknown, hash: string) => { waited.push(hash); return { status, blockNumber: 1n }; } },
  };
};

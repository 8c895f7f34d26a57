/**
 * The swap service builds the transactions the visitor signs, so what it answers is checked against
 * what the visitor asked for — and against the chain's known router (routers.ts, the host's
 * `swapNetworks`) — before anything reaches the wallet:
 *  - an approval is approve(router, n) on the token sold, with no value, and n is exactly the amount
 *    (or, only when the visitor chose it, any allowance at least the amount);
 *  - a swap comes from the visitor, goes to the router, and carries the amount as value only when
 *    the native coin is sold (the service sends no value; the client adds it, as AppKit does).
 * Anything else is refused with an error naming what was wrong; nothing is signed.
 */
import { decodeFunctionData, erc20Abi, getAddress, type Address, type Hex } from 'viem';
import { GangwayError } from '@gangway/kernel';
import { quantity, type BuiltApproveTx, type BuiltSwapTx } from './schemas';
import type { SwapRouter } from './routers';

const refuse = (why: string) => new GangwayError('INVALID_RESPONSE', `The swap service built a transaction that does not match the swap: ${why}`);

/**
 * An address the service wrote ('eip155:1:0x…' or '0x…'); a CAIP-10 one must be on `chainId`.
 * The schema has checked the form already.
 */
function addressOn(value: string, chainId: number, what: string): Address {
  const parts = value.split(':');
  if (parts.length === 3 && Number(parts[1]) !== chainId) throw refuse(`${what} ${value} is on another chain`);
  return getAddress(parts[parts.length - 1]);
}

export interface ApproveWant {
  /** The token sold (its contract). */
  token: Address;
  chainId: number;
  router: SwapRouter;
  amount: bigint;
  /** The visitor chose an unlimited approval. */
  unlimited: boolean;
}

export function checkApproveTx(tx: BuiltApproveTx, want: ApproveWant): { to: Address; data: Hex; spender: Address; allowance: bigint } {
  // The service echoes `from` and builds for `to`; both were the token sold (swap-api.ts buildApprove).
  for (const [field, value] of [['from', tx.from], ['to', tx.to]] as const) {
    if (addressOn(value, want.chainId, `its ${field}`) !== want.token) throw refuse(`the approval names ${value} as its ${field}, not the token ${want.token}`);
  }
  if (quantity(tx.value) !== 0n) throw refuse('the approval carries value');
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: erc20Abi, data: tx.data as Hex });
  } catch {
    throw refuse('the approval is not an ERC-20 approve');
  }
  if (decoded.functionName !== 'approve') throw refuse(`the approval calls ${decoded.functionName}`);
  const [spender, allowance] = decoded.args as [Address, bigint];
  if (getAddress(spender) !== want.router.address) throw refuse(`the approval's spender ${getAddress(spender)} is not this network's swap router ${want.router.address}`);
  if (want.unlimited ? allowance < want.amount : allowance !== want.amount) throw refuse(`the approval is for ${allowance}, not the ${want.unlimited ? 'at least ' : 'exact '}${want.amount} asked`);
  return { to: want.token, data: tx.data as Hex, spender: want.router.address, allowance };
}

export interface SwapWant {
  user: Address;
  chainId: number;
  router: SwapRouter;
  native: boolean;
  amount: bigint;
}

export function checkSwapTx(tx: BuiltSwapTx, want: SwapWant): { to: Address; data: Hex; value?: bigint } {
  const from = addressOn(tx.from, want.chainId, 'its sender');
  if (from !== want.user) throw refuse(`it is sent from ${from}`);
  const to = addressOn(tx.to, want.chainId, 'its target');
  if (to !== want.router.address) throw refuse(`it calls ${to}, not this network's swap router ${want.router.address}`);
  // The real service sends no value; an answer that does must agree with what the client would send.
  if (tx.value !== undefined && quantity(tx.value) !== (want.native ? want.amount : 0n)) throw refuse(`its value is ${quantity(tx.value)}`);
  if (tx.data === '0x') throw refuse('it has no call data');
  return { to, data: tx.data as Hex, ...(want.native ? { value: want.amount } : {}) };
}

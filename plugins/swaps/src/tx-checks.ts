/**
 * The swap service builds the transactions the visitor signs, so what it answers is checked against
 * what the visitor asked for before it reaches the wallet: an approval must be approve(spender, n ≥
 * amount) on the token being sold, with no value; a swap must come from the visitor and carry exactly
 * the amount as value when selling the native coin (none otherwise). Anything else is refused.
 */
import { decodeFunctionData, erc20Abi, getAddress, type Address, type Hex } from 'viem';
import { GangwayError } from '@gangway/kernel';
import { quantity, type BuiltTx } from './schemas';

const refuse = (why: string) => new GangwayError('INVALID_RESPONSE', `The swap service built a transaction that does not match the swap: ${why}`);

/** The sender in either form the API writes ('0x…' or 'eip155:1:0x…'). */
const senderOf = (from: string | undefined) => (from ? from.split(':').pop()! : undefined);

function checkSender(tx: BuiltTx, user: Address) {
  const from = senderOf(tx.from);
  if (from !== undefined && (!/^0x[0-9a-fA-F]{40}$/.test(from) || getAddress(from) !== user)) throw refuse(`it is sent from ${from}`);
}

export function checkApproveTx(tx: BuiltTx, want: { token: Address; user: Address; amount: bigint }): { to: Address; data: Hex; spender: Address } {
  checkSender(tx, want.user);
  if (getAddress(tx.to) !== want.token) throw refuse(`the approval goes to ${tx.to}, not the token ${want.token}`);
  if (quantity(tx.value) !== 0n) throw refuse('the approval carries value');
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: erc20Abi, data: tx.data as Hex });
  } catch {
    throw refuse('the approval is not an ERC-20 approve');
  }
  if (decoded.functionName !== 'approve') throw refuse(`the approval calls ${decoded.functionName}`);
  const [spender, value] = decoded.args as [Address, bigint];
  if (value < want.amount) throw refuse('the approval is smaller than the amount');
  return { to: want.token, data: tx.data as Hex, spender: getAddress(spender) };
}

export function checkSwapTx(tx: BuiltTx, want: { user: Address; native: boolean; amount: bigint }): { to: Address; data: Hex; value?: bigint } {
  checkSender(tx, want.user);
  const value = quantity(tx.value);
  if (want.native ? value !== want.amount : value !== 0n) throw refuse(`its value is ${value}`);
  if (tx.data === '0x') throw refuse('it has no call data');
  return { to: getAddress(tx.to), data: tx.data as Hex, ...(want.native ? { value } : {}) };
}

/**
 * Send validation. `validateSend` gives the spec §5 messages word for word (the kernel catalogue);
 * `checkInputs` the format checks a form needs on top (address, amount, balance).
 */
import { parseUnits } from 'viem';
import { ERRORS } from '@gangway/kernel';
import type { SendState } from './slice';
import type { MessageKey } from './messages';
import { SEND_ERRORS } from './errors';

type Inputs = Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>;

/**
 * Spec §5: namespace, then amount and receiver, then token. `served`: whether a chain family serves
 * the active namespace (its plugin provides 'chainFamily:<ns>'); none is 'Unsupported chain'.
 */
export function validateSend(s: Inputs, served: boolean): string | undefined {
  if (!served) return ERRORS.UNSUPPORTED_CHAIN;
  if (!s.sendTokenAmount || !s.receiverAddress) return SEND_ERRORS.SEND_AMOUNT_RECEIVER;
  if (!s.token) return SEND_ERRORS.SEND_TOKEN;
  return undefined;
}

const AMOUNT = /^(\d+\.?\d*|\.\d+)$/;

/** The amount in base units, or undefined when it is not a positive number within the token's decimals. */
export function amountInBaseUnits(amount: string, decimals: number): bigint | undefined {
  const a = amount.trim();
  if (!AMOUNT.test(a) || (a.split('.')[1]?.length ?? 0) > decimals) return undefined;
  const v = parseUnits(a, decimals);
  return v > 0n ? v : undefined;
}

/**
 * Format checks for inputs that passed validateSend; `isReceiver` is the namespace's address rule
 * (eip155 here, the Solana service's for solana).
 */
export function checkInputs(s: Required<Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>>, isReceiver: (address: string) => boolean): { key: MessageKey; params?: Record<string, string | number> } | undefined {
  if (!isReceiver(s.receiverAddress.trim())) return { key: 'send.invalidAddress' };
  const decimals = Number(s.token.quantity.decimals);
  const amount = amountInBaseUnits(s.sendTokenAmount, decimals);
  if (amount === undefined) return { key: 'send.invalidAmount', params: { decimals } };
  const balance = amountInBaseUnits(s.token.quantity.numeric, decimals) ?? 0n;
  if (amount > balance) return { key: 'send.insufficientFunds' };
  return undefined;
}

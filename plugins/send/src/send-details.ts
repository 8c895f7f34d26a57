/**
 * What the send will ask the wallet, decoded (issue 33: every confirmation shows everything): the
 * eip155 transaction transferTransaction (lib-eip155/transfer) makes from the inputs, described by the shared describer with the
 * chosen token's symbol and decimals. Undefined until the inputs make a transaction (or on Solana,
 * whose transfer the form's own fields already say in full).
 */
import { describeRequest, type RequestDescription } from '@gangway/lib-eip155/describe-request';
import type { TokenBalance } from '@gangway/kernel';
import { isAddress, numberToHex } from 'viem';
import { tokenContract, transferTransaction } from '@gangway/lib-eip155/transfer';
import { amountInBaseUnits } from './validate';

/** An eip155 address (any case: checksums are applied when the transaction is built). */
const isEip155Address = (v: string) => isAddress(v, { strict: false });

export function sendDetails(token: TokenBalance | undefined, from: string | undefined, receiver: string | undefined, amount: string | undefined): RequestDescription | undefined {
  if (!token || !from || !receiver || !amount || !token.chainId.startsWith('eip155:')) return undefined;
  if (!isEip155Address(from) || !isEip155Address(receiver.trim())) return undefined;
  const decimals = Number(token.quantity.decimals);
  const units = amountInBaseUnits(amount, decimals);
  if (units === undefined) return undefined;
  const tx = transferTransaction(token, from, receiver, units);
  const contract = tokenContract(token);
  return describeRequest('eth_sendTransaction', [{ from: tx.from, to: tx.to, value: numberToHex(tx.value ?? 0n), data: tx.data }], {
    chainId: Number(token.chainId.split(':')[1]),
    // The native coin's symbol when it is what moves; ETH is the describer's default otherwise.
    ...(!contract && { nativeSymbol: token.symbol }),
    token: (_chain, address) => (contract && address.toLowerCase() === contract.toLowerCase() ? { symbol: token.symbol, decimals } : undefined),
  });
}

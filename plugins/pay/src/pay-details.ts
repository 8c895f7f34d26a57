/**
 * What Pay will ask the wallet, decoded (issue 33: every confirmation shows everything): the native
 * transfer or the ERC-20 transfer(recipient, value) on the token, in the units and symbol the payment
 * read on chain, with the calldata whole. The payment passed validate.ts, so describing it cannot fail.
 */
import { describeRequest, type RequestDescription } from '@gangway/lib-eip155/describe-request';
import { encodeFunctionData, erc20Abi, numberToHex, type Address } from 'viem';
import type { PendingPayment } from './slice';

export function payDetails(p: PendingPayment): RequestDescription {
  const value = BigInt(p.value);
  const chainId = Number(p.network.split(':')[1]);
  const tx = p.token
    ? { to: p.token, value: '0x0', data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [p.recipient as Address, value] }) }
    : { to: p.recipient, value: numberToHex(value), data: '0x' };
  return describeRequest('eth_sendTransaction', [tx], {
    chainId,
    ...(!p.token && { nativeSymbol: p.symbol }),
    token: (_chain, address) => (p.token && address.toLowerCase() === p.token.toLowerCase() ? { symbol: p.symbol, decimals: p.decimals } : undefined),
  });
}

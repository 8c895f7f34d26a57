/**
 * The eip155 transaction of a transfer: native value transfer, or ERC-20 transfer(to, amount) to the token
 * contract. The eip155 family's send writes the ERC-20 call through the eip155 service (`erc20Transfer`);
 * the fee estimate and Send's request details need the encoded transaction (`transferTransaction`), so
 * all come from the same call. Its own entry (`@gangway/lib-eip155/transfer`): it needs viem at run time.
 */
import { encodeFunctionData, erc20Abi, getAddress, type Address, type Hex } from 'viem';
import type { TokenBalance } from '@gangway/kernel';

export interface TransferTx { from: Address; to: Address; value?: bigint; data: Hex }

/** The contract of a token balance ('eip155:1:0x…' → '0x…'); undefined for the native token. */
export const tokenContract = (token: TokenBalance): Address | undefined =>
  token.address ? getAddress(token.address.split(':').pop()!) : undefined;

/** ERC-20 transfer(to, amount) on `contract`, as the eip155 service's writeContract takes it. */
export const erc20Transfer = (contract: Address, to: string, amount: bigint) => ({
  address: contract,
  abi: erc20Abi,
  functionName: 'transfer' as const,
  args: [getAddress(to.trim()), amount] as const,
});

export function transferTransaction(token: TokenBalance, from: string, to: string, amount: bigint): TransferTx {
  const contract = tokenContract(token);
  const sender = getAddress(from);
  if (!contract) return { from: sender, to: getAddress(to.trim()), value: amount, data: '0x' };
  const { abi, functionName, args } = erc20Transfer(contract, to, amount);
  return { from: sender, to: contract, data: encodeFunctionData({ abi, functionName, args }) };
}

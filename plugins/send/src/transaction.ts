/** The eip155 transaction of a send: native value transfer, or ERC-20 transfer(to, amount) to the token contract. */
import { encodeFunctionData, erc20Abi, getAddress, type Address, type Hex } from 'viem';
import type { TokenBalance } from '@gangway/kernel';

export interface TransferTx { from: Address; to: Address; value?: bigint; data: Hex }

/** The contract of a token balance ('eip155:1:0x…' → '0x…'); undefined for the native token. */
export const tokenContract = (token: TokenBalance): Address | undefined =>
  token.address ? getAddress(token.address.split(':').pop()!) : undefined;

export function buildTransfer(token: TokenBalance, from: string, to: string, amount: bigint): TransferTx {
  const contract = tokenContract(token);
  const sender = getAddress(from);
  const receiver = getAddress(to.trim());
  if (!contract) return { from: sender, to: receiver, value: amount, data: '0x' };
  return {
    from: sender,
    to: contract,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] }),
  };
}

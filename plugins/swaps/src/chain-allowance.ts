/**
 * The allowance a router holds, read on chain (ERC-20 `allowance(owner, spender)` through the eip155
 * chain plugin's public client), not taken from the swap service: the service could name any number.
 */
import { erc20Abi, type Address } from 'viem';
import type { Network } from '@gangway/kernel';
import type { Eip155Service } from '@gangway/plugin-chain-eip155/public';

export interface AllowanceReader {
  allowance(network: Network, token: Address, owner: Address, spender: Address): Promise<bigint>;
}

export const chainAllowance = (service: () => Promise<Eip155Service>): AllowanceReader => ({
  allowance: async (network, token, owner, spender) =>
    (await service()).publicClient(network.id).readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }),
});

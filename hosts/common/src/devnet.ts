/**
 * What every example host configures to run on the local devnet (npm run devnet): its project id,
 * its services and its two EVM chains, as Gangway describes networks. One copy for the example hosts
 * (the demo keeps its own richer list: explorers, named RPC nodes, the other families).
 */
import type { Network } from '@gangway/kernel';

const evm = (id: number, name: string, port: number): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  testnet: true,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:${port}`] } },
});

export const evmNetworks: Network[] = [evm(31337, 'Gangway Devnet', 8545), evm(31338, 'Gangway Devnet 2', 8546)];
export const projectId = 'gangway-devnet';
export const endpoints = {
  api: 'http://127.0.0.1:8787', walletServices: 'http://127.0.0.1:8787', analytics: 'http://127.0.0.1:8787',
  rpc: 'http://127.0.0.1:8787', relay: 'ws://127.0.0.1:8547', frame: 'http://127.0.0.1:8788',
};

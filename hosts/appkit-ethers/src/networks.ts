/**
 * The devnet's two EVM chains as an AppKit app writes a custom chain: `defineChain` from
 * '@reown/appkit/networks'. The RPC URLs are the devnet's (hosts/common, the example hosts' one place
 * for them).
 */
import { defineChain } from '@reown/appkit/networks';
import { evmNetworks } from '../../common/src/devnet';

const chain = (i: number) => defineChain({
  id: evmNetworks[i]!.id as number,
  caipNetworkId: evmNetworks[i]!.caipNetworkId,
  chainNamespace: 'eip155',
  name: evmNetworks[i]!.name,
  testnet: true,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: evmNetworks[i]!.rpcUrls.default.http } },
});

export const devnet = chain(0);
export const devnet2 = chain(1);
export const networks = [devnet, devnet2] as [typeof devnet, typeof devnet2];

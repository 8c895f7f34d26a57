/**
 * The devnet's two Solana clusters as an AppKit app writes a custom network: `defineChain` from
 * '@reown/appkit/networks'. Ids, names and RPC URLs are the devnet's (hosts/common, the example hosts'
 * one place for them).
 */
import { defineChain } from '@reown/appkit/networks';
import { solanaNetworks } from '../../common/src/devnet';

const cluster = (i: number) => defineChain({
  id: solanaNetworks[i]!.id,
  caipNetworkId: solanaNetworks[i]!.caipNetworkId,
  chainNamespace: 'solana',
  name: solanaNetworks[i]!.name,
  testnet: true,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: solanaNetworks[i]!.rpcUrls.default.http } },
});

export const solanaDevnet = cluster(0);
export const solanaTestnet = cluster(1);
export const networks = [solanaDevnet, solanaTestnet] as [typeof solanaDevnet, typeof solanaTestnet];

/**
 * The devnet's networks of the three families as an AppKit app writes custom networks: `defineChain`
 * from '@reown/appkit/networks' (the EVM and Solana ones are the single-family hosts'). Ids, names and
 * URLs are the devnet's (hosts/common).
 */
import { defineChain } from '@reown/appkit/networks';
import { bitcoinNetworks } from '../../common/src/devnet';

import { devnet, devnet2 } from '../../appkit-wagmi/src/networks';
import { solanaDevnet, solanaTestnet } from '../../appkit-solana/src/networks';

export { devnet, devnet2, solanaDevnet, solanaTestnet };

const bitcoin = (i: number) => defineChain({
  id: bitcoinNetworks[i]!.id,
  caipNetworkId: bitcoinNetworks[i]!.caipNetworkId,
  chainNamespace: 'bip122',
  name: bitcoinNetworks[i]!.name,
  testnet: true,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: bitcoinNetworks[i]!.rpcUrls.default.http } },
});

export const bitcoinRegtest = bitcoin(0);
export const bitcoinTestnet = bitcoin(1);

/** Every network the app offers: two of each family. */
export const networks = [devnet, devnet2, solanaDevnet, solanaTestnet, bitcoinRegtest, bitcoinTestnet];

/**
 * How a Wallet Standard wallet is described to the kernel: as a Connect-view connector of its chain
 * family, and as the connected session's wallet. The page announced it (the Standard has no rdns);
 * it connects on the external-wallet view.
 */
import type { ChainNamespace, ConnectorInfo, WalletInfo } from '@gangway/kernel';
import type { StandardWallet } from './standard-discovery';

export const standardConnectorInfo = (w: StandardWallet, chain: ChainNamespace): Omit<ConnectorInfo, 'pluginId'> =>
  ({ id: w.id, name: w.name, chain, type: 'ANNOUNCED', imageUrl: w.icon, view: 'ConnectingExternal' });

export const standardWalletInfo = (w: StandardWallet): WalletInfo => ({ name: w.name, icon: w.icon, type: 'ANNOUNCED' });

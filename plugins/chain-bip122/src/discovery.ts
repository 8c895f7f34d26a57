/**
 * Bitcoin wallets announced through the Wallet Standard: the family's rules over the shared discovery
 * (lib-wallet's standard-discovery: validation, ids from names, pinning against impostors).
 */
import { startStandardDiscovery, type StandardDiscovery, type StandardWallet, type WalletSource } from '@gangway/lib-wallet';

export type { WalletSource };
export const CONNECTOR_PREFIX = 'wallet-standard:bip122:';
export const connectorIdOf = (name: string) => `${CONNECTOR_PREFIX}${name}`;
export const isOurConnector = (id: string | undefined): id is string => !!id && id.startsWith(CONNECTOR_PREFIX);

export type BitcoinWallet = StandardWallet;
export type Discovery = StandardDiscovery;

export function startDiscovery(source: WalletSource, opts: { onIgnored?: (info: { name: string }) => void } = {}): Discovery {
  // Bitcoin wallets offer `bitcoin:connect` (addresses by purpose); some only the Standard's connect.
  return startStandardDiscovery(source, { connectorPrefix: CONNECTOR_PREFIX, chainPrefix: 'bitcoin:', connectFeatures: ['bitcoin:connect', 'standard:connect'], onIgnored: opts.onIgnored });
}

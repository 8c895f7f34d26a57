/**
 * Solana wallets announced through the Wallet Standard: the family's rules over the shared discovery
 * (lib-wallet's standard-discovery: validation, ids from names, pinning against impostors).
 */
import { startStandardDiscovery, type StandardDiscovery, type StandardWallet, type WalletSource } from '@gangway/lib-wallet';

export type { WalletSource };
export const CONNECTOR_PREFIX = 'wallet-standard:solana:';
export const connectorIdOf = (name: string) => `${CONNECTOR_PREFIX}${name}`;
export const isOurConnector = (id: string | undefined): id is string => !!id && id.startsWith(CONNECTOR_PREFIX);

export type SolanaWallet = StandardWallet;
export type Discovery = StandardDiscovery;

export function startDiscovery(source: WalletSource, opts: { onIgnored?: (info: { name: string }) => void } = {}): Discovery {
  // A Solana wallet connects through the Standard's own connect feature.
  return startStandardDiscovery(source, { connectorPrefix: CONNECTOR_PREFIX, chainPrefix: 'solana:', connectFeatures: ['standard:connect'], onIgnored: opts.onIgnored });
}

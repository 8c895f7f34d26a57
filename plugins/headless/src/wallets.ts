/** Turning the connect plugin's rows and the registry's listings into the host's wallet entries. */
import type { ConnectorInfo } from '@gangway/kernel';
import type { WalletRow } from '@gangway/plugin-connect/public';
import type { WalletListing, WalletRegistry } from '@gangway/plugin-all-wallets/public';
import { WC_CONNECTOR_ID } from '@gangway/plugin-walletconnect/public';
import type { HeadlessWallet } from './types';

type RowData = { connectorId?: string; wallet?: WalletListing } | undefined;

/** A row of the Connect view as a host-facing wallet. */
export function walletFromRow(row: WalletRow, connectors: readonly ConnectorInfo[], registry?: WalletRegistry): HeadlessWallet {
  const data = row.data as RowData;
  const connectorId = data?.connectorId ?? (data?.wallet || row.group === 'walletConnect' ? WC_CONNECTOR_ID : row.key);
  const connector = connectors.find((c) => c.id === connectorId);
  const wallet: HeadlessWallet = {
    id: row.key, name: row.name, source: row.group, installed: !!row.installed, connectorId,
    imageUrl: row.imageUrl ?? registry?.imageSrc(row.imageId),
  };
  const rdns = data?.wallet?.rdns ?? connector?.rdns;
  if (rdns) wallet.rdns = rdns;
  if (data?.wallet) wallet.listing = data.wallet;
  return wallet;
}

/** A registry listing (a page or a search): installed when a connector matches it, else over WalletConnect. */
export function walletFromListing(listing: WalletListing, connectors: readonly ConnectorInfo[], registry: WalletRegistry): HeadlessWallet {
  const connector = registry.connectorFor(listing, connectors);
  const wallet: HeadlessWallet = {
    id: connector?.id ?? listing.id, name: listing.name, source: 'registry', installed: !!connector,
    connectorId: connector?.id ?? WC_CONNECTOR_ID, imageUrl: connector?.imageUrl ?? registry.imageSrc(listing.image_id), listing,
  };
  if (listing.rdns) wallet.rdns = listing.rdns;
  return wallet;
}

/** Does `name` name this wallet (connector id, registry id, rdns or name, case-insensitive)? */
export function walletIs(wallet: HeadlessWallet, name: string): boolean {
  const n = name.trim().toLowerCase();
  return [wallet.id, wallet.connectorId === WC_CONNECTOR_ID && wallet.listing ? undefined : wallet.connectorId, wallet.listing?.id, wallet.rdns ?? undefined, wallet.name]
    .some((x) => !!x && x.toLowerCase() === n);
}

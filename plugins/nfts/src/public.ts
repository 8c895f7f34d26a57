/** The NFTs plugin's public contract: the slice key (read-only for others) and what it holds. */
import { createSliceKey } from '@gangway/kernel';

/** One NFT the account holds. Every text is untrusted: render it as text. */
export interface Nft {
  chainId: string;
  contract: string;
  tokenId: string;
  standard: 'ERC721' | 'ERC1155';
  /** How many the account holds (ERC-1155 may hold more than one). */
  amount: string;
  name: string;
  description?: string;
  /** As the API gave it; shown only when it is an http(s) or data:image URL. */
  imageUrl?: string;
  collection: string;
}

export interface NftsState {
  /** CAIP-10 address the list is of (on its network). */
  owner?: string;
  items: Nft[];
  loading: boolean;
  loaded: boolean;
  failed: boolean;
  /**
   * The API has no NFT endpoint (a 404/405/501: the hosted blockchain API does not serve this
   * Gangway-only call, docs/wire.md): the Account view hides the NFTs tab. A property of the service,
   * so it outlives an account change.
   */
  unsupported?: boolean;
}

export const nftsSliceKey = createSliceKey<NftsState>('nfts');

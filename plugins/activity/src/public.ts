/**
 * The activity plugin's public contract: the slice key (read-only for others) and the shapes it holds.
 * Types and one key object only, so importing it pulls none of the plugin's code.
 */
import { createSliceKey } from '@gangway/kernel';

export type Direction = 'in' | 'out' | 'self';
export type TxStatus = 'confirmed' | 'failed' | 'pending';

/** One transfer of a transaction, ready to show. Every text is untrusted data: render it as text. */
export interface TransferRow {
  direction: Direction;
  /** The decimal amount as the API gave it (unrounded). */
  numeric: string;
  symbol?: string;
  name?: string;
  /** Token icon or NFT preview URL as given (filtered before use). */
  imageUrl?: string;
  nft: boolean;
}

/** One transaction of the list (spec §3 Transaction, reduced to what is shown). */
export interface ActivityRow {
  id: string;
  hash?: string;
  /** CAIP-2 network id. */
  chain: string;
  /** Mined (or sent, for a pending one) at, ms since epoch. */
  time: number;
  status: TxStatus;
  operationType: string;
  transfers: TransferRow[];
}

/** A transaction the visitor just sent, shown before the history API knows it. */
export interface PendingTx {
  hash: string;
  chain: string;
  from: string;
  to?: string;
  amount?: string;
  symbol?: string;
  sentAt: number;
  /** Set once the receipt arrives; the row stays until the history has the transaction. */
  mined?: 'confirmed' | 'failed';
}

export interface ActivityState {
  /** Whose list this is: CAIP-10 address on the network it was fetched for. */
  owner?: string;
  rows: ActivityRow[];
  /** The cursor of the next page; undefined when there is none (spec §4 "has next cursor"). */
  next?: string;
  /** First page loading (spec §4 "loading"). */
  loading: boolean;
  loadingMore: boolean;
  /** The first page has been answered (so an empty list is "empty", not "not loaded yet"). */
  loaded: boolean;
  pending: PendingTx[];
}

export const activitySliceKey = createSliceKey<ActivityState>('activity');

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

/**
 * One page of the history as fetched with its cursor. Its rows are dropped when it is far from the
 * view and many rows are held (memory stays bounded over a long history); its count keeps its place
 * in the list, and its cursor fetches it again when the view comes back.
 */
export interface HistoryPageSlot {
  /** The cursor it was fetched with; none for the first page. */
  cursor?: string;
  /** How many rows it has (after the spam and chain filters). */
  count: number;
  /** Its rows, newest first; undefined while dropped. */
  rows?: ActivityRow[];
}

export interface ActivityState {
  /** Whose list this is: CAIP-10 address on the network it was fetched for. */
  owner?: string;
  /** The pages fetched so far, in order. */
  pages: HistoryPageSlot[];
  /** The cursor of the next page; undefined when there is none (spec §4 "has next cursor"). */
  next?: string;
  /** First page loading (spec §4 "loading"). */
  loading: boolean;
  /** A next page, or a dropped one again, is loading. */
  loadingMore: boolean;
  /** The first page has been answered (so an empty list is "empty", not "not loaded yet"). */
  loaded: boolean;
  pending: PendingTx[];
}

export const activitySliceKey = createSliceKey<ActivityState>('activity');

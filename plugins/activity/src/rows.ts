/** Turns validated transactions (and pending sends) into the rows the list shows. */
import type { ActivityRow, Direction, PendingTx, TransferRow, TxStatus } from './public';
import type { Transaction, Transfer } from './schema';

const same = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/** The API's direction when it gives one; otherwise from the parties, seen from `address`. */
export function directionOf(t: Transfer, address: string): Direction {
  if (t.direction === 'in' || t.direction === 'out' || t.direction === 'self') return t.direction;
  if (same(t.sender, address) && same(t.recipient, address)) return 'self';
  return same(t.sender, address) ? 'out' : 'in';
}

export function statusOf(raw: string | null | undefined): TxStatus {
  const s = (raw ?? '').toLowerCase();
  if (s === 'failed' || s === 'reverted') return 'failed';
  if (s === 'pending') return 'pending';
  return 'confirmed';
}

function transferRow(t: Transfer, address: string): TransferRow {
  const nft = !!t.nft_info && !t.fungible_info;
  return {
    direction: directionOf(t, address),
    numeric: t.quantity.numeric,
    symbol: t.fungible_info?.symbol ?? undefined,
    name: (nft ? t.nft_info?.name : t.fungible_info?.name) ?? undefined,
    imageUrl: (nft ? t.nft_info?.content?.preview?.url : t.fungible_info?.icon?.url) ?? undefined,
    nft,
  };
}

export function toRow(tx: Transaction, address: string): ActivityRow {
  const time = Date.parse(tx.metadata.minedAt);
  return {
    id: tx.id,
    hash: tx.metadata.hash ?? undefined,
    chain: tx.metadata.chain ?? '',
    time: Number.isFinite(time) ? time : 0,
    status: statusOf(tx.metadata.status),
    operationType: tx.metadata.operationType ?? 'execute',
    transfers: (tx.transfers ?? []).map((t) => transferRow(t, address)),
  };
}

/** A row frozen all the way down (its transfers too), as the store would freeze it. */
export function frozenRow(row: ActivityRow): ActivityRow {
  for (const t of row.transfers) Object.freeze(t);
  Object.freeze(row.transfers);
  return Object.freeze(row);
}

export function pendingRow(p: PendingTx): ActivityRow {
  return {
    id: `pending:${p.hash}`,
    hash: p.hash,
    chain: p.chain,
    time: p.sentAt,
    status: p.mined ?? 'pending',
    operationType: 'send',
    transfers: p.amount ? [{ direction: 'out', numeric: p.amount, symbol: p.symbol, name: p.symbol, nft: false }] : [],
  };
}

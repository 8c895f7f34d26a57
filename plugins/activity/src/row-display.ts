/**
 * What a row shows, in words, computed once per row object (a WeakMap): amounts to 3 decimals
 * (spec §9), the operation and status labels, the time. Scrolling a long history renders the same
 * rows again and again; formatting them (BigInt rounding, Intl dates, message lookups) on every
 * render was part of the per-frame cost. Rows are immutable (immer), so a row object's words never change.
 */
import { formatDateTime, formatQuantity } from '@gangway/lib-wallet';
import type { ActivityRow, TransferRow } from './public';

const OPS = new Set(['send', 'receive', 'trade', 'mint', 'burn', 'approve', 'deploy', 'execute']);
const SIGN = { in: '+', out: '-', self: '' } as const;

export function amountText(t: TransferRow, nftLabel: string, locale = 'en'): string {
  if (t.nft) {
    const n = t.numeric === '1' ? '' : ` ×${formatQuantity(t.numeric, undefined, locale)}`;
    return `${SIGN[t.direction]}${t.name || nftLabel}${n}`;
  }
  return `${SIGN[t.direction]}${formatQuantity(t.numeric, undefined, locale)} ${t.symbol ?? ''}`.trim();
}

export interface RowDisplay {
  op: string;
  status: string;
  /** ISO time for <time dateTime>, and the short local text. */
  iso: string;
  when: string;
  /** The first two transfers' amounts, with their directions; how many more there are. */
  amounts: { text: string; direction: TransferRow['direction'] }[];
  more: number;
  /** What the image stands for: a token symbol or NFT name (initials when no image), and where from. */
  imageName: string;
  imageId?: string;
  imageUrl?: string;
  nft: boolean;
}

type T = (key: string) => string;

/** A formatter with its own cache; make one per translation function and locale (numbers and times through Intl). */
export function createRowDisplay(t: T, locale = 'en') {
  const cache = new WeakMap<ActivityRow, RowDisplay>();
  const nftLabel = t('activity.nft');
  return (row: ActivityRow): RowDisplay => {
    let d = cache.get(row);
    if (d) return d;
    const first = row.transfers[0];
    const op = OPS.has(row.operationType) ? t(`activity.op.${row.operationType}`) : t('activity.op.other');
    const label = first?.nft ? first.name : first?.symbol;
    d = {
      op,
      status: t(`activity.status.${row.status}`),
      iso: new Date(row.time).toISOString(),
      when: formatDateTime(row.time, locale),
      amounts: row.transfers.slice(0, 2).map((x) => ({ text: amountText(x, nftLabel, locale), direction: x.direction })),
      more: Math.max(0, row.transfers.length - 2),
      imageName: label ?? op,
      imageId: first?.nft ? undefined : first?.symbol,
      imageUrl: first?.imageUrl,
      nft: !!first?.nft,
    };
    cache.set(row, d);
    return d;
  };
}

/**
 * One transaction: its image (token icon or NFT preview, initials when there is none or it fails),
 * what happened, its status and time, and each transfer's amount to 3 decimals (spec §9) with its
 * direction. Names, symbols and URLs come from outside: they are only ever rendered as text or as an
 * <img> source that passed the URL rule (http(s) or data:image).
 *
 * Scrolling cost: the list keeps a fixed pool of row elements and hands each a new transaction as
 * it scrolls (see ActivityView), so a row re-renders with new words and a new position instead of
 * being unmounted and mounted again; the words come precomputed (row-display.ts); the row's size is
 * fixed and contained, so its layout never reaches the rest of the list.
 */
import { memo, type CSSProperties } from 'react';
import { RemoteImage, type ImageLoader } from '@gangway/lib-images';
import type { ActivityRow } from './public';
import type { RowDisplay } from './row-display';

export { amountText } from './row-display';

/** Row height in px: fixed, so 10,000 rows scroll without measuring any. */
export const ROW_HEIGHT = 64;

const ROW_STYLE: CSSProperties = { position: 'absolute', top: 0, insetInlineStart: 0, width: '100%', display: 'flex', alignItems: 'center', gap: 10, height: ROW_HEIGHT, boxSizing: 'border-box', padding: '6px 2px', contain: 'strict' };
const TEXT_STYLE: CSSProperties = { flex: 1, minWidth: 0 };
const OP_STYLE: CSSProperties = { display: 'block', fontWeight: 600 };
const META_STYLE: CSSProperties = { fontSize: '0.85em' };
const AMOUNTS_STYLE: CSSProperties = { textAlign: 'end', maxWidth: '45%', overflow: 'hidden' };
const AMOUNT_STYLE: CSSProperties = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/** Memoised on its props (`top` is a number, the words one cached object) so scrolling re-renders only the rows that change. */
/** The transaction's page on the network's explorer (`<explorer>/tx/<hash>`), when both are known and the explorer is a web page. */
export function explorerTxUrl(explorer: string | undefined, hash: string | undefined): string | undefined {
  if (!explorer || !hash || !/^https?:\/\//i.test(explorer) || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return undefined;
  return `${explorer.replace(/\/+$/, '')}/tx/${hash}`;
}

export const TransactionRow = memo(function TransactionRow({ row, display: d, loader, top, explorer, explorerLabel }: {
  row: ActivityRow; display: RowDisplay; loader: ImageLoader; top: number;
  /** The active network's block explorer (spec §3 Network blockExplorers), and the link's words. */
  explorer?: string; explorerLabel?: string;
}) {
  const txUrl = explorerTxUrl(explorer, row.hash);
  return (
    <div role="listitem" data-testid="activity-row" data-hash={row.hash ?? ''} data-status={row.status} data-chain={row.chain}
      style={{ ...ROW_STYLE, transform: `translateY(${top}px)` }}>
      <RemoteImage loader={loader} kind="token" id={d.imageId} url={d.imageUrl} name={d.imageName} size={32} round={!d.nft} stable />
      <span style={TEXT_STYLE}>
        <span style={OP_STYLE} data-testid="activity-op">{d.op}</span>
        <span className="gw-muted" style={META_STYLE}>
          <span data-testid="activity-status" className={row.status === 'failed' ? 'gw-error' : undefined}>{d.status}</span>
          {' · '}
          <time dateTime={d.iso} data-testid="activity-time">{d.when}</time>
          {txUrl ? <>{' · '}<a href={txUrl} target="_blank" rel="noopener noreferrer" data-testid="activity-explorer">{explorerLabel}</a></> : null}
        </span>
      </span>
      <span style={AMOUNTS_STYLE}>
        {d.amounts.map((a, i) => (
          <span key={i} data-testid="activity-amount" data-direction={a.direction} style={AMOUNT_STYLE}>{a.text}</span>
        ))}
        {d.more ? <span className="gw-muted">+{d.more}</span> : null}
      </span>
    </div>
  );
});

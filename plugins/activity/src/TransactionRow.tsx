/**
 * One transaction: its image (token icon or NFT preview, initials when there is none or it fails),
 * what happened, its status and time, and each transfer's amount to 3 decimals (spec §9) with its
 * direction. Names, symbols and URLs come from outside: they are only ever rendered as text or as an
 * <img> source that passed the URL rule (http(s) or data:image).
 */
import { memo } from 'react';
import type { PluginApi } from '@gangway/kernel';
import { RemoteImage, type ImageLoader } from '@gangway/lib-images';
import { formatQuantity } from '@gangway/lib-wallet';
import type { ActivityRow, TransferRow } from './public';

const OPS = new Set(['send', 'receive', 'trade', 'mint', 'burn', 'approve', 'deploy', 'execute']);
const SIGN = { in: '+', out: '-', self: '' } as const;

/** Row height in px: fixed, so 10,000 rows scroll without measuring any. */
export const ROW_HEIGHT = 64;

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

export function amountText(t: TransferRow, nftLabel: string): string {
  if (t.nft) {
    const n = t.numeric === '1' ? '' : ` ×${formatQuantity(t.numeric)}`;
    return `${SIGN[t.direction]}${t.name || nftLabel}${n}`;
  }
  return `${SIGN[t.direction]}${formatQuantity(t.numeric)} ${t.symbol ?? ''}`.trim();
}

/** Memoised on its props (`top` is a number, not a style object) so scrolling re-renders only the rows that move in. */
export const TransactionRow = memo(function TransactionRow({ api, row, loader, top }: { api: PluginApi; row: ActivityRow; loader: ImageLoader; top: number }) {
  const style = { position: 'absolute' as const, top: 0, left: 0, width: '100%', transform: `translateY(${top}px)` };
  const first = row.transfers[0];
  const op = OPS.has(row.operationType) ? api.t(`activity.op.${row.operationType}`) : api.t('activity.op.other');
  const status = api.t(`activity.status.${row.status}`);
  const label = first?.nft ? first.name : first?.symbol;
  return (
    <div role="listitem" data-testid="activity-row" data-hash={row.hash ?? ''} data-status={row.status} data-chain={row.chain}
      style={{ ...style, display: 'flex', alignItems: 'center', gap: 10, height: ROW_HEIGHT, boxSizing: 'border-box', padding: '6px 2px' }}>
      <RemoteImage loader={loader} kind="token" id={first?.nft ? undefined : first?.symbol} url={first?.imageUrl} name={label ?? op} size={32} round={!first?.nft} />
      <span style={{ flex: 1, minWidth: 0 }}>
        <span style={{ display: 'block', fontWeight: 600 }} data-testid="activity-op">{op}</span>
        <span className="gw-muted" style={{ fontSize: '0.85em' }}>
          <span data-testid="activity-status" className={row.status === 'failed' ? 'gw-error' : undefined}>{status}</span>
          {' · '}
          <time dateTime={new Date(row.time).toISOString()} data-testid="activity-time">{timeFormat.format(row.time)}</time>
        </span>
      </span>
      <span style={{ textAlign: 'right', maxWidth: '45%', overflow: 'hidden' }}>
        {row.transfers.slice(0, 2).map((t, i) => (
          <span key={i} data-testid="activity-amount" data-direction={t.direction}
            style={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {amountText(t, api.t('activity.nft'))}
          </span>
        ))}
        {row.transfers.length > 2 ? <span className="gw-muted">+{row.transfers.length - 2}</span> : null}
      </span>
    </div>
  );
});

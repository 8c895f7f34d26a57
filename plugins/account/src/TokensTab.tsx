/**
 * The Tokens tab: each balance with its icon, quantity (3 decimals, spec §9) and fiat value.
 *
 * Virtualised (@tanstack/react-virtual, as the Activity list): an account can hold 1,000 tokens and
 * more (issue 18's load case blocked ~1.5 s rendering every row with its image on open). Only the rows
 * in view, plus a few, are in the DOM; rows have a fixed height, so none is measured; a short list is
 * exactly as tall as its rows (no empty box), a long one scrolls inside a fixed height.
 */
import { memo, useCallback, useRef, type CSSProperties } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { PluginApi, TokenBalance } from '@gangway/kernel';
import { formatQuantity, formatUsd } from '@gangway/lib-wallet';
import { RemoteImage, type ImageLoader } from '@gangway/lib-images';

/** Row height in px (fixed: 1,000 rows are never measured). */
export const TOKEN_ROW_HEIGHT = 48;
/** The list scrolls inside this height once its rows are taller. */
export const TOKEN_LIST_MAX_HEIGHT = 336;

const ROW_STYLE: CSSProperties = { position: 'absolute', top: 0, left: 0, width: '100%', height: TOKEN_ROW_HEIGHT, boxSizing: 'border-box', display: 'flex', alignItems: 'center', gap: 10, padding: '6px 0', contain: 'strict' };
const TEXT_STYLE: CSSProperties = { flex: 1, minWidth: 0 };
const NAME_STYLE: CSSProperties = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const QUANTITY_STYLE: CSSProperties = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

const tokenKey = (b: TokenBalance) => `${b.chainId}:${b.address ?? 'native'}`;
const rowSize = () => TOKEN_ROW_HEIGHT;

/** One balance; memoised, so scrolling renders only the rows that enter the view. */
const TokenRow = memo(function TokenRow({ b, index, count, top, locale, loader }: { b: TokenBalance; index: number; count: number; top: number; locale: string; loader?: ImageLoader }) {
  return (
    <li data-testid="token-row" data-symbol={b.symbol} data-address={b.address ?? ''} data-index={index} aria-posinset={index + 1} aria-setsize={count}
      style={{ ...ROW_STYLE, transform: `translateY(${top}px)` }}>
      {/* The API's icon URL, else the token image endpoint by symbol; initials when neither loads. */}
      <RemoteImage loader={loader} kind="token" id={b.symbol} url={b.iconUrl} name={b.symbol} size={28} round stable />
      <span style={TEXT_STYLE}>
        <span style={NAME_STYLE}>{b.name}</span>
        <span className="gw-muted" style={QUANTITY_STYLE} data-testid="token-quantity">{formatQuantity(b.quantity.numeric, undefined, locale)} {b.symbol}</span>
      </span>
      <span data-testid="token-value">{formatUsd(b.value, locale)}</span>
    </li>
  );
});

export function TokensTab({ balances, loading, t, locale, loader }: { balances: TokenBalance[] | undefined; loading: boolean; t: PluginApi['i18n']['t']; locale: string; loader?: ImageLoader }) {
  const count = balances?.length ?? 0;
  const height = Math.min(TOKEN_LIST_MAX_HEIGHT, count * TOKEN_ROW_HEIGHT);
  // Element and callbacks kept stable: the virtualiser recomputes every row's offset when they change.
  const scrollEl = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollEl.current, []);
  const observeRect = useCallback<typeof observeElementRect>((instance, cb) =>
    // Before layout (or without one, in tests) the list still has its fixed height.
    observeElementRect(instance, (rect) => cb(rect.height ? rect : { width: rect.width || 320, height: TOKEN_LIST_MAX_HEIGHT })), []);
  // Changes only with the balances: a new key function makes the virtualiser recompute every row's offset.
  const getItemKey = useCallback((i: number) => (balances?.[i] ? tokenKey(balances[i]) : i), [balances]);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement,
    estimateSize: rowSize,
    overscan: 4,
    getItemKey,
    observeElementRect: observeRect,
    initialRect: { width: 320, height: TOKEN_LIST_MAX_HEIGHT },
  });

  if (!balances?.length) {
    return loading
      ? <div className="gw-spinner" role="progressbar" aria-label={t('account.tokens')} />
      : <p className="gw-muted gw-center" data-testid="account-no-tokens">{t('account.noTokens')}</p>;
  }
  return (
    <div ref={scrollEl} data-testid="account-tokens" data-count={count} aria-busy={loading}
      style={{ height, overflowY: 'auto', contain: 'strict', position: 'relative' }}>
      <ul aria-label={t('account.tokens')} style={{ listStyle: 'none', margin: 0, padding: 0, height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <TokenRow key={item.key} b={balances[item.index]} index={item.index} count={count} top={item.start} locale={locale} loader={loader} />
        ))}
      </ul>
    </div>
  );
}

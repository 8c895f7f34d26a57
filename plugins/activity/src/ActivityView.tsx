/**
 * The Activity view (spec §2; also the Account view's Activity tab): the connected account's
 * transactions on the connected chain, newest first, pending sends on top, loading more as the list
 * scrolls (spec §4: loading, empty, has next cursor). The list is virtualised: only the rows in view
 * are in the DOM, so a 10,000-entry history scrolls as lightly as a short one.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { ViewProps } from '@gangway/kernel';
import type { ImageLoader } from '@gangway/lib-images';
import type { ActivityController } from './controller';
import { ownerKey } from './controller';
import { activitySliceKey, type ActivityRow, type HistoryPageSlot } from './public';
import { pageStarts, rowAt } from './paging';
import { pendingRow } from './rows';
import { createRowDisplay } from './row-display';
import { ROW_HEIGHT, TransactionRow } from './TransactionRow';

/** The list's height: fixed, so the modal does not grow with the history. */
export const LIST_HEIGHT = 360;
/**
 * Row elements are recycled. The list always renders a window of exactly this many consecutive rows
 * (more than fit in view plus the overscan) and keys each by its index modulo the window: the row
 * that leaves at the top has the key of the one that enters at the bottom, so React hands the
 * element over (new text, new position) instead of destroying one and building another (DOM nodes,
 * an <img> decoded again) — which was most of a scroll frame's cost over a 10,000-entry history.
 */
const ROW_WINDOW = 24;
const rowSize = () => ROW_HEIGHT;
/**
 * `overscrollBehavior: contain`: a wheel or swipe that reaches the end of the list while the next page
 * loads stays in the list. Chained on to the modal, it scrolled the Account view away under the
 * pointer, so the visitor's next wheel moved the modal instead of showing the page that had arrived.
 */
const LIST_STYLE = { height: LIST_HEIGHT, overflowY: 'auto', overscrollBehavior: 'contain', contain: 'strict' } as const;
/** The "load more" row and a row still loading: a line of the row's height, its content centred. */
const EDGE_STYLE = { position: 'absolute', top: 0, insetInlineStart: 0, width: '100%', height: ROW_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;
const NO_PAGES: readonly HistoryPageSlot[] = [];
const observeRect: typeof observeElementRect = (instance, cb) =>
  observeElementRect(instance, (rect) => cb(rect.height ? rect : { width: rect.width || 320, height: LIST_HEIGHT }));

export function ActivityView({ api, data, controller, loader }: ViewProps & { controller: ActivityController; loader: ImageLoader }) {
  const ns = api.state.useKernelState((s) => s.activeChain);
  const address = api.state.useKernelState((s) => (s.activeChain && s.chains[s.activeChain]?.account.status === 'connected' ? s.chains[s.activeChain]?.account.address : undefined));
  const network = api.state.useKernelState((s) => s.activeCaipNetwork);
  const state = api.slice.useSlice(activitySliceKey);
  const onramp = (data as { onramp?: unknown } | undefined)?.onramp;

  useEffect(() => {
    if (ns === 'eip155' && address && network) void controller.ensure({ onramp: typeof onramp === 'string' ? onramp : undefined });
  }, [controller, ns, address, network, onramp]);

  const current = address && network ? ownerKey({ address, network }) : undefined;
  const pending = useMemo<ActivityRow[]>(() => {
    if (!address || !network || state.owner !== current) return [];
    return state.pending
      .filter((p) => p.chain === network.caipNetworkId && p.from.toLowerCase() === address.toLowerCase())
      .map(pendingRow);
  }, [state.owner, state.pending, current, address, network]);
  // The history as pages (paging.ts): a row's place is known even while its page's rows are dropped.
  const pages = state.owner === current ? state.pages : NO_PAGES;
  const starts = useMemo(() => pageStarts(pages), [pages]);
  const count = pending.length + starts[starts.length - 1];
  const rowAtIndex = (index: number) => (index < pending.length ? pending[index] : rowAt(pages, starts, index - pending.length));
  const hasNext = !!state.next && state.owner === current;

  const display = useMemo(() => createRowDisplay((key) => api.i18n.t(key), api.i18n.locale), [api]);
  // Every row, the pending ones first, links to its transaction on the explorer when the network has one.
  const explorer = network?.blockExplorers?.default?.url;
  const explorerLabel = api.i18n.t('activity.explorer');
  const parentRef = useRef<HTMLDivElement>(null);
  // Stable callbacks: the virtualiser recomputes every row's position when they change, which for
  // 10,000 rows on every scroll frame would be the long task this list exists to avoid. (Its item
  // keys are the default indices: React keys come from the recycling window below.)
  const getScrollElement = useCallback(() => parentRef.current, []);
  const virtualizer = useVirtualizer({
    count: count + (hasNext ? 1 : 0),
    getScrollElement,
    estimateSize: rowSize,
    overscan: 6,
    // Before layout (or without one) the list still has its fixed height.
    observeElementRect: observeRect,
    initialRect: { width: 320, height: LIST_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  // The virtualiser says where the view is; the window around it has a fixed length, so keys stay put.
  const total = count + (hasNext ? 1 : 0);
  const size = Math.min(total, Math.max(ROW_WINDOW, items.length));
  const start = Math.max(0, Math.min(items.length ? items[0].index : 0, total - size));
  const window = Array.from({ length: size }, (_, k) => start + k);

  // The rows the visitor sees (not the overscan), as history indices: the controller fetches ahead of
  // them and drops pages far from them.
  const scrolled = virtualizer.scrollOffset ?? 0;
  const firstSeen = Math.floor(scrolled / ROW_HEIGHT);
  const lastSeen = Math.max(firstSeen, Math.ceil((scrolled + (virtualizer.scrollRect?.height || LIST_HEIGHT)) / ROW_HEIGHT) - 1);
  const offset = pending.length;
  useEffect(() => {
    if (pages.length) controller.view({ first: Math.max(0, firstSeen - offset), last: Math.max(0, lastSeen - offset) });
  }, [controller, firstSeen, lastSeen, offset, pages]);

  if (ns !== 'eip155') return <p className="gw-muted gw-center" data-testid="activity-unsupported">{api.i18n.t('activity.eip155Only')}</p>;
  if (!address || !network) return <p className="gw-muted gw-center" data-testid="activity-no-address">{api.i18n.t('activity.noAddress')}</p>;
  if (!count && (state.loading || !state.loaded || state.owner !== current)) {
    return <div className="gw-spinner" role="progressbar" aria-label={api.i18n.t('activity.loading')} data-testid="activity-loading" />;
  }
  if (!count) return <p className="gw-muted gw-center" data-testid="activity-empty">{api.i18n.t('activity.empty')}</p>;

  return (
    <div ref={parentRef} data-testid="activity-list" role="list" aria-label={api.i18n.t('activity.list')} aria-busy={state.loading || state.loadingMore}
      style={LIST_STYLE}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {window.map((index) => {
          const top = index * ROW_HEIGHT;
          if (index >= count) {
            return (
              <div key="more" style={{ ...EDGE_STYLE, transform: `translateY(${top}px)` }} data-testid="activity-more">
                {state.loadingMore
                  ? <span className="gw-muted">{api.i18n.t('activity.loadingMore')}</span>
                  : <button type="button" className="gw-btn" onClick={() => void controller.loadMore()}>{api.i18n.t('activity.loadMore')}</button>}
              </div>
            );
          }
          const row = rowAtIndex(index);
          if (!row) {
            // A page whose rows were dropped (far from the view before): its rows are on their way.
            return (
              <div key={`row-${index % size}`} role="listitem" aria-busy="true" data-testid="activity-placeholder" style={{ ...EDGE_STYLE, transform: `translateY(${top}px)` }}>
                <span className="gw-muted">{api.i18n.t('activity.loadingMore')}</span>
              </div>
            );
          }
          // Consecutive indices modulo the window's length are unique keys.
          return <TransactionRow key={`row-${index % size}`} row={row} display={display(row)} loader={loader} top={top} explorer={explorer} explorerLabel={explorerLabel} />;
        })}
      </div>
    </div>
  );
}

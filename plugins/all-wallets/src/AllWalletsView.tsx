/**
 * AllWallets: the registry browser. A search box (300 ms wait), and a virtualized list
 * (@tanstack/react-virtual) so thousands of wallets scroll smoothly; reaching the end loads the next
 * page. Choosing an installed/announced wallet connects through it; any other wallet goes to
 * WalletConnect with its listing (QR code, deep link).
 */
import type { ConnectorInfo, ViewProps } from '@gangway/kernel';
import { RemoteImage } from '@gangway/lib-images';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { SEARCH_WAIT_MS } from './constants';
import type { WalletListing } from './public';
import type { createWalletRegistry } from './registry';
import { useDebounced } from './use-debounced';
import { useWalletList } from './use-wallet-list';

export { MESSAGES } from './messages';

const ROW_HEIGHT = 52;
const LIST_HEIGHT = 400;
/**
 * Start the next page this many rows before the end: half a page of 40, so at a wheel's pace the page
 * is in before the visitor reaches the end (8 rows left the spinner in view on every page).
 */
export const PRELOAD_ROWS = 20;
/**
 * Row elements are recycled, as in the Activity list: a window of this many consecutive rows (more
 * than the view's 8 or 9 plus the overscan of 8 on both sides, 25 at most, so its length never changes
 * while scrolling: a new length would re-key, so rebuild, every row) is rendered, each keyed by its index modulo the
 * window's length, so the row that leaves at one end is handed the wallet that enters at the other (new name,
 * logo and position on the same <button>). Keyed by wallet, every wheel step destroyed ~12 rows and
 * built ~12 (a button, an <img>, spans): DOM garbage that the trace of a 600-wallet scroll
 * (test/bench/wallet-list.mjs --trace 1) showed as major GCs of 16–35 ms of CPU inside scroll and
 * pointer events, the most CPU any scroll-phase task spent.
 */
const ROW_WINDOW = 28;
const rowSize = () => ROW_HEIGHT;
// Before layout, and where nothing is measured (no layout engine), use the list's fixed CSS height.
const observeRect: typeof observeElementRect = (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height ? rect : { width: rect.width, height: LIST_HEIGHT }));
const ROW_STYLE: CSSProperties = { position: 'absolute', top: 0, insetInlineStart: 0, height: ROW_HEIGHT - 6 };
const NAME_STYLE: CSSProperties = { flex: 1 };

/**
 * One wallet; memoised, so a scroll step renders only the rows that enter the view. Its logo is the
 * registry's object URL when prefetched, else the service URL. (Loading every logo through the shared
 * image loader, which rasterises SVGs on the main thread, measured worse here: 20 long tasks against 4
 * over a 600-wallet scroll, test/bench/wallet-list.mjs.)
 */
const WalletRow = memo(function WalletRow({ w, index, top, installed, disabled, src, onChoose, installedLabel }: {
  w: WalletListing; index: number; top: number; installed: boolean; disabled: boolean; src: string | undefined;
  onChoose: (w: WalletListing) => void; installedLabel: string;
}) {
  return (
    <button type="button" className="gw-btn" data-testid={`all-wallets-item-${w.id}`} data-index={index}
      disabled={disabled} onClick={() => onChoose(w)} style={{ ...ROW_STYLE, transform: `translateY(${top}px)` }}>
      {/* Keyed by its source: a recycled row never shows the previous wallet's logo while the new one loads. */}
      <RemoteImage key={src ?? ''} url={src} name={w.name} size={28} />
      <span style={NAME_STYLE}>{w.name}</span>
      {installed ? <span className="gw-muted">{installedLabel}</span> : null}
    </button>
  );
});

/**
 * The indices to render: the virtualiser's items, widened to a window of ROW_WINDOW consecutive rows
 * (fewer when the list is shorter, more if ever more are in view) so the slots' keys (index modulo the
 * window's length: consecutive indices, so unique) stay put while the view moves.
 */
export function rowWindow(first: number, visible: number, total: number): number[] {
  const size = Math.min(total, Math.max(ROW_WINDOW, visible));
  const start = Math.max(0, Math.min(first, total - size));
  return Array.from({ length: size }, (_, k) => start + k);
}

export const makeAllWalletsView = (registry: ReturnType<typeof createWalletRegistry>) =>
  function AllWalletsView({ api }: ViewProps) {
    const [input, setInput] = useState('');
    const query = useDebounced(input.trim(), SEARCH_WAIT_MS);
    const list = useWalletList(api, registry, query);
    const connectors = api.state.useKernelState((s) => s.connectors);
    const scrollRef = useRef<HTMLDivElement>(null);
    // Stable options: the virtualiser recomputes every row's offset when they change.
    const getScrollElement = useCallback(() => scrollRef.current, []);
    const virtualizer = useVirtualizer({
      count: list.wallets.length,
      getScrollElement,
      estimateSize: rowSize,
      overscan: 8,
      initialRect: { width: 332, height: LIST_HEIGHT },
      observeElementRect: observeRect,
    });
    const items = virtualizer.getVirtualItems();
    const lastIndex = items.at(-1)?.index ?? -1;
    const { loadMore } = list;
    useEffect(() => {
      if (lastIndex >= list.wallets.length - 1 - PRELOAD_ROWS) loadMore();
    }, [lastIndex, list.wallets.length, loadMore]);
    // A new query starts at the top.
    useEffect(() => { scrollRef.current?.scrollTo?.({ top: 0 }); }, [query]);
    // Read through a ref: the rows keep one callback, so choosing never re-renders them.
    const connectorsRef = useRef<readonly ConnectorInfo[]>(connectors);
    connectorsRef.current = connectors;
    const choose = useCallback((w: WalletListing) => {
      const connector = registry.connectorFor(w, connectorsRef.current);
      if (connector) api.navigation.push(connector.view ?? 'ConnectingExternal', { connectorId: connector.id });
      else api.navigation.push('ConnectingWalletConnect', { wallet: w });
    }, [api]);

    const installedLabel = api.i18n.t('connect.installed');
    const rows = rowWindow(items.length ? items[0].index : 0, items.length, list.wallets.length);

    if (!api.options.features.allWallets) {
      return <p className="gw-center gw-muted" data-testid="all-wallets-view" data-disabled>{api.i18n.t('error.viewUnavailable', { view: 'AllWallets' })}</p>;
    }

    return (
      <div data-testid="all-wallets-view" data-count={list.count} data-loaded={list.wallets.length} data-query={query}>
        <input className="gw-input" type="search" data-testid="all-wallets-search" placeholder={api.i18n.t('connect.searchWallets')}
          aria-label={api.i18n.t('connect.searchWallets')} value={input} onChange={(e) => setInput(e.currentTarget.value)} />
        {list.error ? (
          <div className="gw-center" role="alert">
            <p className="gw-error" data-testid="all-wallets-error">{list.error}</p>
            <button type="button" className="gw-btn gw-btn-primary" data-testid="all-wallets-retry" onClick={list.retry}>{api.i18n.t('error.retry')}</button>
          </div>
        ) : null}
        {!list.loading && !list.error && !list.wallets.length ? (
          <p className="gw-center gw-muted" data-testid="all-wallets-empty">{api.i18n.t('connect.noWalletsFound')}</p>
        ) : null}
        <div ref={scrollRef} data-testid="all-wallets-list" style={{ height: LIST_HEIGHT, overflow: 'auto', contain: 'strict' }}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {rows.map((index) => {
              const w = list.wallets[index];
              const installed = !!registry.connectorFor(w, connectors);
              return (
                <WalletRow key={`slot-${index % rows.length}`} w={w} index={index} top={index * ROW_HEIGHT} installed={installed} disabled={!api.options.enableWalletConnect && !installed}
                  src={registry.imageSrc(w.image_id)} onChoose={choose} installedLabel={installedLabel} />
              );
            })}
          </div>
          {list.loading ? <div className="gw-spinner" role="progressbar" aria-label={api.i18n.t('modal.loading')} /> : null}
        </div>
      </div>
    );
  };

/**
 * AllWallets: the registry browser. A search box (300 ms wait), and a virtualized list
 * (@tanstack/react-virtual) so thousands of wallets scroll smoothly; reaching the end loads the next
 * page. Choosing an installed/announced wallet connects through it; any other wallet goes to
 * WalletConnect with its listing (QR code, deep link).
 */
import type { ViewProps } from '@gangway/kernel';
import { RemoteImage } from '@gangway/lib-images';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_WAIT_MS } from './constants';
import type { WalletListing } from './public';
import type { createWalletRegistry } from './registry';
import { useDebounced } from './use-debounced';
import { useWalletList } from './use-wallet-list';

export { MESSAGES } from './messages';

const ROW_HEIGHT = 52;
const LIST_HEIGHT = 400;
/** Start the next page this many rows before the end, so scrolling rarely meets the spinner. */
const PRELOAD_ROWS = 8;

export const makeAllWalletsView = (registry: ReturnType<typeof createWalletRegistry>) =>
  function AllWalletsView({ api }: ViewProps) {
    const [input, setInput] = useState('');
    const query = useDebounced(input.trim(), SEARCH_WAIT_MS);
    const list = useWalletList(api, registry, query);
    const connectors = api.useKernelState((s) => s.connectors);
    const scrollRef = useRef<HTMLDivElement>(null);
    const virtualizer = useVirtualizer({
      count: list.wallets.length,
      getScrollElement: () => scrollRef.current,
      estimateSize: () => ROW_HEIGHT,
      overscan: 8,
      // Before layout, and where nothing is measured (no layout engine), use the list's fixed CSS height.
      initialRect: { width: 332, height: LIST_HEIGHT },
      observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height ? rect : { width: rect.width, height: LIST_HEIGHT })),
    });
    const items = virtualizer.getVirtualItems();
    const lastIndex = items.at(-1)?.index ?? -1;
    useEffect(() => {
      if (lastIndex >= list.wallets.length - 1 - PRELOAD_ROWS) list.loadMore();
    }, [lastIndex, list]);
    // A new query starts at the top.
    useEffect(() => { scrollRef.current?.scrollTo?.({ top: 0 }); }, [query]);

    if (!api.options.features.allWallets) {
      return <p className="gw-center gw-muted" data-testid="all-wallets-view" data-disabled>{api.t('error.viewUnavailable', { view: 'AllWallets' })}</p>;
    }

    const choose = (w: WalletListing) => {
      const connector = registry.connectorFor(w, connectors);
      if (connector) api.navigation.push(connector.view ?? 'ConnectingExternal', { connectorId: connector.id });
      else api.navigation.push('ConnectingWalletConnect', { wallet: w });
    };
    const reachable = (w: WalletListing) => api.options.enableWalletConnect || !!registry.connectorFor(w, connectors);

    return (
      <div data-testid="all-wallets-view" data-count={list.count} data-loaded={list.wallets.length} data-query={query}>
        <input className="gw-input" type="search" data-testid="all-wallets-search" placeholder={api.t('connect.searchWallets')}
          aria-label={api.t('connect.searchWallets')} value={input} onChange={(e) => setInput(e.currentTarget.value)} />
        {list.error ? (
          <div className="gw-center" role="alert">
            <p className="gw-error" data-testid="all-wallets-error">{list.error}</p>
            <button type="button" className="gw-btn gw-btn-primary" data-testid="all-wallets-retry" onClick={list.retry}>{api.t('error.retry')}</button>
          </div>
        ) : null}
        {!list.loading && !list.error && !list.wallets.length ? (
          <p className="gw-center gw-muted" data-testid="all-wallets-empty">{api.t('connect.noWalletsFound')}</p>
        ) : null}
        <div ref={scrollRef} data-testid="all-wallets-list" style={{ height: LIST_HEIGHT, overflow: 'auto', contain: 'strict' }}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const w = list.wallets[item.index];
              const src = registry.imageSrc(w.image_id);
              return (
                <button key={w.id} type="button" className="gw-btn" data-testid={`all-wallets-item-${w.id}`} data-index={item.index}
                  disabled={!reachable(w)} onClick={() => choose(w)}
                  style={{ position: 'absolute', top: 0, insetInlineStart: 0, height: ROW_HEIGHT - 6, transform: `translateY(${item.start}px)` }}>
                  <RemoteImage url={src} name={w.name} size={28} />
                  <span style={{ flex: 1 }}>{w.name}</span>
                  {registry.connectorFor(w, connectors) ? <span className="gw-muted">{api.t('connect.installed')}</span> : null}
                </button>
              );
            })}
          </div>
          {list.loading ? <div className="gw-spinner" role="progressbar" aria-label={api.t('modal.loading')} /> : null}
        </div>
      </div>
    );
  };

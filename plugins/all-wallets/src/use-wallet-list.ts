/**
 * The AllWallets list state: the first page for a query, then the next page each time the end is
 * reached (infinite loading); a newer query wins over answers still in flight.
 */
import { errorMessage, type PluginApi } from '@gangway/kernel';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WalletListing, WalletRegistry } from './public';

export interface WalletListState { wallets: WalletListing[]; count: number; page: number; loading: boolean; error?: string }
const EMPTY: WalletListState = { wallets: [], count: 0, page: 0, loading: true };

export function useWalletList(api: PluginApi, registry: WalletRegistry & { prefetchFirstPage?(p: { count: number; data: WalletListing[] }): Promise<void> }, query: string) {
  const [state, setState] = useState<WalletListState>(EMPTY);
  const [, setImagesReady] = useState(0);
  const generation = useRef(0);
  const busy = useRef(false);

  const load = useCallback(async (page: number, gen: number) => {
    busy.current = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    try {
      const result = await registry.fetchWallets({ page, search: query || undefined });
      if (gen !== generation.current) return;
      setState((s) => {
        const known = new Set(page === 1 ? [] : s.wallets.map((w) => w.id));
        const wallets = [...(page === 1 ? [] : s.wallets), ...result.data.filter((w) => !known.has(w.id))];
        return { wallets, count: result.count, page, loading: false };
      });
      if (page === 1 && !query && registry.prefetchFirstPage) {
        void registry.prefetchFirstPage(result).then(() => { if (gen === generation.current) setImagesReady((n) => n + 1); });
      }
    } catch (error) {
      if (gen !== generation.current) return;
      api.hooks.error.call({ error, source: `plugin:${api.id}:getWallets` });
      setState((s) => ({ ...s, loading: false, error: errorMessage(error, api.i18n.t('error.generic')) }));
    } finally {
      if (gen === generation.current) busy.current = false;
    }
  }, [api, registry, query]);

  useEffect(() => {
    const gen = ++generation.current;
    setState(EMPTY);
    void load(1, gen);
  }, [load]);

  const loadMore = useCallback(() => {
    if (busy.current || state.error || state.page === 0 || state.wallets.length >= state.count) return;
    void load(state.page + 1, generation.current);
  }, [load, state]);

  const retry = useCallback(() => { void load(Math.max(1, state.page + (state.wallets.length ? 1 : 0)), generation.current); }, [load, state]);
  return { ...state, loadMore, retry };
}

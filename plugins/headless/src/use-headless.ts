/** React bindings of the headless service (inside <GangwayProvider>). */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ChainNamespace } from '@gangway/kernel';
import { useGangway } from '@gangway/kernel/react';
import { headlessKey } from './key';
import type { HeadlessService, HeadlessState, HeadlessWallet, HeadlessWalletPage } from './types';

const EMPTY: HeadlessState = { wallets: [], loading: true, socials: [] };
const noSubscription = () => () => {};
const emptyState = () => EMPTY;

/** The service, once loaded (undefined before: the plugin's chunk is fetched on first use). */
function useHeadlessService(): HeadlessService | undefined {
  const gangway = useGangway();
  const [service, setService] = useState<HeadlessService>();
  useEffect(() => {
    let live = true;
    gangway.service(headlessKey).then((s) => { if (live) setService(() => s); }, () => undefined);
    return () => { live = false; };
  }, [gangway]);
  return service;
}

/**
 * The wallet list (spec order), the WalletConnect URI, the social providers and the connecting
 * wallet, re-rendering as they change; plus `connect(wallet)`, `requestWalletConnectUri()`,
 * `fetchWallets({ page, search })` and `connectSocial(provider)`.
 */
export function useGangwayWallets() {
  const service = useHeadlessService();
  const state = useSyncExternalStore(service?.subscribe ?? noSubscription, service?.getState ?? emptyState, emptyState);
  const gangway = useGangway();
  const get = useCallback(() => (service ? Promise.resolve(service) : gangway.service(headlessKey)), [service, gangway]);
  return {
    ...state,
    ready: !!service,
    connect: useCallback((wallet: HeadlessWallet | string, namespace?: ChainNamespace) => get().then((s) => s.connect(wallet, namespace)), [get]),
    requestWalletConnectUri: useCallback(() => get().then((s) => s.walletConnectUri()), [get]),
    fetchWallets: useCallback((query: { page: number; search?: string }) => get().then((s) => s.fetchWallets(query)), [get]),
    connectSocial: useCallback((provider: string) => get().then((s) => s.connectSocial(provider)), [get]),
  };
}

/** One page of the registry, or a search (re-fetched when `page` or `search` change). */
export function useGangwayWalletPage({ page, search }: { page: number; search?: string }) {
  const { fetchWallets } = useGangwayWallets();
  const [result, setResult] = useState<HeadlessWalletPage & { loading: boolean; error?: string }>({ count: 0, wallets: [], loading: true });
  useEffect(() => {
    let live = true;
    setResult((r) => ({ ...r, loading: true }));
    fetchWallets({ page, search }).then(
      (p) => { if (live) setResult({ ...p, loading: false }); },
      (e: unknown) => { if (live) setResult({ count: 0, wallets: [], loading: false, error: e instanceof Error ? e.message : String(e) }); },
    );
    return () => { live = false; };
  }, [fetchWallets, page, search]);
  return result;
}

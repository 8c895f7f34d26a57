/**
 * `@gangway/appkit/react`: AppKit's React entry (reown-com/appkit packages/appkit/exports/react.ts and
 * src/library/react/index.ts). Like AppKit's, the hooks read the page's instance from createAppKit,
 * with no provider component; each subscribes to Gangway's store through useSyncExternalStore.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ChainNamespace, KernelState } from '@gangway/kernel';
import { accountOf, getAppKitInstance, networkOf, publicState, type AppKit, type AppKitNetwork, type OpenOptions } from './client';

export * from './index';
export type { AppKitElements } from './jsx';

function instance(hook: string): AppKit {
  const m = getAppKitInstance();
  if (!m) throw new Error(`Please call "createAppKit" before using "${hook}" hook`);
  return m;
}

/** A value of the state, recomputed only when the state object changes; `key` keeps its identity. */
function useKernel<T>(hook: string, pick: (s: KernelState) => T): T {
  const g = instance(hook).gangway;
  const cache = useRef<{ key: string | undefined; value: T }>(undefined);
  const read = () => {
    const value = pick(g.getState());
    const key = JSON.stringify(value);
    if (!cache.current || cache.current.key !== key) cache.current = { key, value };
    return cache.current.value;
  };
  return useSyncExternalStore(g.subscribeState, read, read);
}

export function useAppKit() {
  const m = instance('useAppKit');
  return { open: useCallback((o?: OpenOptions) => m.open(o), [m]), close: useCallback(() => m.close(), [m]) };
}

export function useAppKitAccount(options?: { namespace?: ChainNamespace }) {
  return useKernel('useAppKitAccount', (s) => accountOf(s, options?.namespace));
}

export function useAppKitNetworkCore() {
  return useKernel('useAppKitNetworkCore', networkOf);
}

export function useAppKitNetwork() {
  const m = instance('useAppKitNetwork');
  const core = useAppKitNetworkCore();
  const switchNetwork = useCallback((n: AppKitNetwork) => m.switchNetwork(n), [m]);
  return useMemo(() => ({ ...core, switchNetwork }), [core, switchNetwork]);
}

export function useAppKitState() {
  return useKernel('useAppKitState', publicState);
}

export function useAppKitTheme() {
  const m = instance('useAppKitTheme');
  const themeMode = useKernel('useAppKitTheme', (s) => s.modal.themeMode);
  return {
    themeMode,
    themeVariables: m.getThemeVariables(),
    setThemeMode: useCallback((mode?: 'light' | 'dark') => { if (mode) m.setThemeMode(mode); }, [m]),
    setThemeVariables: useCallback((vars?: Record<string, string | number>) => { if (vars) m.setThemeVariables(vars); }, [m]),
  };
}

/** AppKit's event shape: `{ timestamp, data: { type: 'track', event, properties } }`, the latest one. */
export function useAppKitEvents() {
  const m = instance('useAppKitEvents');
  const [event, setEvent] = useState<Parameters<Parameters<AppKit['subscribeEvents']>[0]>[0]>({ timestamp: Date.now(), data: { type: 'track', event: 'MODAL_CREATED' } });
  useEffect(() => m.subscribeEvents(setEvent), [m]);
  return event;
}

export function useAppKitProvider<T>(namespace: ChainNamespace) {
  const m = instance('useAppKitProvider');
  const walletInfoType = useKernel('useAppKitProvider', (s) => s.chains[namespace]?.account.connectedWalletInfo?.type);
  const [walletProvider, setProvider] = useState<T | undefined>(() => m.getProvider<T>(namespace));
  useEffect(() => {
    setProvider(m.getProvider<T>(namespace));
    return m.subscribeProviders((p) => setProvider(p[namespace] as T | undefined));
  }, [m, namespace]);
  return { walletProvider: walletProvider as T, walletProviderType: walletInfoType };
}

export function useDisconnect() {
  const m = instance('useDisconnect');
  return { disconnect: useCallback(async (props?: { namespace?: ChainNamespace }) => { await m.disconnect(props?.namespace); }, [m]) };
}

export function useWalletInfo(namespace?: ChainNamespace) {
  const walletInfo = useKernel('useWalletInfo', (s) => s.chains[namespace ?? s.activeChain ?? 'eip155']?.account.connectedWalletInfo);
  return { walletInfo };
}

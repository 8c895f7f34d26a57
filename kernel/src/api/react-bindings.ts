/**
 * React hooks over the kernel store. Imported only by React code (the lazy UI chunk, the host
 * React bindings, the test harness), so the eager kernel stays free of React.
 */
import { useCallback, useRef, useSyncExternalStore, type ComponentType } from 'react';
import type { SliceKey, Store } from '../state/store';
import type { KernelState } from '../state/types';

export interface ReactBindings {
  useKernelState<R>(select: (s: KernelState) => R): R;
  useSlice<T, R = T>(key: SliceKey<T>, select?: (slice: T) => R): R;
  /** Renders a view inline (set by the UI chunk). */
  Outlet?: ComponentType<{ view: string; data?: unknown }>;
}

/**
 * Subscribe to a selected part of the store; re-renders only when the selection changes (Object.is).
 * The subscription lives as long as the store does (not one per render), and a new selector is
 * applied at once even when the state has not changed.
 */
export function useStoreSelector<R>(store: Store, select: (s: KernelState) => R): R {
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const cache = useRef<{ state: KernelState; select: (s: KernelState) => R; value: R } | null>(null);
  const getSnapshot = () => {
    const state = store.getState();
    const c = cache.current;
    if (c && c.state === state && c.select === select) return c.value;
    const value = select(state);
    cache.current = { state, select, value: c && Object.is(c.value, value) ? c.value : value };
    return cache.current.value;
  };
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

const identity = <T,>(x: T) => x;

export function createReactBindings(store: Store): ReactBindings {
  return {
    useKernelState: (select) => useStoreSelector(store, select),
    useSlice<T, R = T>(key: SliceKey<T>, select?: (slice: T) => R): R {
      const sel = select ?? (identity as (s: T) => R);
      return useStoreSelector(store, (s) => sel(s.slices[key.id] as T));
    },
  };
}

/**
 * React hooks over the kernel store. Imported only by React code (the lazy UI chunk, the host
 * React bindings, the test harness), so the eager kernel stays free of React.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { SliceKey, Store } from '../state/store';
import type { KernelState } from '../state/types';

export interface ReactBindings {
  useKernelState<R>(select: (s: KernelState) => R): R;
  useSlice<T, R = T>(key: SliceKey<T>, select?: (slice: T) => R): R;
}

/** Subscribe to a selected part of the store; re-renders only when the selection changes (Object.is). */
export function useStoreSelector<R>(store: Store, select: (s: KernelState) => R): R {
  const cache = useRef<{ state: KernelState; value: R } | null>(null);
  const getSnapshot = useCallback(() => {
    const state = store.getState();
    if (cache.current?.state === state) return cache.current.value;
    const value = select(state);
    if (cache.current && Object.is(cache.current.value, value)) {
      cache.current = { state, value: cache.current.value };
    } else cache.current = { state, value };
    return cache.current.value;
  }, [store, select]);
  return useSyncExternalStore((cb) => store.subscribe(cb), getSnapshot, getSnapshot);
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

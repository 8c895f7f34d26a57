/**
 * One store for the whole widget. Plugins own typed slices through a SliceKey handle
 * (ProseMirror's PluginKey idea): other plugins import the key, never a string.
 *
 * The eager kernel only builds state and replaces it whole (`setState`); every update by recipe
 * goes through immer, which arrives with the lazy runtime (`enableImmerUpdates`), so hosts pay for
 * immer only once the widget is used.
 */
import type { Draft } from 'immer';
import type { KernelState } from './types';

export type Listener = (state: KernelState, prev: KernelState) => void;

/** A typed handle to a plugin-owned slice of state. */
export interface SliceKey<T> { readonly id: string; readonly __type?: T }
export const createSliceKey = <T>(id: string): SliceKey<T> => ({ id });

export interface Store {
  getState(): KernelState;
  /** Replace the state (immutably built by the caller). */
  setState(next: KernelState): void;
  /** Update by an immer recipe (available once the runtime is loaded). */
  update(recipe: (draft: Draft<KernelState>) => void): void;
  subscribe(listener: Listener): () => void;
  getSlice<T>(key: SliceKey<T>): T | undefined;
  updateSlice<T>(key: SliceKey<T>, recipe: (draft: Draft<T>) => void | T): void;
}

export function createStore(initial: KernelState): Store {
  let state = initial;
  const listeners = new Set<Listener>();
  const store: Store = {
    getState: () => state,
    setState(next) {
      const prev = state;
      state = next;
      if (state !== prev) for (const l of [...listeners]) l(state, prev);
    },
    update() {
      throw new Error('Gangway store updates need the runtime: call kernel.loadRuntime() first');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSlice: <T,>(key: SliceKey<T>) => state.slices[key.id] as T | undefined,
    updateSlice<T>(key: SliceKey<T>, recipe: (draft: Draft<T>) => void | T) {
      // Same contract as immer: mutate the draft, or return a replacement value.
      store.update((d) => {
        const next = recipe(d.slices[key.id] as Draft<T>);
        if (next !== undefined) d.slices[key.id] = next as never;
      });
    },
  };
  return store;
}

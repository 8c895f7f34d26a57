// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialKernelState } from '../state/defaults';
import { enableImmerUpdates } from '../state/immer-updates';
import { createSliceKey, createStore, type Store } from '../state/store';
import type { KernelState } from '../state/types';
import { createReactBindings, useStoreSelector } from './react-bindings';

afterEach(cleanup);

const newStore = () => enableImmerUpdates(createStore(initialKernelState('light')));

function Probe({ store, select, seen }: { store: Store; select: (s: KernelState) => unknown; seen: unknown[] }) {
  const value = useStoreSelector(store, select);
  seen.push(value);
  return <output>{String(value)}</output>;
}

describe('useStoreSelector', () => {
  it('returns the new selection at once when the selector changes and the state does not', () => {
    const store = newStore();
    const seen: unknown[] = [];
    const byKey = (key: 'themeMode' | 'open') => (s: KernelState) => s.modal[key];
    const { container, rerender } = render(<Probe store={store} select={byKey('themeMode')} seen={seen} />);
    expect(container.textContent).toBe('light');
    const state = store.getState();
    seen.length = 0;
    rerender(<Probe store={store} select={byKey('open')} seen={seen} />);
    expect(store.getState()).toBe(state);
    // The very first render with the new selector already has its value: never the stale one.
    expect(seen).toEqual([false]);
    expect(container.textContent).toBe('false');
  });

  it('keeps following the state with the latest selector', () => {
    const store = newStore();
    const seen: unknown[] = [];
    const { container, rerender } = render(<Probe store={store} select={(s) => s.modal.themeMode} seen={seen} />);
    rerender(<Probe store={store} select={(s) => s.modal.open} seen={seen} />);
    act(() => store.update((d) => { d.modal.themeMode = 'dark'; d.modal.open = true; }));
    expect(container.textContent).toBe('true');
  });

  it('subscribes once per mounted component, not once per render, and unsubscribes on unmount', () => {
    const store = newStore();
    const realSubscribe = store.subscribe.bind(store);
    const unsubscribe = vi.fn();
    const subscribe = vi.spyOn(store, 'subscribe').mockImplementation((listener) => {
      const off = realSubscribe(listener);
      return () => { unsubscribe(); off(); };
    });
    const seen: unknown[] = [];
    const { rerender, unmount } = render(<Probe store={store} select={(s) => s.modal.open} seen={seen} />);
    for (let i = 0; i < 5; i++) rerender(<Probe store={store} select={(s) => `${s.modal.open}:${i}`} seen={seen} />);
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(unsubscribe).not.toHaveBeenCalled();
    // Still live after the re-renders: a state change reaches the component.
    act(() => store.update((d) => { d.modal.open = true; }));
    expect(seen.at(-1)).toBe('true:4');
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('does not re-render when an unrelated part of the state changes', () => {
    const store = newStore();
    const seen: unknown[] = [];
    render(<Probe store={store} select={(s) => s.modal.themeMode} seen={seen} />);
    const before = seen.length;
    act(() => store.update((d) => { d.modal.open = true; }));
    expect(seen.length).toBe(before);
    act(() => store.update((d) => { d.modal.themeMode = 'dark'; }));
    expect(seen.at(-1)).toBe('dark');
  });
});

describe('useSlice', () => {
  it('applies a changed slice selector at once', () => {
    const store = newStore();
    const key = createSliceKey<{ a: number; b: number }>('t.slice');
    store.update((d) => { d.slices[key.id] = { a: 1, b: 2 } as never; });
    const { useSlice } = createReactBindings(store);
    function View({ field }: { field: 'a' | 'b' }) {
      return <output>{useSlice(key, (s) => s[field])}</output>;
    }
    const { container, rerender } = render(<View field="a" />);
    expect(container.textContent).toBe('1');
    rerender(<View field="b" />);
    expect(container.textContent).toBe('2');
  });
});

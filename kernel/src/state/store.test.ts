import { enableImmerUpdates } from './immer-updates';
import { describe, expect, it, vi } from 'vitest';
import { initialKernelState } from './defaults';
import { createSliceKey, createStore } from './store';
import { patchAccount, resetAccount, setNetworkDraft } from './chain-actions';
import { testDevnet } from '../testing/networks.test-util';

describe('store', () => {
  it('notifies subscribers with immutable snapshots and skips no-op updates', () => {
    const store = enableImmerUpdates(createStore(initialKernelState('dark')));
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.update((d) => { d.modal.open = true; });
    expect(before.modal.open).toBe(false);
    expect(store.getState().modal.open).toBe(true);
    store.update(() => {});
    expect(listener).toHaveBeenCalledOnce();
  });

  it('gives plugins typed slices through a key', () => {
    const store = enableImmerUpdates(createStore(initialKernelState('light')));
    const key = createSliceKey<{ n: number }>('counter');
    store.update((d) => { d.slices[key.id] = { n: 1 }; });
    store.updateSlice(key, (s) => { s.n += 1; });
    expect(store.getSlice(key)).toEqual({ n: 2 });
    store.updateSlice(key, () => ({ n: 10 }));
    expect(store.getSlice(key)?.n).toBe(10);
  });

  it('keeps the global active address and network in step with the active chain', () => {
    const store = enableImmerUpdates(createStore(initialKernelState('light')));
    store.update((d) => { setNetworkDraft(d, 'eip155', testDevnet); });
    store.update((d) => { patchAccount(d, 'eip155', { status: 'connected', address: '0xabc' }); });
    const s = store.getState();
    expect(s.activeChain).toBe('eip155');
    expect(s.activeCaipNetwork?.caipNetworkId).toBe('eip155:31337');
    expect(s.activeCaipAddress).toBe('eip155:31337:0xabc');
    store.update((d) => { resetAccount(d, 'eip155'); });
    expect(store.getState().activeCaipAddress).toBeUndefined();
    expect(store.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337');
  });
});

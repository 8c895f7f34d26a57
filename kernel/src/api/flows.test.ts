import { describe, expect, it, vi } from 'vitest';
import { createKernel } from './kernel';
import { patchAccount } from '../state/chain-actions';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet, testMainnet } from '../testing/networks.test-util';

describe('switchNetwork', () => {
  it("with no plugin serving the connected namespace: spec §8 \"Adapter for namespace {ns} doesn't exist\", and the network stays", async () => {
    const k = createKernel({ projectId: 'p1', networks: [testDevnet, testMainnet], basic: true }, { storage: memoryStorage(), fetch: vi.fn() as never });
    await k.loadRuntime();
    k.store.update((d) => { patchAccount(d, 'eip155', { status: 'connected', address: '0x0000000000000000000000000000000000000001' }); });
    const before = k.store.getState().chains.eip155?.network.caipNetwork?.caipNetworkId;
    await expect(k.switchNetwork('eip155:1')).rejects.toMatchObject({ code: 'ADAPTER_NOT_FOUND', message: "Adapter for namespace eip155 doesn't exist" });
    expect(k.store.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe(before);
  });
});

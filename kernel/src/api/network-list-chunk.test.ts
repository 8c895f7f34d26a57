/**
 * The host's network-list calls (addNetwork, removeNetwork, getProvider) live in the connection flows'
 * chunk, out of the runtime's: a call before the chunk arrived waits for it, a chunk that fails to load
 * gives the catalogue's CODE_LOAD_FAILED and changes nothing, and the next call loads it again.
 */
import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../errors';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet, testMainnet } from '../testing/networks.test-util';
import { createGangway } from './create-gangway';

// The flows' module fails to load while `failing` is on (as a chunk the loader gave up on would).
const chunk = vi.hoisted(() => ({ failing: false, loads: 0 }));
vi.mock('./flows', async (importOriginal) => {
  chunk.loads++;
  if (chunk.failing) throw new Error('Loading chunk gangway-flows failed.');
  return importOriginal();
});

const make = () => createGangway({ projectId: 'p1', basic: true, networks: [testDevnet] }, { skipStartup: true, storage: memoryStorage(), fetch: vi.fn() as never });

describe('the network-list calls, in the flows chunk', () => {
  it('a failed load gives the catalogue error and changes nothing; the next call loads the chunk and adds the network', async () => {
    const g = make();
    chunk.failing = true;
    const loads = chunk.loads;
    await expect(g.addNetwork(testMainnet)).rejects.toMatchObject({ name: 'GangwayError', code: 'CODE_LOAD_FAILED', message: ERRORS.CODE_LOAD_FAILED });
    await expect(g.getProvider('eip155')).rejects.toMatchObject({ code: 'CODE_LOAD_FAILED' });
    expect(chunk.loads).toBeGreaterThan(loads);
    expect(g.kernel.options.networks.map((n) => n.caipNetworkId)).toEqual([testDevnet.caipNetworkId]);
    expect(g.getState().chains.eip155?.network.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual([testDevnet.caipNetworkId]);

    chunk.failing = false;
    // Called before the chunk (and the runtime) arrived: the call waits for both.
    const added = g.addNetwork(testMainnet);
    const removed = added.then(() => g.removeNetwork('eip155', testMainnet.caipNetworkId));
    await expect(added).resolves.toMatchObject({ caipNetworkId: testMainnet.caipNetworkId });
    await removed;
    expect(g.kernel.options.networks.map((n) => n.caipNetworkId)).toEqual([testDevnet.caipNetworkId]);
    const after = chunk.loads;
    await expect(g.getProvider('eip155')).resolves.toBeUndefined();
    expect(chunk.loads).toBe(after); // memoised once loaded
  });
});

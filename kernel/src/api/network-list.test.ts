// Spec §5 "The chain adapter must exist for add or remove network" and spec §8's adapter messages,
// through the host instance.
import { describe, expect, it, vi } from 'vitest';
import { createGangway } from './create-gangway';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet, testMainnet, testSolana } from '../testing/networks.test-util';
import type { Network } from '../state/types';

const polkadot: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', chainNamespace: 'polkadot', name: 'Polkadot',
  nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 }, rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
};
const make = (extra: Record<string, unknown> = {}) =>
  createGangway({ projectId: 'p1', networks: [testDevnet, testMainnet], basic: true, ...extra } as never, { storage: memoryStorage(), fetch: vi.fn() as never, skipStartup: true });

describe('adding and removing networks', () => {
  it("refuses a namespace no adapter serves with \"Adapter for namespace {ns} doesn't exist\", and the list stays", async () => {
    const g = make();
    await expect(g.addNetwork(testSolana)).rejects.toMatchObject({ code: 'ADAPTER_NOT_FOUND', message: "Adapter for namespace solana doesn't exist" });
    await expect(g.removeNetwork('solana', testSolana.caipNetworkId)).rejects.toThrow("Adapter for namespace solana doesn't exist");
    expect(g.getState().chains.solana).toBeUndefined();
    expect(g.kernel.options.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:1']);
  });

  it('adds a network of a namespace its adapter serves, as a new chain of the state', async () => {
    // An adapter package's object: its plugin's manifest says the type serves solana.
    const g = make({ adapters: [{ type: 'solana', plugins: [{ id: 'adapter-solana', apiVersion: 2, adapter: { type: 'solana', namespace: 'solana' }, setup() {} }] }] });
    await g.addNetwork(testSolana);
    expect(g.getState().chains.solana?.network.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual([testSolana.caipNetworkId]);
    expect(g.getState().chains.solana?.network.caipNetwork?.caipNetworkId).toBe(testSolana.caipNetworkId);
    // Adding it again changes nothing.
    await g.addNetwork(testSolana);
    expect(g.getState().chains.solana?.network.requestedCaipNetworks).toHaveLength(1);
  });

  it('a universal adapter without a namespace serves every namespace; one with a namespace only that one', async () => {
    await expect(make({ adapters: [{ type: 'universal' }] }).addNetwork(polkadot)).resolves.toMatchObject({ caipNetworkId: polkadot.caipNetworkId });
    await expect(make({ adapters: [{ type: 'universal', namespace: 'solana' }] }).addNetwork(polkadot)).rejects.toThrow("Adapter for namespace polkadot doesn't exist");
  });

  it("adds to a namespace of the configured networks without an adapter (the widget's own chain plugin serves it)", async () => {
    const g = make();
    const extra = { ...testMainnet, id: 10, caipNetworkId: 'eip155:10', name: 'OP' };
    await g.addNetwork(extra);
    expect(g.getState().chains.eip155?.network.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:1', 'eip155:10']);
  });

  it('checks the network it is given (spec §5 schema messages)', async () => {
    await expect(make().addNetwork({ id: 5, chainNamespace: 'eip155' } as never)).rejects.toThrow(/Invalid network: name: Required/);
  });

  it('removes a network; the current one moves the namespace to the first remaining; never the last', async () => {
    const g = make();
    expect(g.getNetwork('eip155')?.caipNetworkId).toBe('eip155:31337');
    await g.removeNetwork('eip155', 'eip155:31337');
    expect(g.getNetwork('eip155')?.caipNetworkId).toBe('eip155:1');
    expect(g.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1');
    expect(g.getState().chains.eip155?.network.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:1']);
    await expect(g.removeNetwork('eip155', 'eip155:1')).rejects.toThrow('The last network of namespace eip155 cannot be removed');
    await expect(g.removeNetwork('eip155', 'eip155:5')).rejects.toThrow('Network not found');
  });
});

describe('the instance names the missing adapter', () => {
  it("getProvider and disconnect on a namespace nothing serves: \"Adapter for namespace {ns} doesn't exist\"", async () => {
    const g = make();
    await expect(g.getProvider('bip122')).rejects.toMatchObject({ code: 'ADAPTER_NOT_FOUND', message: "Adapter for namespace bip122 doesn't exist" });
    await expect(g.disconnect('solana')).rejects.toThrow("Adapter for namespace solana doesn't exist");
    // A served namespace with nobody connected: no provider, no error.
    await expect(g.getProvider('eip155')).resolves.toBeUndefined();
  });
});

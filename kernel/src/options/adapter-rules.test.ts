// The `adapters` option's checks (spec §1 types, declared by each adapter's plugin; adapter-rules.ts decisions).
import { describe, expect, it } from 'vitest';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { parseOptions } from './schema';
import { assertAdapters, hasAdapter } from './adapter-rules';
import { createGangway } from '../api/create-gangway';
import { testDevnet } from '../testing/networks.test-util';

const base = { projectId: 'p', networks: [testDevnet] };

/** An adapter package's object as it comes: its plugin's manifest declares the type and the namespace it implies. */
const adapterOf = (type: string, implied?: string, namespace?: string) => ({
  type, ...(namespace ? { namespace } : {}),
  plugins: [{ id: `adapter-${type}`, apiVersion: PLUGIN_API_VERSION, adapter: { type, ...(implied ? { namespace: implied } : {}) }, setup() {} }],
});

describe('adapters option', () => {
  it("takes the type its plugin declares, 'universal' without one, and refuses any other, naming it", () => {
    expect(() => assertAdapters([adapterOf('wagmi', 'eip155'), adapterOf('bitcoin', 'bip122'), { type: 'universal', namespace: 'solana' }])).not.toThrow();
    expect(() => parseOptions({ ...base, adapters: [{ type: 7 }] })).toThrow('adapters.0.type: Expected string received number');
    // A plain object (or a plugin declaring another type) says nothing of its namespace: refused at createGangway.
    expect(() => createGangway({ ...base, adapters: [{ type: 'viem' }] } as never))
      .toThrow('adapters.0.type: Unknown adapter type viem');
    expect(() => assertAdapters([{ ...adapterOf('ethers', 'eip155'), type: 'wagmi' }])).toThrow('Unknown adapter type wagmi');
    expect(() => assertAdapters([{ type: '' }])).toThrow('adapters.0.type: Unknown adapter type');
  });

  it('refuses two adapters for one namespace, naming both', async () => {
    // createGangway checks it in development builds (this one), the runtime in every build (runtime.ts).
    expect(() => createGangway({ ...base, adapters: [adapterOf('wagmi', 'eip155'), adapterOf('ethers', 'eip155')] } as never)).toThrow('adapters.1: Adapters wagmi and ethers both serve namespace eip155');
    expect(() => assertAdapters([{ type: 'universal' }, adapterOf('universal')])).toThrow('both serve namespace every namespace');
    expect(() => assertAdapters([adapterOf('wagmi', 'eip155'), adapterOf('solana', 'solana'), adapterOf('bitcoin', 'bip122')])).not.toThrow();
    // The host's namespace wins over the one the type implies.
    expect(() => assertAdapters([adapterOf('wagmi', 'eip155'), adapterOf('ethers', 'eip155', 'polkadot')])).not.toThrow();
    // The runtime's check (what a production build relies on).
    const { installRuntime } = await import('../api/runtime');
    const { createKernel } = await import('../api/kernel');
    const k = createKernel({ ...base, adapters: [adapterOf('solana', 'solana')] }, { skipStartup: true });
    k.options = { ...k.options, adapters: [adapterOf('solana', 'solana'), { type: 'universal', namespace: 'solana' }] };
    expect(() => installRuntime(k)).toThrow('adapters.1: Adapters solana and universal both serve namespace solana');
  });

  it("adds an adapter's plugin manifests to the plugin list, after the host's own", () => {
    const mine = { id: 'mine', apiVersion: 2, setup() {} };
    const adapterPlugin = { id: 'adapter-x', apiVersion: 2, setup() {} };
    const o = parseOptions({ ...base, plugins: [mine], adapters: [{ type: 'ethers', plugins: [adapterPlugin] }] });
    expect(o.plugins).toEqual([mine, adapterPlugin]);
    expect(parseOptions(base).plugins).toEqual([]);
    // Listed by the host already (same id): once.
    expect(parseOptions({ ...base, plugins: [adapterPlugin], adapters: [{ type: 'ethers', plugins: [adapterPlugin] }] }).plugins).toEqual([adapterPlugin]);
  });

  it('a namespace is served by an adapter for it, a universal adapter without one, or a configured network', () => {
    const o = (adapters: { type: string; namespace?: string }[]) => ({ adapters, networks: [testDevnet] });
    expect(hasAdapter(o([]), 'eip155')).toBe(true);
    expect(hasAdapter(o([]), 'solana')).toBe(false);
    expect(hasAdapter(o([adapterOf('solana', 'solana')]), 'solana')).toBe(true);
    expect(hasAdapter(o([adapterOf('bitcoin', 'bip122')]), 'bip122')).toBe(true);
    expect(hasAdapter(o([adapterOf('bitcoin', 'bip122')]), 'solana')).toBe(false);
    expect(hasAdapter(o([{ type: 'universal' }]), 'cosmos')).toBe(true);
    expect(hasAdapter(o([{ type: 'universal', namespace: 'polkadot' }]), 'cosmos')).toBe(false);
  });
});

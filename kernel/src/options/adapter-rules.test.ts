// The `adapters` option's checks (spec §1 types; adapter-rules.ts decisions).
import { describe, expect, it } from 'vitest';
import { parseOptions } from './schema';
import { assertAdapters, hasAdapter } from './adapter-rules';
import { createGangway } from '../api/create-gangway';
import { testDevnet } from '../testing/networks';

const base = { projectId: 'p', networks: [testDevnet] };

describe('adapters option', () => {
  it('accepts the six spec types and refuses any other', () => {
    for (const type of ['universal', 'solana', 'wagmi', 'ethers', 'ethers5', 'bitcoin']) expect(() => parseOptions({ ...base, adapters: [{ type }] })).not.toThrow();
    expect(() => parseOptions({ ...base, adapters: [{ type: 'viem' }] })).toThrow(/adapters\.0\.type: Invalid input/);
  });

  it('refuses two adapters for one namespace, naming both', async () => {
    // createGangway checks it in development builds (this one), the runtime in every build (runtime.ts).
    expect(() => createGangway({ ...base, adapters: [{ type: 'wagmi' }, { type: 'ethers' }] } as never)).toThrow('adapters.1: Adapters wagmi and ethers both serve namespace eip155');
    expect(() => assertAdapters([{ type: 'universal' }, { type: 'universal' }])).toThrow('both serve namespace every namespace');
    expect(() => assertAdapters([{ type: 'wagmi' }, { type: 'solana' }, { type: 'bitcoin' }])).not.toThrow();
    // The runtime's check (what a production build relies on).
    const { installRuntime } = await import('../api/runtime');
    const { createKernel } = await import('../api/kernel');
    const k = createKernel({ ...base, adapters: [{ type: 'solana' }] }, { skipStartup: true });
    k.options = { ...k.options, adapters: [{ type: 'solana' }, { type: 'solana', namespace: 'solana' }] };
    expect(() => installRuntime(k)).toThrow('adapters.1: Adapters solana and solana both serve namespace solana');
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
    expect(hasAdapter(o([{ type: 'solana' }]), 'solana')).toBe(true);
    expect(hasAdapter(o([{ type: 'bitcoin' }]), 'bip122')).toBe(true);
    expect(hasAdapter(o([{ type: 'universal' }]), 'cosmos')).toBe(true);
    expect(hasAdapter(o([{ type: 'universal', namespace: 'polkadot' }]), 'cosmos')).toBe(false);
  });
});

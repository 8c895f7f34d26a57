/**
 * The manifests marked checked (markChecked: the built-ins and the adapters' plugins) are registered by
 * a production runtime without fetching the manifest checks (kernel/src/api/kernel.ts). Here they are
 * held to those checks, their deferred details merged: each one sound, and together nothing claimed
 * twice and contributions only to slots a built-in plugin declares — so any list of them with distinct
 * ids passes the registry check as well (a claim clash in a sub-list would be one here).
 */
import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '@gangway/kernel';
import { allChecked, manifestProblems, registryProblems } from '@gangway/kernel/testing';
import { adapterBitcoinManifest } from '@gangway/adapter-bitcoin/manifest';
import { adapterEthersManifest } from '@gangway/adapter-ethers/manifest';
import { adapterEthers5Manifest } from '@gangway/adapter-ethers5/manifest';
import { adapterSolanaManifest } from '@gangway/adapter-solana/manifest';
import { adapterUniversalManifest } from '@gangway/adapter-universal/manifest';
import { adapterWagmiManifest } from '@gangway/adapter-wagmi/manifest';
import { builtinPlugins } from './index';

const marked: PluginManifest[] = [
  ...builtinPlugins,
  adapterBitcoinManifest, adapterEthersManifest, adapterEthers5Manifest, adapterSolanaManifest, adapterUniversalManifest, adapterWagmiManifest,
];
/** As the kernel registers them: the deferred details merged in. */
const merged = () => Promise.all(marked.map(async (m) => ({ ...m, ...(await m.details?.()), details: undefined }) as PluginManifest));

describe('the manifests marked checked', () => {
  it('are the built-in list and the adapters\' plugins, all marked', () => {
    expect(allChecked(marked)).toBe(true);
    expect(builtinPlugins.length).toBeGreaterThan(20);
  });

  it('each passes the manifest check, details merged', async () => {
    for (const m of await merged()) expect(manifestProblems(m), m.id).toEqual([]);
  });

  it('together claim nothing twice and contribute to their own slots only', async () => {
    const all = await merged();
    expect(registryProblems(all)).toEqual([]);
    const declared = new Set(all.flatMap((m) => m.slots ?? []));
    const contributions = all.flatMap((m) => Object.keys(m.contributes ?? {}).map((slot) => `${m.id} → ${slot}`));
    expect(contributions.length).toBeGreaterThan(0);
    for (const c of contributions) expect(declared.has(c.split(' → ')[1]!), c).toBe(true);
  });
});

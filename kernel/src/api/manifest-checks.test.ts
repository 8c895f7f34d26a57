/**
 * The manifest checks (assert-plugins.ts) when the runtime loads: a production build fetches them, in
 * the runtime's wave, only for a list with a manifest not marked checked (markChecked: the built-ins
 * and the adapters' plugins, held to the checks by plugins/builtin/src/checked.test.ts) or an id listed
 * twice; a development build always checks (with the manifests' details merged). A bad third-party
 * manifest, or one that collides with a built-in, fails the load with INVALID_MANIFEST naming it; a
 * checks chunk that fails to load gives CODE_LOAD_FAILED and the next call fetches it again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../errors';
import { defineManifest, definePlugin, markChecked } from '../plugins/define';
import type { PluginManifest } from '../plugins/manifest';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';
import { createKernel } from './kernel';

// The checks' chunk, watched; it fails to load while `failing` is on (as a chunk the loader gave up on).
const chunk = vi.hoisted(() => ({ failing: false, loads: 0, calls: 0 }));
vi.mock('../plugins/manifest-checks', async (importOriginal) => {
  chunk.loads++;
  if (chunk.failing) throw new Error('Loading chunk gangway-manifest-checks failed.');
  const real = await importOriginal<typeof import('../plugins/manifest-checks')>();
  return { assertPlugins: (list: readonly unknown[]) => { chunk.calls++; real.assertPlugins(list); } };
});

const load = async () => definePlugin(() => {});
const plugin = (id: string, extra: Partial<PluginManifest> = {}): PluginManifest => ({ id, apiVersion: PLUGIN_API_VERSION, load, ...extra });
/** Stand-ins for the built-ins: marked, as plugins/builtin marks its list. */
const builtin = () => markChecked([plugin('connect', { views: ['Connect'] }), plugin('account', { views: ['Account'], details: async () => ({ contributes: { 'account.tabs': [{ id: 'nfts', label: 'NFTs' }] } }) })]);
const kernel = (plugins: PluginManifest[]) => createKernel({ projectId: 'p1', basic: true, networks: [testDevnet], plugins }, { skipStartup: true, storage: memoryStorage() });
/** A production build's runtime load (createKernel's eager development check skipped). */
const productionLoad = (plugins: PluginManifest[]) => {
  vi.stubEnv('NODE_ENV', 'production');
  const k = kernel(plugins);
  return { k, loaded: k.loadRuntime() };
};

afterEach(() => {
  vi.unstubAllEnvs();
  chunk.calls = 0;
});

describe('the manifest checks when the runtime loads', () => {
  it('a checks chunk that fails to load gives CODE_LOAD_FAILED and installs nothing; the next call fetches it again', async () => {
    // First in this file: once loaded, the module stays in the test's module registry.
    chunk.failing = true;
    const loads = chunk.loads;
    const { k, loaded } = productionLoad([...builtin(), plugin('mine')]);
    await expect(loaded).rejects.toMatchObject({ name: 'GangwayError', code: 'CODE_LOAD_FAILED', message: ERRORS.CODE_LOAD_FAILED });
    expect(chunk.loads).toBeGreaterThan(loads);
    expect(k.plugins).toBeUndefined();
    chunk.failing = false;
    const ready = await k.loadRuntime();
    expect(chunk.calls).toBe(1);
    expect(ready.plugins.manifest('mine')).toBeDefined();
  });

  it('a production build registers a list of marked manifests without the checks', async () => {
    const k = await productionLoad(builtin()).loaded;
    expect(chunk.calls).toBe(0);
    expect(k.plugins.manifests().map((m) => m.id)).toEqual(['connect', 'account']);
  });

  it('a production build checks a list with another manifest: a bad one fails the load, naming it', async () => {
    const bad = plugin('hovery', { activationEvents: ['onHover'] });
    const { k, loaded } = productionLoad([...builtin(), bad]);
    await expect(loaded).rejects.toMatchObject({ code: 'INVALID_MANIFEST', message: expect.stringMatching(/hovery[\s\S]*unknown activation event 'onHover'/) });
    expect(chunk.calls).toBe(1);
    expect(k.plugins).toBeUndefined();
  });

  it('…and a collision between a third-party manifest and a built-in names both', async () => {
    const { loaded } = productionLoad([...builtin(), plugin('my-connect', { views: ['Connect'] })]);
    await expect(loaded).rejects.toMatchObject({ code: 'INVALID_MANIFEST', message: expect.stringContaining("plugins connect and my-connect both claim view 'Connect'") });
  });

  it('…and a sound third-party manifest loads, checked with its details merged', async () => {
    const tabs = plugin('tabs', { details: async () => ({ contributes: { 'account.tabs': [{ id: 'extra', label: 'Extra' }] } }) });
    const k = await productionLoad([...builtin(), tabs]).loaded;
    expect(chunk.calls).toBe(1);
    expect(k.plugins.manifest('tabs')?.contributes).toEqual({ 'account.tabs': [{ id: 'extra', label: 'Extra' }] });
    const clash = plugin('clash', { details: async () => ({ contributes: { 'account.tabs': [{ id: 'nfts', label: 'Mine' }] } }) });
    await expect(productionLoad([...builtin(), clash]).loaded).rejects.toThrow("plugins account and clash both claim slot entry 'account.tabs/nfts'");
  });

  it('a marked manifest listed twice, or a host\'s changed copy of one, is checked', async () => {
    const list = builtin();
    await expect(productionLoad([...list, list[0]!]).loaded).rejects.toThrow('plugin connect is registered twice');
    const copy = { ...list[1]!, activationEvents: ['onHover'] };
    await expect(productionLoad([list[0]!, copy]).loaded).rejects.toThrow(/account[\s\S]*unknown activation event 'onHover'/);
  });

  it('a development build checks every list, the details merged', async () => {
    const contributor = defineManifest(plugin('contributor', { views: ['Mine'], details: async () => ({ titles: { Ghost: 'view.Ghost' } }) }));
    await expect(kernel([...builtin(), contributor]).loadRuntime()).rejects.toThrow("title of view 'Ghost', which the plugin does not declare");
    await kernel(builtin()).loadRuntime();
    expect(chunk.calls).toBe(2);
  });
});

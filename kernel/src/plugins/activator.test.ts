import { enableImmerUpdates } from '../state/immer-updates';
import { describe, expect, it, vi } from 'vitest';
import { createKernelHooks } from '../hooks/declarations';
import { initialKernelState } from '../state/defaults';
import { createStore } from '../state/store';
import { createPluginHarness } from '../testing/harness';
import { testDevnet, testMainnet } from '../testing/networks.test-util';
import { createActivator } from './activator';
import { defineManifest, definePlugin } from './define';
import { PLUGIN_API_VERSION, type PluginManifest } from './types';

function setup(options: unknown = { features: { send: true, pay: false } }) {
  const store = enableImmerUpdates(createStore(initialKernelState("light")));
  const hooks = createKernelHooks();
  const setups: string[] = [];
  const activator = createActivator({ store, hooks, options: () => options, createApi: (m) => ({ id: m.id }) as never });
  const plugin = (id: string, extra: Partial<PluginManifest> = {}): PluginManifest => ({
    id, apiVersion: PLUGIN_API_VERSION,
    load: async () => ({ setup: () => { setups.push(id); } }),
    ...extra,
  });
  return { store, hooks, setups, activator, plugin };
}

describe('activator', () => {
  it('activates on first need only, once, dependencies first', async () => {
    const { activator, plugin, setups, store } = setup();
    activator.register(plugin('base'));
    activator.register(plugin('send', { feature: 'features.send', views: ['Send'], dependsOn: ['base'] }));
    expect(setups).toEqual([]);
    await Promise.all([activator.activateFor('onView:Send'), activator.activateFor('onView:Send')]);
    expect(setups).toEqual(['base', 'send']);
    expect(store.getState().plugins.send.status).toBe('active');
    expect(typeof store.getState().plugins.send.ms).toBe('number');
  });

  it('records why and when each plugin activated, and its load and setup times', async () => {
    const store = enableImmerUpdates(createStore(initialKernelState('light')));
    let clock = 1000;
    const activator = createActivator({ store, hooks: createKernelHooks(), options: () => ({}), now: () => clock,
      createApi: (m) => ({ id: m.id }) as never });
    const slow = (id: string, loadMs: number, setupMs: number, extra: Partial<PluginManifest> = {}): PluginManifest => ({
      id, apiVersion: PLUGIN_API_VERSION, ...extra,
      load: async () => { clock += loadMs; return { setup: () => { clock += setupMs; } }; },
    });
    activator.register(slow('base', 5, 2), slow('send', 30, 7, { views: ['Send'], dependsOn: ['base'] }), slow('later', 1, 1));
    await activator.activateFor('onView:Send');
    await activator.activate('later');
    const { plugins } = store.getState();
    expect(plugins.send).toMatchObject({ status: 'active', reason: 'onView:Send', at: 1000, loadMs: 30, setupMs: 7, ms: 44 });
    expect(plugins.base).toMatchObject({ status: 'active', reason: 'dependency of send', at: 1000, loadMs: 5, setupMs: 2 });
    expect(plugins.later).toMatchObject({ reason: 'activate', at: 1044, loadMs: 1, setupMs: 1 });
  });

  it('records the reason of a failed activation too', async () => {
    const { activator, plugin, store } = setup();
    activator.register(plugin('broken', { activationEvents: ['onNamespace:solana'], load: async () => { throw new Error('chunk gone'); } }));
    await activator.activateFor('onNamespace:solana');
    expect(store.getState().plugins.broken).toMatchObject({ status: 'failed', error: 'chunk gone', reason: 'onNamespace:solana' });
    await activator.retry('broken');
    expect(store.getState().plugins.broken).toMatchObject({ status: 'failed', reason: 'retry' });
  });

  it('never loads a plugin whose switch is off', async () => {
    const { activator, plugin, store } = setup();
    const load = vi.fn();
    activator.register(plugin('pay', { feature: 'features.pay', views: ['Pay'], load }));
    expect(await activator.activate('pay')).toBe(false);
    await activator.activateFor('onView:Pay');
    expect(load).not.toHaveBeenCalled();
    expect(store.getState().plugins.pay.status).toBe('disabled');
    expect(activator.ownerOfView('Pay')).toBeUndefined();
  });

  it('records the switched-off plugins of one registration in one store update', () => {
    const { activator, plugin, store } = setup({ features: {} });
    const updates = vi.fn();
    store.subscribe(updates);
    activator.register(plugin('a', { feature: 'features.a' }), plugin('b', { feature: 'features.b' }), plugin('c'));
    expect(updates).toHaveBeenCalledTimes(1);
    expect([store.getState().plugins.a?.status, store.getState().plugins.b?.status, store.getState().plugins.c]).toEqual(['disabled', 'disabled', undefined]);
  });

  it('isolates a plugin that throws in setup and fires pluginFailed', async () => {
    const { activator, plugin, hooks, store } = setup();
    const failed = vi.fn();
    hooks.pluginFailed.tap('test', failed);
    activator.register(plugin('bad', { load: async () => ({ setup: () => { throw new Error('boom'); } }) }));
    activator.register(plugin('good'));
    expect(await activator.activate('bad')).toBe(false);
    expect(await activator.activate('good')).toBe(true);
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ id: 'bad' }));
    expect(store.getState().plugins.bad).toMatchObject({ status: 'failed', error: 'boom' });
  });

  it('fails a plugin whose dependency is unavailable, and one with a foreign API version', async () => {
    const { activator, plugin, store } = setup();
    activator.register(plugin('needs-pay', { dependsOn: ['pay'] }));
    activator.register(plugin('pay', { feature: 'features.pay' }));
    activator.register(plugin('future', { apiVersion: 99 }));
    expect(await activator.activate('needs-pay')).toBe(false);
    expect(store.getState().plugins['needs-pay'].error).toContain('pay');
    expect(await activator.activate('future')).toBe(false);
    expect(store.getState().plugins.future.error).toContain('API version');
  });

  it('treats an empty list switch as off and a non-empty one as on', async () => {
    const { activator, plugin } = setup({ features: { swaps: [], onramp: ['meld'] } });
    activator.register(plugin('swaps', { feature: 'features.swaps' }));
    activator.register(plugin('onramp', { feature: 'features.onramp' }));
    expect(activator.isEnabled('swaps')).toBe(false);
    expect(activator.isEnabled('onramp')).toBe(true);
  });
});

describe('API version check', () => {
  it("fails a manifest declaring another API version, naming the plugin and both versions; the rest keeps working", async () => {
    const { activator, plugin, setups, store, hooks } = setup();
    const failed = vi.fn();
    hooks.pluginFailed.tap('test', failed);
    const load = vi.fn(async () => ({ setup: () => { setups.push('old'); } }));
    activator.register(plugin('old', { apiVersion: 1, views: ['Old'], load }));
    activator.register(plugin('current', { views: ['Current'] }));
    expect(await activator.activate('old')).toBe(false);
    const { error, status } = store.getState().plugins.old;
    expect(status).toBe('failed');
    expect(error).toBe(`Plugin old declares plugin API version 1; this kernel speaks ${PLUGIN_API_VERSION}`);
    expect(PLUGIN_API_VERSION).not.toBe(1);
    expect(load).not.toHaveBeenCalled(); // refused before its code is fetched
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ id: 'old' }));
    await activator.activateFor('onView:Current');
    expect(setups).toEqual(['current']);
    expect(store.getState().plugins.current.status).toBe('active');
  });

  it('fails a module stamped by definePlugin of another kernel version, without running its setup', async () => {
    const { activator, plugin, store, setups } = setup();
    const stale = vi.fn();
    activator.register(plugin('remote-old', { load: async () => ({ setup: stale, apiVersion: 1 }) }));
    activator.register(plugin('default-export', { load: async () => ({ default: { setup: stale, apiVersion: 3 } }) }));
    activator.register(plugin('ok'));
    expect(await activator.activate('remote-old')).toBe(false);
    expect(store.getState().plugins['remote-old'].error).toBe(`Plugin remote-old was built for plugin API version 1; this kernel speaks ${PLUGIN_API_VERSION}`);
    expect(await activator.activate('default-export')).toBe(false);
    expect(store.getState().plugins['default-export'].error).toContain('was built for plugin API version 3');
    expect(stale).not.toHaveBeenCalled();
    expect(await activator.activate('ok')).toBe(true);
    expect(setups).toEqual(['ok']);
  });

  it('accepts a module stamped with this version, and an unstamped one', async () => {
    const { activator, plugin } = setup();
    activator.register(plugin('stamped', { load: async () => definePlugin(() => {}) }));
    activator.register(plugin('plain'));
    expect(await activator.activate('stamped')).toBe(true);
    expect(await activator.activate('plain')).toBe(true);
  });
});

describe('activation events in a running kernel', () => {
  /** A plugin that records when it was set up and what it saw of the given hooks. */
  function watcher(id: string, activationEvents: string[], log: string[]) {
    return defineManifest({ id, apiVersion: PLUGIN_API_VERSION, activationEvents,
      load: async () => definePlugin((api) => {
        log.push(`${id}:setup`);
        api.hooks.afterOpen.tap(id, () => { log.push(`${id}:afterOpen`); });
        api.hooks.openFinished.tap(id, () => { log.push(`${id}:openFinished`); });
        api.hooks.connected.tap(id, ({ address }) => { log.push(`${id}:connected:${address}`); });
        api.hooks.accountChanged.tap(id, ({ address }) => { log.push(`${id}:accountChanged:${address ?? '-'}`); });
        api.hooks.disconnected.tap(id, ({ namespace }) => { log.push(`${id}:disconnected:${namespace}`); });
        api.hooks.networkChanged.tap(id, ({ network }) => { log.push(`${id}:networkChanged:${network.id}`); });
      }),
    });
  }
  const fakeConnector = (log: string[]) => defineManifest({ id: 'fake-connector', apiVersion: PLUGIN_API_VERSION,
    activationEvents: ['onHook:connect'], namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'],
    load: async () => definePlugin((api) => {
      log.push('fake-connector:setup');
      api.hooks.connect.tapPromise('x', async ({ connectorId }) => (connectorId === 'fake' ? { namespace: 'eip155', address: '0xabc', chainId: 31337 } : undefined));
      api.hooks.disconnect.for('eip155').tapPromise('x', async () => {});
      api.hooks.switchNetwork.for('eip155').tapPromise('x', async () => true);
    }),
  });

  it("activates onOpen and onHook:afterOpen plugins when the modal opens, and the latter sees that first afterOpen", async () => {
    const log: string[] = [];
    const h = createPluginHarness(watcher('on-open', ['onOpen'], log), { fakes: [watcher('after-open', ['onHook:afterOpen'], log), watcher('idle', ['onHook:connected'], log)] });
    expect(log).toEqual([]);
    await h.gangway.open();
    expect(h.kernel.store.getState().plugins['on-open']?.status).toBe('active');
    expect(log).toContain('after-open:afterOpen');
    expect(log).toContain('on-open:afterOpen');
    expect(log).not.toContain('idle:setup');
  });

  it('activates onOpenFinished plugins only after the open has shown its first view', async () => {
    const log: string[] = [];
    const h = createPluginHarness(watcher('on-open', ['onOpen'], log), { fakes: [watcher('after-view', ['onOpenFinished'], log)] });
    const opened = h.gangway.open();
    // Not requested with the open's wave: the open does not wait for it.
    expect(h.kernel.store.getState().plugins['after-view']?.status).not.toBe('active');
    await opened;
    await vi.waitFor(() => expect(h.kernel.store.getState().plugins['after-view']?.status).toBe('active'));
    expect(log.indexOf('on-open:setup')).toBeLessThan(log.indexOf('after-view:setup'));
    // It missed that open's afterOpen: it was not active yet.
    expect(log).not.toContain('after-view:afterOpen');
  });

  it('tells the active plugins when the open has shown its first view (openFinished), after afterOpen', async () => {
    const log: string[] = [];
    const h = createPluginHarness(watcher('on-open', ['onOpen'], log));
    await h.gangway.open();
    // Not yet: the first view has not been painted and run its entrance.
    expect(log).toContain('on-open:afterOpen');
    expect(log).not.toContain('on-open:openFinished');
    await vi.waitFor(() => expect(log).toContain('on-open:openFinished'));
    expect(log.indexOf('on-open:afterOpen')).toBeLessThan(log.indexOf('on-open:openFinished'));
    expect(log.filter((l) => l === 'on-open:openFinished')).toHaveLength(1);
  });

  it('activates onHook:connect for kernel.connect, and an onHook:connected plugin sees the first connected call', async () => {
    const log: string[] = [];
    const h = createPluginHarness(fakeConnector(log), { options: { networks: [testDevnet, testMainnet] }, fakes: [watcher('on-connected', ['onHook:connected'], log), watcher('on-account', ['onHook:accountChanged'], log)] });
    expect(log).toEqual([]);
    const result = await h.kernel.connect({ connectorId: 'fake' });
    expect(result.address).toBe('0xabc');
    expect(log).toEqual(expect.arrayContaining(['fake-connector:setup', 'on-connected:setup', 'on-connected:connected:0xabc', 'on-account:accountChanged:0xabc']));
    expect(log.filter((l) => l.startsWith('on-connected:connected'))).toHaveLength(1);
    expect(h.kernel.store.getState().activeCaipAddress).toBe('eip155:31337:0xabc');
  });

  it('activates onHook:networkChanged and onHook:disconnected plugins before those hooks fire', async () => {
    const log: string[] = [];
    const h = createPluginHarness(fakeConnector(log), { options: { networks: [testDevnet, testMainnet] }, fakes: [watcher('on-net', ['onHook:networkChanged'], log), watcher('on-disc', ['onHook:disconnected'], log)] });
    await h.kernel.connect({ connectorId: 'fake' });
    expect(log).not.toContain('on-net:setup');
    await h.kernel.switchNetwork(testMainnet);
    expect(log).toContain(`on-net:networkChanged:${testMainnet.id}`);
    expect(log).not.toContain('on-disc:setup');
    await h.kernel.disconnect('eip155');
    expect(log).toContain('on-disc:disconnected:eip155');
  });
});

import { enableImmerUpdates } from '../state/immer-updates';
import { describe, expect, it, vi } from 'vitest';
import { createKernelHooks } from '../hooks/declarations';
import { initialKernelState } from '../state/defaults';
import { createStore } from '../state/store';
import { createActivator } from './activator';
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

  it('rejects a plugin registered twice', () => {
    const { activator, plugin } = setup();
    activator.register(plugin('a'));
    expect(() => activator.register(plugin('a'))).toThrow(/twice/);
  });
});

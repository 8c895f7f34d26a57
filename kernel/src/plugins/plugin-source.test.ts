import { describe, expect, it, vi } from 'vitest';
import { enableImmerUpdates } from '../state/immer-updates';
import { createKernelHooks } from '../hooks/declarations';
import { initialKernelState } from '../state/defaults';
import { createStore } from '../state/store';
import { createActivator } from './activator';
import { isRemoteSourced } from './plugin-source';
import { loadPluginModule } from './preload';
import { activationTimeout } from './remote-trust';
import { PLUGIN_API_VERSION, type PluginManifest } from './types';

const bundled = (id: string, load: () => Promise<unknown> = vi.fn(async () => ({ setup: () => undefined }))): PluginManifest => ({ id, apiVersion: PLUGIN_API_VERSION, load: load as PluginManifest['load'] });

describe('plugin source (options.source)', () => {
  it('is bundled unless the host asks for remote bundles, globally or per plugin', () => {
    const send = bundled('send');
    expect(isRemoteSourced(send, {})).toBe(false);
    expect(isRemoteSourced(send, { source: 'bundled' })).toBe(false);
    expect(isRemoteSourced(send, { source: 'remote' })).toBe(true);
    expect(isRemoteSourced(send, { source: { send: 'remote' } })).toBe(true);
    expect(isRemoteSourced(send, { source: { account: 'remote' } })).toBe(false);
    expect(isRemoteSourced(send, { source: { '*': 'remote', send: 'bundled' } })).toBe(false);
    expect(isRemoteSourced(bundled('account'), { source: { '*': 'remote', send: 'bundled' } })).toBe(true);
  });

  it('never applies to a plugin without bundled code (a third-party remote, an inline setup)', () => {
    const third: PluginManifest = { id: 'x', apiVersion: PLUGIN_API_VERSION, remote: { name: 'x', entry: 'https://a.example/remoteEntry.js', module: './plugin', integrity: 'sha384-AAAA' } };
    expect(isRemoteSourced(third, { source: 'remote' })).toBe(false);
  });

  it('a remote-sourced plugin is never fetched from the bundled chunks, and runs against the remote deadline', () => {
    const load = vi.fn(async () => ({}));
    const send = bundled('send', load);
    expect(loadPluginModule(send, { source: 'remote' })).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(activationTimeout(send, { source: 'remote' })).toBe(10_000);
    expect(activationTimeout(send, { source: 'remote', remotes: { timeout: 1500 } })).toBe(1500);
    expect(activationTimeout(send, {})).toBeUndefined();
  });

  it('the activator loads a remote-sourced plugin through the remote bundles, the others from their chunks', async () => {
    const store = enableImmerUpdates(createStore(initialKernelState('light')));
    const setups: string[] = [];
    const options = { source: { send: 'remote' }, remoteBundles: { baseUrl: 'https://cdn.example/gw/' } };
    const loadRemoteBundle = vi.fn(async (m: PluginManifest) => ({ setup: () => { setups.push(`${m.id} (remote bundle)`); } }));
    const activator = createActivator({ store, hooks: createKernelHooks(), options: () => options, createApi: () => ({}) as never, loadRemoteBundle });
    const sendLoad = vi.fn(async () => ({ setup: () => { setups.push('send (bundled)'); } }));
    const accountLoad = vi.fn(async () => ({ setup: () => { setups.push('account (bundled)'); } }));
    activator.register(bundled('send', sendLoad), bundled('account', accountLoad));
    await activator.activate('send');
    await activator.activate('account');
    expect(setups).toEqual(['send (remote bundle)', 'account (bundled)']);
    expect(sendLoad).not.toHaveBeenCalled();
    expect(loadRemoteBundle).toHaveBeenCalledWith(expect.objectContaining({ id: 'send' }), options);
  });

  it('a remote bundle that fails leaves that plugin failed, with the reason, and the others working', async () => {
    const store = enableImmerUpdates(createStore(initialKernelState('light')));
    const activator = createActivator({
      store, hooks: createKernelHooks(), options: () => ({ source: 'remote' }), createApi: () => ({}) as never,
      loadRemoteBundle: async (m) => { if (m.id === 'send') throw new Error('Remote bundle of plugin send refused: x lists no bundle for it'); return { setup: () => undefined }; },
    });
    activator.register(bundled('send'), bundled('account'));
    expect(await activator.activate('send')).toBe(false);
    expect(store.getState().plugins.send).toMatchObject({ status: 'failed', error: 'Remote bundle of plugin send refused: x lists no bundle for it' });
    expect(await activator.activate('account')).toBe(true);
  });
});

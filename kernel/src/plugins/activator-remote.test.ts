// Remote plugins in the activator: refused before any request by origin, the activation timeout
// (10 s by default), and Retry (a failed activation is forgotten on request).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKernelHooks } from '../hooks/declarations';
import { initialKernelState } from '../state/defaults';
import { enableImmerUpdates } from '../state/immer-updates';
import { createStore } from '../state/store';
import { createActivator } from './activator';
import { PLUGIN_API_VERSION, type PluginManifest, type PluginModule } from './types';

const ORIGIN = 'https://plugins.example.com';
const remote = (id: string, extra: Partial<PluginManifest> = {}): PluginManifest => ({
  id, apiVersion: PLUGIN_API_VERSION, views: [`${id}-view`],
  remote: { name: id, entry: `${ORIGIN}/${id}/remoteEntry.js`, module: './plugin', integrity: `sha384-${'A'.repeat(64)}` },
  ...extra,
});

function setup(loadRemote: (id: string) => Promise<unknown>, remotes: unknown = { allowedOrigins: [ORIGIN] }) {
  const store = enableImmerUpdates(createStore(initialKernelState('light')));
  const hooks = createKernelHooks();
  const loads = vi.fn(loadRemote);
  const activator = createActivator({ store, hooks, options: () => ({ remotes }), createApi: (m) => ({ id: m.id }) as never, loadRemote: loads });
  return { store, hooks, activator, loads, record: (id: string) => store.getState().plugins[id] };
}
const never = () => new Promise<never>(() => {});
const module = (setup: PluginModule['setup']): PluginModule => ({ setup });

afterEach(() => { vi.useRealTimers(); });

describe('remote plugins in the activator', () => {
  it('refuses a remote from an origin the host does not allow before loading anything', async () => {
    const { activator, loads, record } = setup(async () => module(() => {}), { allowedOrigins: ['https://other.example'] });
    activator.register(remote('ex', { remote: { ...remote('ex').remote!, entry: 'https://evil.example/remoteEntry.js' } }));
    expect(await activator.activate('ex')).toBe(false);
    expect(loads).not.toHaveBeenCalled();
    expect(record('ex')).toMatchObject({ status: 'failed', error: expect.stringContaining('its origin https://evil.example is not allowed') });
  });

  it('fails a remote that has not loaded after the default 10 s, with a clear error; the rest keeps working', async () => {
    vi.useFakeTimers();
    const { activator, hooks, record } = setup(never);
    const failed = vi.fn();
    hooks.pluginFailed.tap('test', failed);
    activator.register(remote('slow'));
    activator.register({ id: 'local', apiVersion: PLUGIN_API_VERSION, load: async () => module(() => {}) });
    const result = activator.activate('slow');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(record('slow').status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(false);
    expect(record('slow')).toMatchObject({ status: 'failed', error: 'Plugin slow did not load within 10 s' });
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ id: 'slow', error: expect.objectContaining({ code: 'PLUGIN_TIMEOUT' }) }));
    expect(await activator.activate('local')).toBe(true);
  });

  it("uses the host's timeout, which also covers the remote's setup; a setup finishing late is undone", async () => {
    vi.useFakeTimers();
    const cleanup = vi.fn();
    const { activator, record } = setup(async () => module(() => new Promise((r) => setTimeout(() => r(cleanup), 3_000))), { allowedOrigins: [ORIGIN], timeout: 1_500 });
    activator.register(remote('late'));
    const result = activator.activate('late');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await result).toBe(false);
    expect(record('late').error).toBe('Plugin late did not load within 1.5 s');
    expect(cleanup).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(record('late').status).toBe('failed');
  });

  it('a plugin loaded in time keeps no timer', async () => {
    vi.useFakeTimers();
    const { activator, record } = setup(async () => module(() => {}));
    activator.register(remote('quick'));
    expect(await activator.activate('quick')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(record('quick').status).toBe('active');
  });
});

describe('retry', () => {
  it('keeps a failed activation until retry() forgets it (and its failed dependencies), then activates again', async () => {
    let down = true;
    const { activator, loads, record } = setup(async (id) => {
      if (down) throw new Error(`Loading chunk ${id} failed`);
      return module(() => {});
    });
    activator.register(remote('base'));
    activator.register(remote('feature', { dependsOn: ['base'] }));
    expect(await activator.activate('feature')).toBe(false);
    expect(record('base').error).toBe('Loading chunk base failed');
    expect(record('feature').error).toBe('Plugin feature needs base, which is unavailable');
    // Memoised: no new attempt on the next need.
    expect(await activator.activate('feature')).toBe(false);
    expect(loads).toHaveBeenCalledTimes(1);
    down = false;
    expect(await activator.retry('feature')).toBe(true);
    expect(record('base').status).toBe('active');
    expect(record('feature').status).toBe('active');
    expect(loads).toHaveBeenCalledTimes(3);
  });

  it('leaves an active plugin alone', async () => {
    const { activator, loads } = setup(async () => module(() => {}));
    activator.register(remote('ok'));
    expect(await activator.activate('ok')).toBe(true);
    expect(await activator.retry('ok')).toBe(true);
    expect(loads).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { loadPluginModule, loadPluginModules } from './preload';
import { PLUGIN_API_VERSION, type LoadTogether, type PluginManifest } from './types';

/** A plugin's module, told apart by its id. */
const moduleOf = (id: string) => ({ id });

/** A set of bundled plugins sharing one LoadTogether, each with a load of its own (counted). */
function set(ids: string[], load: LoadTogether['load'] = vi.fn(async () => Object.fromEntries(ids.map((id) => [id, moduleOf(id)])))) {
  const together: LoadTogether = { plugins: ids, load };
  const manifests = ids.map((id): PluginManifest => ({ id, apiVersion: PLUGIN_API_VERSION, loadTogether: together, load: vi.fn(async () => moduleOf(id)) }));
  return { together, manifests, own: (i: number) => manifests[i].load as ReturnType<typeof vi.fn> };
}

describe('loadPluginModules (the plugins a view needs, as few scripts as the sets allow)', () => {
  it('fetches a set whose members are all needed as one load, and hands each member its own module from it', async () => {
    const { together, manifests, own } = set(['connect', 'injected', 'walletconnect']);
    const alone: PluginManifest = { id: 'socials', apiVersion: PLUGIN_API_VERSION, load: vi.fn(async () => moduleOf('socials')) };
    const got = await Promise.all(loadPluginModules([...manifests, alone], {}));
    expect(got.map((m) => (m as { id: string }).id)).toEqual(['connect', 'injected', 'walletconnect', 'socials']);
    expect(together.load).toHaveBeenCalledTimes(1);
    expect([own(0), own(1), own(2)].map((f) => f.mock.calls.length)).toEqual([0, 0, 0]);
    expect(alone.load).toHaveBeenCalledTimes(1);
    // The activator's later need — even through the copy the kernel makes of a manifest — takes the same promise.
    expect(loadPluginModule({ ...manifests[1], details: undefined }, {})).toBe(loadPluginModule(manifests[1], {}));
    expect(own(1)).not.toHaveBeenCalled();
  });

  it('takes the record as the default export too', async () => {
    const { manifests } = set(['email', 'socials'], async () => ({ default: { email: moduleOf('email'), socials: moduleOf('socials') } }));
    const [email] = await Promise.all(loadPluginModules(manifests, {}));
    expect(email).toEqual(moduleOf('email'));
  });

  it('loads each member alone when one member is not needed (switched off, or not this view\'s), and never the missing one', async () => {
    const { together, manifests, own } = set(['connect', 'injected', 'all-wallets']);
    await Promise.all(loadPluginModules([manifests[0], manifests[1]], {}));
    expect(together.load).not.toHaveBeenCalled();
    expect([own(0), own(1), own(2)].map((f) => f.mock.calls.length)).toEqual([1, 1, 0]);
  });

  it('loads each member alone when one is already loading, or is taken from the remote bundles', async () => {
    const a = set(['connect', 'injected']);
    const first = loadPluginModule(a.manifests[0], {});
    await Promise.all(loadPluginModules(a.manifests, {}));
    expect(a.together.load).not.toHaveBeenCalled();
    expect(loadPluginModule(a.manifests[0], {})).toBe(first);
    expect([a.own(0), a.own(1)].map((f) => f.mock.calls.length)).toEqual([1, 1]);

    const b = set(['connect', 'injected']);
    expect(loadPluginModules(b.manifests, { source: { injected: 'remote' } })).toHaveLength(1);
    expect(b.together.load).not.toHaveBeenCalled();
    expect([b.own(0), b.own(1)].map((f) => f.mock.calls.length)).toEqual([1, 0]);
  });

  it('forgets a set that failed to load: the next need loads each member alone', async () => {
    const { manifests, own } = set(['connect', 'injected'], vi.fn(async () => { throw new Error('chunk failed twice'); }));
    const results = await Promise.allSettled(loadPluginModules(manifests, {}));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(loadPluginModule(manifests[0], {})).resolves.toEqual(moduleOf('connect'));
    expect(own(0)).toHaveBeenCalledTimes(1);
  });

  it('fails only the member a set did not include, which then loads alone', async () => {
    const { manifests, own } = set(['connect', 'injected'], async () => ({ connect: moduleOf('connect') }));
    const [connect, injected] = await Promise.allSettled(loadPluginModules(manifests, {}));
    expect(connect).toEqual({ status: 'fulfilled', value: moduleOf('connect') });
    expect(injected).toMatchObject({ status: 'rejected', reason: { message: 'The plugins loaded together did not include injected' } });
    await expect(loadPluginModule(manifests[1], {})).resolves.toEqual(moduleOf('injected'));
    expect([own(0), own(1)].map((f) => f.mock.calls.length)).toEqual([0, 1]);
  });

  it('ignores a malformed set (the runtime reports it when it checks the manifests) and loads each plugin alone', async () => {
    const load = vi.fn(async () => ({}));
    const m: PluginManifest = { id: 'x', apiVersion: PLUGIN_API_VERSION, loadTogether: { plugins: 'x' as never, load }, load: vi.fn(async () => moduleOf('x')) };
    await expect(Promise.all(loadPluginModules([m], {}))).resolves.toEqual([moduleOf('x')]);
    expect(load).not.toHaveBeenCalled();
  });

  describe('a plugin in more than one set (a view\'s whole set, and its own row\'s)', () => {
    /** The wallet rows, the login rows, and the whole view holding both; each member lists the whole view first. */
    function nested() {
      const record = (ids: string[]) => vi.fn(async () => Object.fromEntries(ids.map((id) => [id, moduleOf(id)])));
      const rows: LoadTogether = { plugins: ['connect', 'injected'], load: record(['connect', 'injected']) };
      const logins: LoadTogether = { plugins: ['email', 'socials'], load: record(['email', 'socials']) };
      const whole: LoadTogether = { plugins: [...rows.plugins, ...logins.plugins], load: record([...rows.plugins, ...logins.plugins]) };
      const manifests = whole.plugins.map((id): PluginManifest => ({
        id, apiVersion: PLUGIN_API_VERSION, loadTogether: [whole, rows.plugins.includes(id) ? rows : logins], load: vi.fn(async () => moduleOf(id)),
      }));
      return { rows, logins, whole, manifests };
    }

    it('takes the largest set whose members are all needed: one load for the whole view', async () => {
      const { rows, logins, whole, manifests } = nested();
      const got = await Promise.all(loadPluginModules(manifests, {}));
      expect(got).toEqual(whole.plugins.map(moduleOf));
      expect([whole, rows, logins].map((t) => (t.load as ReturnType<typeof vi.fn>).mock.calls.length)).toEqual([1, 0, 0]);
      expect(manifests.filter((m) => (m.load as ReturnType<typeof vi.fn>).mock.calls.length)).toEqual([]);
    });

    it('falls back to the smaller set when a member of the larger is off, whatever order the sets are listed in', async () => {
      const { rows, logins, whole, manifests } = nested();
      // email off: the whole view's set is not ready; the wallet rows still come as one script, socials alone.
      const on = manifests.filter((m) => m.id !== 'email').map((m) => ({ ...m, loadTogether: [...(m.loadTogether as LoadTogether[])].reverse() }));
      const got = await Promise.all(loadPluginModules(on, {}));
      expect(got).toEqual(['connect', 'injected', 'socials'].map(moduleOf));
      expect([whole, rows, logins].map((t) => (t.load as ReturnType<typeof vi.fn>).mock.calls.length)).toEqual([0, 1, 0]);
      expect(on.map((m) => (m.load as ReturnType<typeof vi.fn>).mock.calls.length)).toEqual([0, 0, 1]);
      expect(manifests[2].load).not.toHaveBeenCalled();
    });
  });
});

import { describe, expect, it } from 'vitest';
import { createGangway } from '../api/create-gangway';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet } from '../testing/networks.test-util';
import { assertPlugins } from './assert-plugins';
import { assertManifest, manifestProblems, registryProblems } from './check-manifest';
import { defineManifest, definePlugin } from './define';
import type { PluginManifest } from './manifest';
import { ACTIVATING_HOOKS } from './vocabulary';
import { PLUGIN_API_VERSION } from './types';

const load = async () => definePlugin(() => {});
const m = (extra: Partial<PluginManifest> = {}, id = 'my-plugin'): PluginManifest => ({ id, apiVersion: PLUGIN_API_VERSION, load, ...extra });

/** The error defineManifest throws (development build) — and assertManifest throws the same. */
function rejection(manifest: PluginManifest): Error & { code?: string } {
  let thrown: unknown;
  try { defineManifest(manifest); } catch (e) { thrown = e; }
  expect(thrown, 'defineManifest should throw').toBeInstanceOf(Error);
  expect(() => assertManifest(manifest)).toThrow((thrown as Error).message);
  return thrown as Error & { code?: string };
}

describe('defineManifest / assertManifest', () => {
  it('runs under a development build here', () => {
    expect(process.env.NODE_ENV).not.toBe('production');
  });

  it('takes family capabilities only from a plugin serving namespaces, as non-empty strings', () => {
    expect(manifestProblems(m({ namespaces: ['fakechn'], family: ['send'] }))).toEqual([]);
    expect(rejection(m({ family: ['send'] })).message).toContain('family lists what the chain family of its namespaces can do (non-empty strings): it needs namespaces');
    expect(rejection(m({ namespaces: ['fakechn'], family: [''] })).message).toContain('my-plugin');
  });

  it('takes account types as a non-empty list of names per namespace, the default first', () => {
    expect(manifestProblems(m({ namespaces: ['eip155'], accountTypes: { eip155: ['smartAccount', 'eoa'] } }))).toEqual([]);
    const message = "accountTypes.eip155 lists the namespace's account types, its default first (non-empty strings)";
    expect(rejection(m({ namespaces: ['eip155'], accountTypes: { eip155: [] } })).message).toContain(message);
    expect(rejection(m({ namespaces: ['eip155'], accountTypes: { eip155: ['eoa', ''] } })).message).toContain(message);
    expect(rejection(m({ namespaces: ['eip155'], accountTypes: { eip155: 'eoa' as never } })).message).toContain(message);
  });

  it("takes account types only for a namespace the plugin serves: another family's are not its to set", () => {
    const other = "accountTypes.solana is for a namespace the plugin does not serve (add 'solana' to namespaces, beside accountTypes)";
    expect(rejection(m({ namespaces: ['eip155'], accountTypes: { eip155: ['eoa'], solana: ['eoa'] } })).message).toContain(other);
    expect(rejection(m({ accountTypes: { solana: ['eoa'] } })).message).toContain(other);
  });

  it("takes an adapter plugin's adapter data only with its type", () => {
    expect(manifestProblems(m({ adapter: { type: 'wagmi', namespace: 'eip155' } }))).toEqual([]);
    expect(rejection(m({ adapter: { type: '' } })).message).toContain('adapter needs the adapter type it belongs to (spec §1)');
  });

  it.each([
    ['onHover', "unknown activation event 'onHover'"],
    ['onHook:beforeViewChange', "unknown activation event 'onHook:beforeViewChange'"],
    ['onNamespace:Tron', "unknown activation event 'onNamespace:Tron'"],
    ['onView:', "unknown activation event 'onView:'"],
    ['onStartup:now', "activation event 'onStartup' takes no argument"],
  ])('rejects the activation event %s, naming the plugin and the problem', (event, problem) => {
    const e = rejection(m({ activationEvents: ['onStartup', event] }));
    expect(e.code).toBe('INVALID_MANIFEST');
    expect(e.message).toContain('my-plugin');
    expect(e.message).toContain(problem);
  });

  it('lists the hooks that activate plugins for an unknown onHook event', () => {
    expect(rejection(m({ activationEvents: ['onHook:beforeViewChange'] })).message).toContain(ACTIVATING_HOOKS.join(', '));
  });

  it('rejects an unknown slot name in contributes', () => {
    for (const slot of ['account', 'walletFeatures', 'has space.x']) {
      const e = rejection(m({ contributes: { [slot]: [{ id: 'x', label: 'X' }] } }));
      expect(e.message).toContain('my-plugin');
      expect(e.message).toContain(`unknown slot '${slot}'`);
    }
  });

  it('holds loadTogether to its shape: each set (one, or a list) has the ids, its own among them, and a load; the plugin a load of its own', () => {
    const together = { plugins: ['my-plugin', 'other'], load: async () => ({}) };
    const larger = { plugins: ['my-plugin', 'other', 'third'], load: async () => ({}) };
    expect(() => defineManifest(m({ loadTogether: together }))).not.toThrow();
    expect(() => defineManifest(m({ loadTogether: [larger, together] }))).not.toThrow();
    const problem = "loadTogether (a set, or a list of sets) needs in each set the plugins' ids (my-plugin among them) and a load function, and the plugin a load of its own";
    for (const bad of [{ plugins: ['other'], load: together.load }, { plugins: 'my-plugin', load: together.load }, { plugins: ['my-plugin'] }]) {
      expect(rejection(m({ loadTogether: bad as never })).message).toContain(problem);
      // One bad set in a list is enough.
      expect(rejection(m({ loadTogether: [together, bad] as never })).message).toContain(problem);
    }
    // A plugin defined inline (setup, no load of its own) has no chunk to share.
    expect(rejection({ id: 'my-plugin', apiVersion: PLUGIN_API_VERSION, setup: () => {}, loadTogether: together } as PluginManifest).message).toContain(problem);
  });

  it('rejects a slot entry whose view the plugin does not declare', () => {
    const e = rejection(m({ views: ['Mine'], contributes: { 'account.walletFeatures': [{ id: 'x', label: 'X', view: 'Theirs' }] } }));
    expect(e.message).toContain('my-plugin');
    expect(e.message).toContain("slot entry 'account.walletFeatures/x' opens view 'Theirs', which the plugin does not declare");
    expect(() => defineManifest(m({ views: ['Mine'], contributes: { 'account.walletFeatures': [{ id: 'x', label: 'X', view: 'Mine' }] } }))).not.toThrow();
  });

  it('rejects a slot entry without an id or label', () => {
    expect(rejection(m({ contributes: { 'account.actions': [{ id: '', label: 'X' }] } })).message).toContain('needs an id and a label');
  });

  it.each(['feature.send', 'enableEip6963', 'features.a.b', 'features.', 'features', 'siwx', 'pluginOptions.other.config', 'pluginOptions.my-plugin.a.b'])('rejects the feature path %s', (feature) => {
    const e = rejection(m({ feature }));
    expect(e.message).toContain('my-plugin');
    expect(e.message).toContain(`unknown feature path '${feature}'`);
  });

  it('takes its own options as its switch: pluginOptions.<its id>, or one key of them', () => {
    for (const feature of ['pluginOptions.my-plugin', 'pluginOptions.my-plugin.config']) expect(() => defineManifest(m({ feature }))).not.toThrow();
  });

  it('rejects an unknown permission', () => {
    for (const perm of ['wallet', 'fetch', 'origin:ftp://x.example', 'origin:https://x.example/path', 'origin:']) {
      const e = rejection(m({ permissions: [perm as never] }));
      expect(e.message).toContain('my-plugin');
      expect(e.message).toContain(`unknown permission '${perm}'`);
    }
  });

  it('rejects a missing apiVersion', () => {
    const { apiVersion: _, ...noVersion } = m();
    const e = rejection(noVersion as PluginManifest);
    expect(e.message).toContain('my-plugin');
    expect(e.message).toContain('apiVersion');
  });

  it('rejects a slot id that is not a dotted name, and a manifest with nothing to load', () => {
    expect(rejection(m({ slots: ['tabs'] })).message).toContain("slot 'tabs' must be a dotted name");
    expect(rejection({ id: 'empty', apiVersion: PLUGIN_API_VERSION }).message).toContain('it needs load, remote or setup');
  });

  it('lists every problem in one error', () => {
    const e = rejection(m({ feature: 'feature.send', activationEvents: ['onHover'], permissions: ['fetch' as never] }));
    expect(e.message).toMatch(/unknown feature path[\s\S]*unknown activation event[\s\S]*unknown permission/);
  });

  it('accepts every documented form', () => {
    const good = m({
      views: ['Mine'],
      namespaces: ['eip155'],
      feature: 'features.myThing',
      activationEvents: [
        'onStartup', 'onOpen', 'onView:Account', 'onService:x', 'onNamespace:eip155', 'onNamespace:solana', 'onNamespace:fakechn',
        ...ACTIVATING_HOOKS.map((h) => `onHook:${h}`),
      ],
      permissions: ['storage', 'http', 'wallet.sign', 'auth.tokens', 'origin:https://api.example.com', 'origin:http://127.0.0.1:8545'],
      slots: ['my-plugin.tabs'],
      contributes: {
        'account.walletFeatures': [{ id: 'mine', label: 'Mine', view: 'Mine' }],
        'account.actions': [{ id: 'a', label: 'A' }], 'account.tabs': [{ id: 't', label: 'T', view: 'Mine' }],
        'connect.methods': [{ id: 'c', label: 'C' }], 'settings.rows': [{ id: 's', label: 'S' }],
        'other-plugin.tabs': [{ id: 'o', label: 'O' }],
      },
    });
    expect(defineManifest(good)).toBe(good);
    expect(() => assertManifest(good)).not.toThrow();
    expect(ACTIVATING_HOOKS).toEqual(expect.arrayContaining(['connect', 'connected', 'afterOpen']));
    for (const feature of ['features.send', 'features.myThirdPartyThing', 'enableEIP6963', 'enableWalletConnect']) {
      expect(() => defineManifest(m({ feature }))).not.toThrow();
    }
  });
});

describe('registryProblems / assertPlugins', () => {
  const expectBoth = (problems: string[], a: string, b: string, what: RegExp) => {
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(a);
    expect(problems[0]).toContain(b);
    expect(problems[0]).toMatch(what);
  };

  it('reports two plugins claiming one view id, naming both', () => {
    expectBoth(registryProblems([m({ views: ['Send'] }, 'send'), m({ views: ['Send'] }, 'my-send')]), 'send', 'my-send', /view 'Send'/);
  });

  it('reports two plugins providing one service, naming both', () => {
    expectBoth(registryProblems([m({ provides: ['eip155.rpc'] }, 'alpha'), m({ provides: ['eip155.rpc'] }, 'beta')]), 'alpha', 'beta', /service 'eip155\.rpc'/);
  });

  it('reports two plugins contributing one slot entry (same slot and id), naming both; another slot or id is fine', () => {
    const entry = { id: 'send', label: 'Send' };
    expectBoth(registryProblems([
      m({ contributes: { 'account.walletFeatures': [entry] } }, 'alpha'),
      m({ contributes: { 'account.walletFeatures': [entry] } }, 'beta'),
    ]), 'alpha', 'beta', /slot entry 'account\.walletFeatures\/send'/);
    expect(registryProblems([
      m({ contributes: { 'account.walletFeatures': [entry] } }, 'alpha'),
      m({ contributes: { 'account.actions': [entry], 'account.walletFeatures': [{ id: 'receive', label: 'Receive' }] } }, 'beta'),
    ])).toEqual([]);
  });

  it('reports two plugins declaring one plugin slot, naming both', () => {
    expectBoth(registryProblems([m({ slots: ['alpha.tabs'] }, 'alpha'), m({ slots: ['alpha.tabs'] }, 'beta')]), 'alpha', 'beta', /slot 'alpha\.tabs'/);
  });

  it('reports one plugin id registered twice', () => {
    const problems = registryProblems([m({}, 'alpha'), m({}, 'alpha')]);
    expect(problems).toEqual(['plugin alpha is registered twice']);
  });

  it('accepts a contribution to a slot whose owner is left out of the list, and reports two owners of one slot or role', () => {
    // The owner (the plugin whose view renders the slot) may be switched off or not listed: the entries show nowhere.
    const contributor = m({ contributes: { 'alpha.tabs': [{ id: 'x', label: 'X' }] } }, 'beta');
    expect(registryProblems([contributor])).toEqual([]);
    expect(registryProblems([m({ slots: ['alpha.tabs'] }, 'alpha'), contributor])).toEqual([]);
    expect(registryProblems([m({ slots: ['alpha.tabs'] }, 'alpha'), m({ slots: ['alpha.tabs'] }, 'gamma')])).toEqual(["plugins alpha and gamma both claim slot 'alpha.tabs'"]);
    const door = (id: string) => m({ views: [`${id}-view`], opens: { disconnected: `${id}-view` } }, id);
    expect(registryProblems([door('alpha'), door('gamma')])).toEqual(["plugins alpha and gamma both claim role 'disconnected'"]);
  });

  it('holds titles and roles to the plugin\'s own views', () => {
    expect(manifestProblems(m({ views: ['Mine'], titles: { Mine: 'view.Mine', Other: 'view.Other' } }))).toEqual(["title of view 'Other', which the plugin does not declare"]);
    expect(manifestProblems(m({ views: ['Mine'], titles: { Mine: { key: '' } } }))).toEqual(["the title of view 'Mine' needs a message key (or null)"]);
    expect(manifestProblems(m({ views: ['Mine'], titles: { Mine: null }, opens: { connected: 'Mine' } }))).toEqual([]);
    expect(manifestProblems(m({ views: ['Mine'], opens: { connected: 'Yours', lobby: 'Mine' } as never }))).toEqual([
      "opens.connected is view 'Yours', which the plugin does not declare",
      "unknown role 'lobby' in opens (known: disconnected, connected, network)",
    ]);
  });

  it('assertPlugins throws INVALID_MANIFEST naming both plugins, and checks each manifest first', () => {
    let thrown: (Error & { code?: string }) | undefined;
    try { assertPlugins([m({ views: ['Send'] }, 'send'), m({ views: ['Send'] }, 'my-send')]); } catch (e) { thrown = e as never; }
    expect(thrown?.code).toBe('INVALID_MANIFEST');
    expect(thrown?.message).toMatch(/plugins send and my-send both claim view 'Send'/);
    expect(() => assertPlugins([m({ activationEvents: ['onHover'] }, 'hovery')])).toThrow(/hovery[\s\S]*unknown activation event 'onHover'/);
    expect(() => assertPlugins([m({}, 'a'), m({ views: ['X'] }, 'b')])).not.toThrow();
    expect(() => assertPlugins(undefined)).not.toThrow();
  });

  it('createGangway throws on such a plugin list (development build)', () => {
    const mk = (plugins: PluginManifest[]) => () => createGangway({ projectId: 'p', networks: [testDevnet], basic: true, plugins } as never,
      { skipStartup: true, storage: memoryStorage(), mountUi: async () => {} });
    expect(mk([m({ provides: ['svc'] }, 'alpha'), m({ provides: ['svc'] }, 'beta')])).toThrow(/plugins alpha and beta both claim service 'svc'/);
    expect(mk([m({}, 'alpha'), m({}, 'alpha')])).toThrow(/plugin alpha is registered twice/);
    expect(mk([m({ slots: ['ghost.tabs'] }, 'alpha'), m({ slots: ['ghost.tabs'] }, 'beta')])).toThrow(/plugins alpha and beta both claim slot 'ghost\.tabs'/);
    expect(mk([m({ feature: 'feature.send' }, 'alpha')])).toThrow(/alpha[\s\S]*unknown feature path 'feature\.send'/);
    expect(mk([m({}, 'alpha'), m({ views: ['X'] }, 'beta')])).not.toThrow();
  });
});

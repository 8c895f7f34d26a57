// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { PluginApi } from '../plugins/api-types';
import { defineManifest, definePlugin } from '../plugins/define';
import type { PluginManifest } from '../plugins/manifest';
import { createServiceKey } from '../plugins/services';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { createSliceKey } from '../state/store';
import { createPluginHarness } from '../testing/harness';

/** The groups of the plugin API and their members (docs/plugins.md §4's table). */
const GROUPS = {
  state: ['getState', 'subscribe', 'useKernelState'],
  slice: ['defineSlice', 'getSlice', 'updateSlice', 'useSlice'],
  views: ['registerView', 'registerLazyView', 'isViewAvailable', 'useSlot', 'slotEntries', 'Outlet'],
  ui: ['open', 'close', 'blockClose', 'addTrapContainer', 'toast', 'showAlert'],
  services: ['provide', 'provideScoped', 'require', 'activate'],
  wallet: ['request', 'setConnectors'],
  session: ['connect', 'switchNetwork', 'disconnect', 'setActiveChain', 'setAccount', 'setNetwork', 'adoptAccount', 'adoptNetwork', 'setNetworkState'],
  events: ['onEvent', 'emit'],
  i18n: ['addMessages', 'locale', 't'],
} as const satisfies Record<string, readonly string[]>;
type Group = keyof typeof GROUPS;

/** Plugins that hand their api to the test, all registered and activated. */
async function start(plugins: Record<string, Partial<PluginManifest>>, setups: Record<string, (api: PluginApi) => void> = {}) {
  const apis = new Map<string, PluginApi>();
  const manifests = Object.entries(plugins).map(([id, extra]) =>
    defineManifest({ id, apiVersion: PLUGIN_API_VERSION, ...extra, load: async () => definePlugin((api) => { apis.set(id, api); setups[id]?.(api); }) }));
  const [first, ...rest] = manifests;
  const h = createPluginHarness(first, { fakes: rest });
  for (const m of manifests) expect(await h.kernel.plugins.activate(m.id), `${m.id} activates`).toBe(true);
  return { h, api: (id: string) => apis.get(id) as PluginApi };
}

async function expectDenied(fn: () => unknown, plugin: string, permission: string, what: string) {
  let error: (Error & { code?: string; details?: unknown }) | undefined;
  try { await fn(); } catch (e) { error = e as never; }
  expect(error?.name).toBe('GangwayError');
  expect(error?.code).toBe('PERMISSION_DENIED');
  expect(error?.message).toBe(`Plugin ${plugin} uses ${what} without the permission '${permission}': declare it in the plugin's manifest`);
  expect(error?.details).toEqual({ plugin, permission });
}

describe('the grouped plugin API', () => {
  it('holds every group as a frozen object with exactly its members, each reachable', async () => {
    const { api } = await start({ all: { permissions: ['wallet.session', 'wallet.sign'] } });
    const a = api('all');
    for (const [group, members] of Object.entries(GROUPS)) {
      const g = a[group as Group] as object;
      expect(Object.isFrozen(g), `${group} is frozen`).toBe(true);
      expect(Object.keys(g).sort(), `${group}'s members`).toEqual([...members].sort());
      for (const m of members) {
        const d = Object.getOwnPropertyDescriptor(g, m);
        // A getter (Outlet, locale) or a function: nothing else hides in a group.
        expect(d?.get ?? (typeof d?.value === 'function' ? d.value : undefined), `${group}.${m}`).toBeTypeOf('function');
      }
      expect(() => { (g as Record<string, unknown>).extra = 1; }, `${group} takes no new member`).toThrow(TypeError);
    }
    expect(a.i18n.locale).toBe('en');
  });

  it('keeps each flat member as a deprecated alias: the very function (or getter) of its group', async () => {
    const { api } = await start({ all: { permissions: ['wallet.session', 'wallet.sign'] } });
    const a = api('all') as unknown as Record<string, unknown>;
    for (const [group, members] of Object.entries(GROUPS)) {
      const g = a[group] as object;
      for (const m of members) {
        const flat = Object.getOwnPropertyDescriptor(a, m);
        const grouped = Object.getOwnPropertyDescriptor(g, m);
        if (grouped?.get) expect(flat?.get, `api.${m} is api.${group}.${m}'s getter`).toBe(grouped.get);
        else expect(flat?.value, `api.${m} === api.${group}.${m}`).toBe(grouped?.value);
      }
    }
  });

  it('gives the groups that need no permission to a plugin declaring none, working', async () => {
    const key = createSliceKey<{ n: number }>('bare.count');
    const emitted = vi.fn();
    const { h, api } = await start({ bare: {} });
    const a = api('bare');
    expect(a.state.getState()).toBe(h.kernel.store.getState());
    a.slice.defineSlice(key, { n: 1 });
    a.slice.updateSlice(key, (d) => { d.n += 1; });
    expect(a.slice.getSlice(key)).toEqual({ n: 2 });
    a.i18n.addMessages({ 'bare.hello': 'Hello {name}' });
    expect(a.i18n.t('bare.hello', { name: 'Ada' })).toBe('Hello Ada');
    const off = a.events.onEvent(emitted);
    a.events.emit('BARE_EVENT', { x: 1 });
    off();
    expect(emitted).toHaveBeenCalledWith(expect.objectContaining({ type: 'BARE_EVENT', properties: { x: 1, plugin: 'bare' } }));
    expect(a.views.isViewAvailable('NoSuchView')).toBe(false);
    expect(a.views.slotEntries('no.slot')).toEqual([]);
    expect(() => a.views.registerView('Undeclared', () => null)).toThrow(/Plugin bare registers view Undeclared but its manifest does not declare it/);
  });
});

describe('permissions per group', () => {
  it("refuses the session group to a plugin without 'wallet.session' as it is read, and each member through its flat alias", async () => {
    const { api } = await start({ bare: { permissions: ['wallet.sign', 'storage', 'http'] }, holder: { permissions: ['wallet.session'] } });
    const bare = api('bare');
    await expectDenied(() => bare.session, 'bare', 'wallet.session', 'the wallet session (api.session)');
    await expectDenied(() => bare.switchNetwork('eip155:1'), 'bare', 'wallet.session', 'api.switchNetwork');
    await expectDenied(() => bare.setAccount('eip155', { address: '0xattacker' }), 'bare', 'wallet.session', 'api.setAccount');
    await expectDenied(() => bare.setNetworkState('eip155', { supportsAllNetworks: false }), 'bare', 'wallet.session', 'api.setNetworkState');
    // The holder gets the group itself, and its members act.
    const session = api('holder').session;
    expect(Object.isFrozen(session)).toBe(true);
    session.setAccount('eip155', { address: '0xabc' });
    expect(api('holder').state.getState().chains.eip155?.account.address).toBe('0xabc');
  });

  it("refuses the wallet group's guarded members without 'wallet.sign' (read-only requests need none), grouped and flat alike", async () => {
    const { api } = await start(
      { bare: {}, 'fake-wallet': { namespaces: ['eip155'], permissions: ['wallet.sign'] } },
      { 'fake-wallet': (a) => { a.hooks.request.for('eip155').tapPromise('x', async ({ method }) => `${method}:ok`); } },
    );
    const bare = api('bare');
    await expectDenied(() => bare.wallet.request('eip155', 'personal_sign', ['0x1', '0xabc']), 'bare', 'wallet.sign', 'the wallet method personal_sign');
    await expectDenied(() => bare.request('eip155', 'eth_sendTransaction'), 'bare', 'wallet.sign', 'the wallet method eth_sendTransaction');
    await expectDenied(() => bare.wallet.setConnectors([{ id: 'x', name: 'x', type: 'INJECTED' }]), 'bare', 'wallet.sign', 'api.setConnectors');
    expect(await bare.wallet.request('eip155', 'eth_chainId')).toBe('eth_chainId:ok');
    expect(await api('fake-wallet').wallet.request('eip155', 'personal_sign')).toBe('personal_sign:ok');
  });

  it("refuses storage, http and the sign-in tokens without their permissions, and a service whose key needs one through services.require", async () => {
    const payKey = createServiceKey<{ pay(): string }>('test.pay', ['wallet.sign']);
    const { api } = await start({ payer: {}, bare: {}, shop: { permissions: ['wallet.sign'] } }, { payer: (a) => a.services.provide(payKey, { pay: () => 'paid' }) });
    const bare = api('bare');
    await expectDenied(() => bare.storage, 'bare', 'storage', 'storage');
    await expectDenied(() => bare.http, 'bare', 'http', 'the remote APIs (api.http)');
    await expectDenied(() => bare.authTokens, 'bare', 'auth.tokens', 'the sign-in tokens');
    await expectDenied(() => bare.services.require(payKey), 'bare', 'wallet.sign', "a service guarded by 'wallet.sign'");
    expect((await api('shop').services.require(payKey)).pay()).toBe('paid');
  });
});

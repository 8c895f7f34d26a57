// @vitest-environment happy-dom
import { PLUGIN_API_VERSION } from '../plugins/types';
import { act, fireEvent, screen, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineManifest, definePlugin } from '../plugins/define';
import { createSliceKey } from '../state/store';
import type { PluginApi, ServiceCaller, ViewProps } from '../plugins/api-types';
import { createServiceKey } from '../plugins/services';
import { createPluginHarness, HARNESS_FAKES_ID, scopedFake } from './harness';
import { testNetwork } from './networks';
import { testDevnet, testMainnet } from './networks.test-util';

const counterKey = createSliceKey<{ n: number }>('counter');

function CounterView({ api }: ViewProps) {
  const n = api.slice.useSlice(counterKey, (s) => s.n);
  return <button type="button" onClick={() => api.slice.updateSlice(counterKey, (s) => { s.n += 1; })}>Clicked {n}</button>;
}

const counter = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'counter',
  views: ['Counter'],
  load: async () => definePlugin((api) => {
    api.slice.defineSlice(counterKey, { n: 0 });
    api.views.registerView('Counter', CounterView);
  }),
});

afterEach(cleanup);

describe('plugin test harness', () => {
  it('defaults to one network of no real family (testNetwork), the active one, with no family plugin needed', async () => {
    const h = createPluginHarness(counter);
    expect(h.kernel.options.networks).toEqual([testNetwork]);
    expect(h.gangway.getState()).toMatchObject({ activeChain: 'test', activeCaipNetwork: { caipNetworkId: 'test:1' } });
    expect(await h.activate()).toBe(true);
  });

  it('activates a plugin, renders its view and reads its slice', async () => {
    const h = createPluginHarness(counter);
    await h.renderView('Counter');
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(await screen.findByRole('button', { name: 'Clicked 1' })).toBeTruthy();
    expect(h.slice(counterKey)).toEqual({ n: 1 });
    expect(h.kernel.store.getState().plugins.counter.status).toBe('active');
  });

  it('shows the error view for a plugin that failed, and for a view no enabled plugin offers', async () => {
    const broken = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'broken', views: ['Broken'], load: async () => { throw new Error('chunk failed'); } });
    const off = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'off', feature: 'features.pay', views: ['Pay'], load: async () => definePlugin(() => {}) });
    const h = createPluginHarness(broken, { fakes: [off] });
    await h.renderView('Broken');
    expect(await screen.findByText('This feature failed to load')).toBeTruthy();
    expect(screen.getByText('chunk failed')).toBeTruthy();
    cleanup();
    await h.renderView('Pay');
    expect(screen.getByText('The view Pay is not available')).toBeTruthy();
  });

  it('isolates a view that throws while rendering', async () => {
    const crash = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'crash', views: ['Crash'],
      load: async () => definePlugin((api) => { api.views.registerView('Crash', () => { throw new Error('render boom'); }); }),
    });
    const h = createPluginHarness(crash);
    const errors: string[] = [];
    h.kernel.hooks.error.tap('t', ({ source }) => { errors.push(source); });
    await h.renderView('Crash');
    expect(screen.getByText('render boom')).toBeTruthy();
    expect(errors).toContain('view:Crash');
  });

  it('renders the modal shell with title, back and close, and refuses a view the manifest does not declare', async () => {
    const sneaky = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'sneaky', views: ['Declared'],
      load: async () => definePlugin((api) => { api.views.registerView('Undeclared', () => null); }),
    });
    const h = createPluginHarness(counter, { fakes: [sneaky] });
    h.renderModal();
    await act(async () => { await h.gangway.open({ view: 'Counter' }); });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Counter');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await act(async () => { h.kernel.router.push('Declared'); });
    expect(await screen.findByText('This feature failed to load')).toBeTruthy();
    expect(h.kernel.store.getState().plugins.sneaky.error).toMatch(/does not declare/);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('message catalogue', () => {
  it('adds a locale through options alone: views are untouched, missing keys fall back to English', async () => {
    const h = createPluginHarness(counter, { options: { locale: 'fr', messages: { 'modal.close': 'Fermer', 'view.Counter': 'Compteur' } } });
    h.renderModal();
    await act(async () => { await h.gangway.open({ view: 'Counter' }); });
    expect(screen.getByRole('heading').textContent).toBe('Compteur');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    await act(async () => { h.kernel.router.push('Nowhere'); });
    expect(screen.getAllByRole('button', { name: 'Back' }).length).toBeGreaterThan(0); // untranslated: English
  });
});

describe('plugin messages', () => {
  it('lets a plugin add English defaults that a locale still overrides', async () => {
    const h = createPluginHarness(counter, { options: { messages: { 'counter.title': 'Compteur' } } });
    await h.activate();
    h.kernel.addMessages({ 'counter.title': 'Counter', 'counter.hint': 'Click {n} times' });
    expect(h.kernel.t('counter.title')).toBe('Compteur');
    expect(h.kernel.t('counter.hint', { n: 3 })).toBe('Click 3 times');
  });
});

describe('start-up', () => {
  const booted = (log: string[]) => defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'booted', activationEvents: ['onStartup'],
    load: async () => definePlugin(() => { log.push('booted'); }),
  });

  it('activates the onStartup plugins when the harness starts, as the kernel does at page load', async () => {
    const log: string[] = [];
    const h = createPluginHarness(counter, { fakes: [booted(log)] });
    await h.startup();
    expect(log).toEqual(['booted']);
    expect(h.kernel.store.getState().plugins.booted.status).toBe('active');
    expect(h.kernel.store.getState().plugins.counter?.status).toBeUndefined();
  });

  it('with startup: false, waits for h.startup()', async () => {
    const log: string[] = [];
    const h = createPluginHarness(booted(log), { startup: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual([]);
    await h.startup();
    await h.startup();
    expect(log).toEqual(['booted']);
  });

  it('restores a stored session through the namespace plugin (syncConnection)', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const wallet = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'wallet', namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'],
      load: async () => definePlugin((api) => {
        api.hooks.syncConnection.for('eip155').tapPromise('wallet', async ({ connectorId }) => (connectorId === 'fake' ? { namespace: 'eip155', address, chainId: 31337 } : undefined));
      }),
    });
    const h = createPluginHarness(wallet, {
      options: { networks: [testDevnet, testMainnet] },
      storage: { '@gangway/connectionStatus': JSON.stringify({ eip155: 'connected' }), '@gangway/connectorIds': JSON.stringify({ eip155: 'fake' }) },
    });
    await h.startup();
    expect(h.gangway.getAccount('eip155')).toMatchObject({ status: 'connected', address, connectorId: 'fake' });
  });
});

describe('renderView navigates like the router', () => {
  /** A plugin with two views; Counter's button pushes Other, Other's goes back. */
  const twoViews = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'two', views: ['First', 'Second'],
    load: async () => definePlugin((api) => {
      api.views.registerView('First', ({ api: a, data }: ViewProps<{ n?: number }>) => (
        <button type="button" onClick={() => a.navigation.push('Second', { from: 'First' })}>First {data?.n ?? '-'}</button>
      ));
      api.views.registerView('Second', ({ api: a }: ViewProps) => <button type="button" onClick={() => a.navigation.back()}>Second</button>);
    }),
  });
  /** An active plugin that taps beforeViewChange: Legacy becomes First, Forbidden is refused. */
  const guard = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'guard', activationEvents: ['onStartup'],
    load: async () => definePlugin((api) => {
      api.hooks.beforeViewChange.tap('guard', (ctx) => (ctx.to === 'Legacy' ? { ...ctx, to: 'First' } : ctx.to === 'Forbidden' ? { ...ctx, cancel: true } : ctx));
    }),
  });
  const views = (h: ReturnType<typeof createPluginHarness>) => h.kernel.store.getState().router.history.map((e) => e.view);

  it('pushes through the router (viewChanged fires, the history is set), then follows the route as views navigate', async () => {
    const h = createPluginHarness(twoViews);
    const changes: string[] = [];
    h.kernel.hooks.viewChanged.tap('t', ({ from, to, action }) => { changes.push(`${action} ${from}→${to}`); });
    await h.renderView('First', { n: 7 });
    // No view before it: the harness registers no plugin filling the disconnected role (Connect).
    expect(changes).toEqual(['push →First']);
    expect(views(h)).toEqual(['', 'First']);
    fireEvent.click(screen.getByRole('button', { name: 'First 7' }));
    expect(await screen.findByRole('button', { name: 'Second' })).toBeTruthy();
    expect(h.kernel.router.current()).toEqual({ view: 'Second', data: { from: 'First' } });
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(await screen.findByRole('button', { name: 'First 7' })).toBeTruthy();
    expect(views(h)).toEqual(['', 'First']);
  });

  it('lets beforeViewChange rewrite or cancel the navigation, and renders where the router went', async () => {
    const h = createPluginHarness(twoViews, { fakes: [guard] });
    await h.startup();
    await h.renderView('Legacy');
    expect(screen.getByRole('button', { name: 'First -' })).toBeTruthy();
    expect(views(h)).toEqual(['', 'First']);
    const again = await h.renderView('Forbidden');
    expect(views(h)).toEqual(['', 'First']);
    expect(again.container.textContent).toBe('First -');
    expect(screen.getAllByRole('button')).toHaveLength(1); // one rendering of the route, not two
  });

  it('does not navigate again to the view the test already navigated to; navigate: reset | replace', async () => {
    const h = createPluginHarness(twoViews);
    h.kernel.router.reset('Second');
    h.kernel.router.push('First', { n: 1 });
    await h.renderView('First', { n: 1 });
    expect(views(h)).toEqual(['Second', 'First']);
    await h.renderView('Second', undefined, { navigate: 'replace' });
    expect(views(h)).toEqual(['Second', 'Second']);
    await h.renderView('First', { n: 2 }, { navigate: 'reset' });
    expect(views(h)).toEqual(['First']);
    expect(screen.getByRole('button', { name: 'First 2' })).toBeTruthy();
  });
});

describe('fakes and permissions', () => {
  interface Eip155 { chainId(): number; sign(): string }
  const eip155 = createServiceKey<Eip155>('eip155');
  const resultKey = createSliceKey<{ chainId?: number; signed?: string; error?: string }>('needs-eip155');
  /** Requires the eip155 service at setup, signs through it, and declares storage and wallet.sign. */
  const needsEip155 = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'needs-eip155', requires: ['eip155'], permissions: ['storage', 'wallet.sign'],
    load: async () => definePlugin(async (api) => {
      const svc = await api.services.require(eip155);
      api.slice.defineSlice(resultKey, { chainId: svc.chainId() });
      try {
        api.slice.updateSlice(resultKey, (s) => { s.signed = svc.sign(); });
      } catch (e) {
        api.slice.updateSlice(resultKey, (s) => { s.error = (e as Error).message; });
      }
    }),
  });
  /** A fake eip155 service that refuses to sign for a caller without 'wallet.sign', as the real one. */
  const fakeEip155 = scopedFake((caller: ServiceCaller): Eip155 => ({
    chainId: () => 31337,
    sign() { caller.assert('wallet.sign'); return `signed by ${caller.id}`; },
  }));

  it('provides fake services under the harness-fakes plugin; a scoped fake sees the caller', async () => {
    const h = createPluginHarness(needsEip155, { fakes: { services: { eip155: fakeEip155 } } });
    expect(await h.activate()).toBe(true);
    expect(h.slice(resultKey)).toEqual({ chainId: 31337, signed: 'signed by needs-eip155' });
    expect(h.kernel.plugins.manifest(HARNESS_FAKES_ID)?.provides).toEqual(['eip155']);
    expect(h.service(eip155)!.sign()).toBe('signed by test');
    expect(() => h.service(eip155, { id: 'reader', permissions: [] })!.sign()).toThrow("Plugin reader uses a service guarded by 'wallet.sign' without the permission 'wallet.sign'");
  });

  it('runs the plugin under test with other permissions (the manifest is cloned)', async () => {
    const h = createPluginHarness(needsEip155, { permissions: ['storage'], fakes: { services: { eip155: fakeEip155 } } });
    expect(h.manifest.permissions).toEqual(['storage']);
    expect(needsEip155.permissions).toEqual(['storage', 'wallet.sign']);
    expect(await h.activate()).toBe(true);
    expect(h.slice(resultKey).error).toMatch(/Plugin needs-eip155 uses .* without the permission 'wallet.sign'/);
  });

  it('fails the plugin that uses a permission taken away', async () => {
    let api!: PluginApi;
    const keeper = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'keeper', permissions: ['storage'], load: async () => definePlugin((a) => { api = a; }) });
    const h = createPluginHarness(keeper, { permissions: [] });
    await h.activate();
    expect(() => api.storage).toThrow("Plugin keeper uses storage without the permission 'storage'");
  });

  it('contributes fake slot entries whose views render placeholders', async () => {
    function Actions({ api }: ViewProps) {
      const items = api.views.useSlot('account.actions');
      return <ul>{items.map((i) => <li key={i.id}><button type="button" onClick={() => api.navigation.push(i.view!)}>{i.label}</button></li>)}</ul>;
    }
    const account = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'account', views: ['Account'],
      load: async () => definePlugin((api) => { api.views.registerView('Account', Actions); }),
    });
    const h = createPluginHarness(account, {
      fakes: { slots: { 'account.actions': [{ id: 'names', label: 'Register a name', view: 'RegisterAccountName', order: 2 }, { id: 'export', label: 'Export', view: 'Export', order: 1 }] } },
    });
    await h.renderView('Account');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Export', 'Register a name']);
    fireEvent.click(screen.getByRole('button', { name: 'Register a name' }));
    expect((await screen.findByTestId('fake-view-RegisterAccountName')).textContent).toBe('RegisterAccountName');
  });
});

describe('typed plugin settings', () => {
  const greeter = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'greeter', feature: 'features.greeting', load: async () => definePlugin(() => {}) });

  it("types the plugin's own switches in `features`, merged over options.features", async () => {
    const h = createPluginHarness<{ greeting: boolean; greetingText: string }>(greeter, {
      options: { features: { send: false } },
      features: { greeting: true, greetingText: 'Hi', receive: false },
    });
    expect(await h.activate()).toBe(true);
    expect(h.kernel.options.features).toMatchObject({ greeting: true, greetingText: 'Hi', send: false, receive: false });
    expect(await createPluginHarness(greeter, { features: { greeting: false } }).activate()).toBe(false);
  });

  // Checked by tsc only: a wrong type or a misspelt switch does not compile.
  const _typed = () => [
    // @ts-expect-error greeting is a boolean
    createPluginHarness<{ greeting: boolean }>(greeter, { features: { greeting: 'yes' } }),
    // @ts-expect-error no such switch
    createPluginHarness<{ greeting: boolean }>(greeter, { features: { greting: true } }),
    // @ts-expect-error a kernel switch keeps its type
    createPluginHarness<{ greeting: boolean }>(greeter, { features: { send: 'no' } }),
  ];
});

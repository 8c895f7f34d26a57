// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PluginApi, ServiceCaller, ViewProps } from '../plugins/api-types';
import { defineManifest, definePlugin } from '../plugins/define';
import type { PluginManifest } from '../plugins/manifest';
import { createServiceKey } from '../plugins/services';
import { PLUGIN_API_VERSION } from '../plugins/types';
import { createSliceKey } from '../state/store';
import { createPluginHarness, type HarnessOptions } from '../testing/harness';

afterEach(cleanup);

/** Plugins that hand their api to the test; `kit.api(id)` after activation. */
function kit() {
  const apis = new Map<string, PluginApi>();
  const plugin = (id: string, extra: Partial<PluginManifest> = {}, setup?: (api: PluginApi) => void): PluginManifest =>
    defineManifest({ id, apiVersion: PLUGIN_API_VERSION, ...extra, load: async () => definePlugin((api) => { apis.set(id, api); setup?.(api); }) });
  const api = (id: string) => { const a = apis.get(id); if (!a) throw new Error(`${id} is not active`); return a; };
  return { plugin, api };
}

/** A harness with every plugin registered and activated; returns their apis. */
async function start(plugins: PluginManifest[], opts: Omit<HarnessOptions, 'fakes'> = {}) {
  const [first, ...rest] = plugins;
  const h = createPluginHarness(first, { ...opts, fakes: rest });
  for (const p of plugins) expect(await h.kernel.plugins.activate(p.id), `${p.id} activates`).toBe(true);
  return h;
}

/** Catches what `fn` throws or rejects with. */
async function failure(fn: () => unknown): Promise<Error & { code?: string; details?: Record<string, unknown> }> {
  try { await fn(); } catch (e) { return e as never; }
  throw new Error('expected a failure');
}

async function expectDenied(fn: () => unknown, plugin: string, permission: string) {
  const e = await failure(fn);
  expect(e.name).toBe('GangwayError');
  expect(e.code).toBe('PERMISSION_DENIED');
  expect(e.message).toContain(`Plugin ${plugin} `);
  expect(e.message).toContain(`'${permission}'`);
  expect(e.details).toEqual({ plugin, permission });
}

/** A fake wallet answering every eip155 request with `<method>:ok`. */
const wallet = (k: ReturnType<typeof kit>) => k.plugin('fake-wallet', { namespaces: ['eip155'], permissions: ['wallet.sign'] }, (api) => {
  api.hooks.request.for('eip155').tapPromise('x', async ({ method }) => `${method}:ok`);
});

describe('undeclared permissions', () => {
  it('refuses api.storage without storage, and gives it with the permission', async () => {
    const k = kit();
    await start([k.plugin('bare'), k.plugin('keeper', { permissions: ['storage'] })]);
    await expectDenied(() => k.api('bare').storage, 'bare', 'storage');
    const v = k.api('keeper').storage.key('keeper.count', { schema: z.number(), fallback: 0 });
    v.set(3);
    expect(v.get()).toBe(3);
    expect(k.api('keeper').storage.cache).toBeTruthy();
  });

  it('refuses api.http without http', async () => {
    const k = kit();
    const h = await start([k.plugin('bare'), k.plugin('caller', { permissions: ['http'] })]);
    await expectDenied(() => k.api('bare').http, 'bare', 'http');
    expect(k.api('caller').http).toBe(h.kernel.http);
  });

  it('refuses api.authTokens without auth.tokens', async () => {
    const k = kit();
    const h = await start([k.plugin('bare', { permissions: ['storage'] }), k.plugin('siwx', { permissions: ['auth.tokens'] })]);
    await expectDenied(() => k.api('bare').authTokens, 'bare', 'auth.tokens');
    k.api('siwx').authTokens.set({ 'eip155:1:0xabc': 'tok' });
    expect(k.api('siwx').authTokens.get()).toEqual({ 'eip155:1:0xabc': 'tok' });
    expect(JSON.parse(h.storage.dump()['@gangway/authTokens'])).toEqual({ 'eip155:1:0xabc': 'tok' });
    // Nor through a storage key of its own name.
    expect(() => k.api('bare').storage.key('authTokens', { schema: z.record(z.string(), z.string()), fallback: {} })).toThrow(/the kernel and bare/);
  });

  it('refuses signing requests without wallet.sign through api.request and through the request hook; read-only methods need nothing', async () => {
    const k = kit();
    await start([k.plugin('bare'), k.plugin('signer', { permissions: ['wallet.sign'] }), wallet(k)]);
    await expectDenied(() => k.api('bare').request('eip155', 'personal_sign', ['0x1', '0xabc']), 'bare', 'wallet.sign');
    await expectDenied(() => k.api('bare').request('eip155', 'eth_signTypedData_v4'), 'bare', 'wallet.sign');
    await expectDenied(() => k.api('bare').hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_sendTransaction' }), 'bare', 'wallet.sign');
    expect(await k.api('bare').request('eip155', 'eth_chainId')).toBe('eth_chainId:ok');
    expect(await k.api('bare').hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_getBalance' })).toBe('eth_getBalance:ok');
    expect(await k.api('signer').request('eip155', 'personal_sign', ['0x1', '0xabc'])).toBe('personal_sign:ok');
    expect(await k.api('signer').hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_sendTransaction' })).toBe('eth_sendTransaction:ok');
  });

  it('refuses fetch to an origin the manifest does not declare', async () => {
    const k = kit();
    const fetch = vi.fn(async () => new Response('{"ok":true}'));
    await start([k.plugin('fetcher', { permissions: ['origin:https://api.example.com'] })], { fetch: fetch as never });
    await expectDenied(() => k.api('fetcher').fetch('https://evil.example.com/x'), 'fetcher', 'origin:https://evil.example.com');
    await expectDenied(() => k.api('fetcher').fetch('http://api.example.com/x'), 'fetcher', 'origin:http://api.example.com');
    expect(fetch).not.toHaveBeenCalled();
    const res = await k.api('fetcher').fetch('https://api.example.com/v1/things?x=1');
    expect(await res.json()).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('https://api.example.com/v1/things?x=1', undefined);
  });

  it('assertPermission throws for an undeclared permission only', async () => {
    const k = kit();
    await start([k.plugin('p', { permissions: ['http'] })]);
    expect(() => k.api('p').assertPermission('http')).not.toThrow();
    await expectDenied(() => k.api('p').assertPermission('wallet.sign'), 'p', 'wallet.sign');
  });

  it('refuses a plugin calling a kernel-only hook, and lets it tap one', async () => {
    const k = kit();
    const h = await start([k.plugin('p')]);
    const seen = vi.fn();
    k.api('p').hooks.connected.tap('p', seen);
    expect(() => k.api('p').hooks.connected.call({ namespace: 'eip155', address: '0x1', chainId: 1, connectorId: 'x' }))
      .toThrow(/Plugin p may not call the kernel hook connected/);
    await expect((async () => k.api('p').hooks.connect.promise({ connectorId: 'x' }))()).rejects.toThrow(/may not call the kernel hook connect/);
    expect(seen).not.toHaveBeenCalled();
    h.kernel.hooks.connected.call({ namespace: 'eip155', address: '0x1', chainId: 1, connectorId: 'x' });
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe('collisions at run time', () => {
  it('refuses a second provider of one service, naming both plugins', async () => {
    const k = kit();
    const key = createServiceKey<{ n: number }>('shared.svc');
    await start([k.plugin('alpha'), k.plugin('beta')]);
    k.api('alpha').provide(key, { n: 1 });
    const e = await failure(() => k.api('beta').provide(key, { n: 2 }));
    expect(e.message).toContain('alpha');
    expect(e.message).toContain('beta');
    expect(e.message).toContain('shared.svc');
    expect((await k.api('beta').require(key)).n).toBe(1);
  });

  it('refuses two plugins defining one slice, naming both', async () => {
    const k = kit();
    const key = createSliceKey<{ n: number }>('shared.slice');
    await start([k.plugin('alpha'), k.plugin('beta')]);
    k.api('alpha').defineSlice(key, { n: 1 });
    const e = await failure(() => k.api('beta').defineSlice(key, { n: 2 }));
    expect(e.message).toMatch(/Plugins alpha and beta both define the slice shared\.slice/);
    expect(k.api('beta').getSlice(key)).toEqual({ n: 1 });
  });

  it('refuses two plugins declaring one storage key, and a plugin declaring a kernel key', async () => {
    const k = kit();
    await start([k.plugin('alpha', { permissions: ['storage'] }), k.plugin('beta', { permissions: ['storage'] })]);
    const def = { schema: z.string(), fallback: '' };
    k.api('alpha').storage.key('recent', def);
    expect(() => k.api('alpha').storage.key('recent', def)).not.toThrow(); // its own key, again
    expect(() => k.api('beta').storage.key('recent', def)).toThrow(/Plugins alpha and beta both claim storage key 'recent'/);
    expect(() => k.api('beta').storage.key('connectionStatus', def)).toThrow(/the kernel and beta both claim storage key 'connectionStatus'/);
  });

  it("refuses updateSlice on another plugin's slice, and on an undefined one", async () => {
    const k = kit();
    const key = createSliceKey<{ n: number }>('alpha.state');
    await start([k.plugin('alpha'), k.plugin('beta')]);
    k.api('alpha').defineSlice(key, { n: 1 });
    expect(() => k.api('beta').updateSlice(key, (d) => { d.n = 99; })).toThrow(/Plugin beta updates the slice alpha\.state, which belongs to alpha/);
    expect(() => k.api('beta').updateSlice(createSliceKey('nobody'), () => {})).toThrow(/is not defined/);
    k.api('alpha').updateSlice(key, (d) => { d.n += 1; });
    expect(k.api('beta').getSlice(key)).toEqual({ n: 2 });
  });
});

describe('named actions and services', () => {
  it("setConnectors replaces only the calling plugin's connectors", async () => {
    const k = kit();
    const h = await start([k.plugin('injected', { permissions: ['wallet.sign'] }), k.plugin('wc', { permissions: ['wallet.sign'] })]);
    k.api('injected').setConnectors([{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' }, { id: 'injected', name: 'Browser', type: 'INJECTED' }]);
    k.api('wc').setConnectors([{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' }]);
    k.api('injected').setConnectors([{ id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', pluginId: 'wc' } as never]);
    expect(h.kernel.store.getState().connectors.map((c) => [c.id, c.pluginId])).toEqual([['walletConnect', 'wc'], ['io.rabby', 'injected']]);
    k.api('wc').setConnectors([]);
    expect(h.kernel.store.getState().connectors.map((c) => c.id)).toEqual(['io.rabby']);
  });

  it("provideScoped gives the provider the caller's id and permissions", async () => {
    const k = kit();
    const key = createServiceKey<{ sign(): string }>('signing.svc');
    const callers: ServiceCaller[] = [];
    await start([
      k.plugin('provider', {}, (api) => api.provideScoped(key, (caller) => {
        callers.push(caller);
        return { sign: () => { caller.assert('wallet.sign'); return `signed for ${caller.id}`; } };
      })),
      k.plugin('trusted', { permissions: ['wallet.sign'] }),
      k.plugin('untrusted'),
    ]);
    expect((await k.api('trusted').require(key)).sign()).toBe('signed for trusted');
    const svc = await k.api('untrusted').require(key);
    await expectDenied(() => svc.sign(), 'untrusted', 'wallet.sign');
    expect(callers.map((c) => [c.id, c.has('wallet.sign')])).toEqual([['trusted', true], ['untrusted', false]]);
  });
});

describe('useSlot', () => {
  it('re-renders when a contributing plugin fails', async () => {
    const broken = defineManifest({ id: 'swaps', apiVersion: PLUGIN_API_VERSION,
      contributes: { 'account.walletFeatures': [{ id: 'swaps', label: 'Swap' }] },
      load: async () => { throw new Error('chunk failed'); },
    });
    const receive = defineManifest({ id: 'receive', apiVersion: PLUGIN_API_VERSION,
      contributes: { 'account.walletFeatures': [{ id: 'receive', label: 'Receive' }] },
      load: async () => definePlugin(() => {}),
    });
    const renders = vi.fn();
    function Features({ api }: ViewProps) {
      const items = api.useSlot('account.walletFeatures');
      renders();
      return <ul>{items.map((i) => <li key={i.id}>{i.label}</li>)}</ul>;
    }
    const account = defineManifest({ id: 'account', apiVersion: PLUGIN_API_VERSION, views: ['Account'],
      load: async () => definePlugin((api) => { api.registerView('Account', Features); }),
    });
    const h = createPluginHarness(account, { fakes: [broken, receive] });
    await h.renderView('Account');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Swap', 'Receive']);
    const before = renders.mock.calls.length;
    await act(async () => { expect(await h.kernel.plugins.activate('swaps')).toBe(false); });
    expect(renders.mock.calls.length).toBeGreaterThan(before);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Receive']);
  });
});

describe('registerLazyView', () => {
  it("fetches a view's code when it is first shown, once, with a spinner meanwhile; a failed fetch shows the error view", async () => {
    const k = kit();
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    let loads = 0;
    const heavy = k.plugin('heavy', { views: ['Heavy', 'Broken'] }, (api) => {
      api.registerLazyView('Heavy', async () => { loads += 1; await gate; return { default: () => <p>heavy view</p> }; });
      api.registerLazyView('Broken', async () => { throw new Error('chunk gone'); });
    });
    const h = await start([heavy]);
    await h.renderView('Heavy');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => { release(); await gate; });
    expect(await screen.findByText('heavy view')).toBeTruthy();
    cleanup();
    await h.renderView('Heavy');
    expect(screen.getByText('heavy view')).toBeTruthy();
    expect(loads).toBe(1);
    cleanup();
    await h.renderView('Broken');
    expect(await screen.findByText('chunk gone')).toBeTruthy();
  });

  it('offers Retry for a view whose code failed to load, which fetches it again', async () => {
    const k = kit();
    let attempts = 0;
    const flaky = k.plugin('flaky', { views: ['Flaky'] }, (api) => {
      api.registerLazyView('Flaky', async () => {
        if (++attempts === 1) throw new Error('chunk gone');
        return { default: () => <p>flaky view</p> };
      });
    });
    const h = await start([flaky]);
    await h.renderView('Flaky');
    expect(await screen.findByText('chunk gone')).toBeTruthy();
    await act(async () => { screen.getByRole('button', { name: 'Retry' }).click(); });
    expect(await screen.findByText('flaky view')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('refuses a view the manifest does not declare', async () => {
    const k = kit();
    const p = k.plugin('p', { views: ['Mine'] });
    await start([p]);
    expect(() => k.api('p').registerLazyView('Other', async () => () => null)).toThrow('Plugin p registers view Other but its manifest does not declare it');
  });
});

describe('blockClose', () => {
  it('blocks the close while any plugin blocks it, and the close then shakes instead', async () => {
    const k = kit();
    const h = await start([k.plugin('one'), k.plugin('two')]);
    await h.gangway.open();
    k.api('one').blockClose(true);
    k.api('two').blockClose(true);
    expect(h.kernel.store.getState().modal.closeBlocked).toBe(true);
    expect(k.api('one').close()).toBe(false);
    expect(h.kernel.store.getState().modal.shake).toBe(true);
    k.api('one').blockClose(false);
    // 'two' still blocks.
    expect(h.kernel.store.getState().modal.closeBlocked).toBe(true);
    k.api('two').blockClose(false);
    expect(h.kernel.store.getState().modal.closeBlocked).toBe(false);
    expect(k.api('one').close()).toBe(true);
    expect(h.gangway.isOpen()).toBe(false);
  });
});

describe('permissions that hold (wallet hooks, the provider, the session, services)', () => {
  const WALLET = { namespaces: ['eip155' as const], permissions: ['wallet.sign' as const, 'wallet.session' as const] };
  /** A connector plugin answering connect for its own connector and every eip155 request with its id. */
  const connector = (k: ReturnType<typeof kit>, id: string) => k.plugin(id, WALLET, (api) => {
    api.setConnectors([{ id: `${id}-connector`, name: id, type: 'INJECTED', chain: 'eip155' }]);
    api.hooks.connect.tapPromise(id, async () => ({ namespace: 'eip155', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 }));
    api.hooks.request.for('eip155').tapPromise(id, async ({ method }) => `${method}:${id}`);
    api.hooks.getProvider.for('eip155').tapPromise(id, async () => ({ provider: id }));
  });

  it('a plugin without wallet.sign cannot tap a wallet hook: its setup fails and it stays inert', async () => {
    const k = kit();
    const h = createPluginHarness(k.plugin('bare'), { fakes: [k.plugin('spy', {}, (api) => {
      api.hooks.request.for('eip155').tapPromise('spy', async () => 'forged');
    })] });
    expect(await h.kernel.plugins.activate('spy')).toBe(false);
    expect(h.kernel.store.getState().plugins.spy).toMatchObject({ status: 'failed', error: "Plugin spy uses the wallet hook request without the permission 'wallet.sign': declare it in the plugin's manifest" });
    expect(h.kernel.hooks.request.for('eip155').taps).toHaveLength(0);
  });

  it('holding a restored session back (beforeRestored) needs wallet.session', async () => {
    const k = kit();
    const h = createPluginHarness(k.plugin('bare'), { fakes: [k.plugin('staller', {}, (api) => {
      api.hooks.beforeRestored.tapPromise('staller', () => new Promise<void>(() => {}));
    })] });
    expect(await h.kernel.plugins.activate('staller')).toBe(false);
    expect(h.kernel.store.getState().plugins.staller).toMatchObject({ status: 'failed', error: "Plugin staller uses the session hook beforeRestored without the permission 'wallet.session': declare it in the plugin's manifest" });
    expect(h.kernel.hooks.beforeRestored.taps).toHaveLength(0);
  });

  it('wallet.sign is not enough for a namespace the manifest does not declare', async () => {
    const k = kit();
    const h = createPluginHarness(k.plugin('bare'), { fakes: [k.plugin('evm-only', WALLET, (api) => {
      api.hooks.request.for('solana').tapPromise('x', async () => 'forged');
    })] });
    expect(await h.kernel.plugins.activate('evm-only')).toBe(false);
    expect(String(h.kernel.store.getState().plugins['evm-only']?.error)).toContain("declare 'solana' in the manifest's namespaces");
  });

  it('getProvider, the session actions and setConnectors need their permissions', async () => {
    const k = kit();
    await start([k.plugin('bare'), connector(k, 'wallet')]);
    const bare = k.api('bare');
    await expectDenied(() => bare.hooks.getProvider.for('eip155').promise({ namespace: 'eip155' }), 'bare', 'wallet.sign');
    await expectDenied(() => bare.setConnectors([{ id: 'x', name: 'x', type: 'INJECTED' }]), 'bare', 'wallet.sign');
    await expectDenied(() => bare.connect({ connectorId: 'wallet-connector' }), 'bare', 'wallet.session');
    await expectDenied(() => bare.disconnect(), 'bare', 'wallet.session');
    await expectDenied(() => bare.switchNetwork('eip155:31337'), 'bare', 'wallet.session');
    await expectDenied(() => bare.setActiveChain('eip155'), 'bare', 'wallet.session');
    await expectDenied(() => bare.setAccount('eip155', { address: '0xattacker' }), 'bare', 'wallet.session');
    await expectDenied(() => bare.adoptAccount('eip155', '0xattacker'), 'bare', 'wallet.session');
    await expectDenied(() => bare.setNetwork('eip155', {} as never), 'bare', 'wallet.session');
    await expectDenied(() => bare.adoptNetwork('eip155', {} as never), 'bare', 'wallet.session');
    await expectDenied(() => bare.setNetworkState('eip155', { approvedCaipNetworkIds: ['eip155:1'], supportsAllNetworks: false }), 'bare', 'wallet.session');
    // Reads, and read-only wallet methods, need nothing; an unlisted wallet method needs wallet.sign.
    expect(bare.getState().connectors.map((c) => c.id)).toEqual(['wallet-connector']);
    expect(await bare.request('eip155', 'eth_chainId')).toBe('eth_chainId:wallet');
    await expectDenied(() => bare.request('eip155', 'eth_decrypt'), 'bare', 'wallet.sign');
    await expectDenied(() => bare.request('eip155', 'wallet_invokeSnap'), 'bare', 'wallet.sign');
  });

  it("a connector id is its publisher's: another plugin publishing it is refused", async () => {
    const k = kit();
    await start([connector(k, 'wallet'), k.plugin('copycat', WALLET)]);
    const e = await failure(() => k.api('copycat').setConnectors([{ id: 'wallet-connector', name: 'Fake', type: 'INJECTED' }]));
    expect(e.code).toBe('PLUGIN_CONFLICT');
    expect(e.message).toBe('Plugins wallet and copycat both publish the connector wallet-connector');
  });

  it("a session's connect, requests and provider reach only the plugin that owns it, even past a plugin granted wallet.sign", async () => {
    const k = kit();
    const h = await start([connector(k, 'wallet'), connector(k, 'rival'), k.plugin('app', WALLET)]);
    // The rival's taps come first in the hook (staged ahead): the owner still answers.
    await k.api('app').connect({ connectorId: 'wallet-connector' });
    expect(h.kernel.store.getState().chains.eip155?.account.status).toBe('connected');
    expect(await k.api('app').request('eip155', 'personal_sign', ['0x1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])).toBe('personal_sign:wallet');
    expect(await k.api('app').hooks.getProvider.for('eip155').promise({ namespace: 'eip155' })).toEqual({ provider: 'wallet' });
    await k.api('app').connect({ connectorId: 'rival-connector' });
    expect(await k.api('app').request('eip155', 'eth_sendTransaction', [{}])).toBe('eth_sendTransaction:rival');
    await k.api('app').disconnect();
    // No session: nobody owns the namespace until the next connect.
    expect(await k.api('app').request('eip155', 'eth_chainId')).toBe('eth_chainId:wallet');
  });

  it('the options and the plugin manifests a plugin reads cannot be rewritten (endpoints, grants, another plugin\'s load)', async () => {
    const k = kit();
    // 'later' is switched off: a plugin that would love to switch it on, or to swap its code.
    const h = createPluginHarness(k.plugin('bare'), { fakes: [k.plugin('later', { feature: 'features.later' })] });
    expect(await h.kernel.plugins.activate('bare')).toBe(true);
    const options = k.api('bare').options as unknown as { endpoints: Record<string, string>; features: Record<string, unknown>; plugins: { id: string; load?: unknown; permissions?: string[] }[] };
    expect(() => { options.endpoints.api = 'https://attacker.example'; }).toThrow(TypeError);
    expect(() => { options.features.later = true; }).toThrow(TypeError);
    const later = h.kernel.plugins.manifest('later') as unknown as { load?: unknown; permissions?: string[] };
    expect(() => { later.load = async () => ({ default: () => undefined }); }).toThrow(TypeError);
    expect(() => { later.permissions = ['wallet.sign']; }).toThrow(TypeError);
    expect(() => { options.plugins.find((m) => m.id === 'later')!.permissions = ['wallet.sign']; }).toThrow(TypeError);
    expect(h.kernel.options.endpoints.api).not.toBe('https://attacker.example');
    // The same frozen view while the options stay the same object.
    expect(k.api('bare').options).toBe(k.api('bare').options);
  });

  it('a service that moves money is refused to a plugin without its permission, whatever key it makes', async () => {
    const k = kit();
    const payKey = createServiceKey<{ pay(): string }>('test.pay', ['wallet.sign']);
    await start([
      k.plugin('payer', {}, (api) => api.provide(payKey, { pay: () => 'paid' })),
      k.plugin('bare'),
      k.plugin('shop', { permissions: ['wallet.sign'] }),
    ]);
    await expectDenied(() => k.api('bare').require(payKey), 'bare', 'wallet.sign');
    await expectDenied(() => k.api('bare').require(createServiceKey<{ pay(): string }>('test.pay')), 'bare', 'wallet.sign');
    expect((await k.api('shop').require(payKey)).pay()).toBe('paid');
  });
});

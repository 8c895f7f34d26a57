import { PLUGIN_API_VERSION } from '../plugins/types';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createGangway } from './create-gangway';
import { createKernel } from './kernel';
import { definePlugin, defineManifest } from '../plugins/define';
import { memoryStorage } from '../testing/memory-storage';
import { testDevnet, testMainnet, testSolana } from '../testing/networks.test-util';
import type { ChainNamespace } from '../state/types';

// The runtime and the flows are lazy chunks the kernel imports on first use; compiled once here, so a
// waitFor in a test measures the kernel's work, not how long a busy machine takes to transform them.
beforeAll(async () => { await Promise.all([import('./runtime'), import('./flows')]); }, 60_000);

const base = { projectId: 'p1', networks: [testDevnet, testMainnet] };
const fetchSpy = () => vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.includes('/appkit/v1/config')) return new Response(JSON.stringify({ features: [] }), { status: 200 });
  if (url.includes('/projects/v1/origins')) return new Response(JSON.stringify({ allowedOrigins: ['http://localhost:3000'] }), { status: 200 });
  return new Response('{}', { status: 200 });
});

afterEach(() => vi.useRealTimers());

describe('createGangway options', () => {
  it('throws one error listing every problem in the spec wording', () => {
    expect(() => createGangway({ projectId: 7, networks: [], themeMode: 'blue' } as never)).toThrowError(
      /Invalid Gangway options:[\s\S]*projectId: Expected string received number[\s\S]*themeMode: Invalid input/,
    );
  });
});

describe('start-up', () => {
  it('sends no request at import or in basic mode, and fetches the project config with projectId, st, sv otherwise', async () => {
    const f = fetchSpy();
    const basic = createKernel({ ...base, basic: true }, { fetch: f as never, storage: memoryStorage() });
    await basic.loadRuntime();
    await basic.ready;
    await new Promise((r) => setTimeout(r, 20));
    expect(f).not.toHaveBeenCalled();
    expect(basic.options.features.email).toBe(false);

    // Outside basic mode the project config waits for the first need (intent, open, a stored session).
    const k = createKernel(base, { fetch: f as never, storage: memoryStorage() });
    await new Promise((r) => setTimeout(r, 20));
    expect(f).not.toHaveBeenCalled();
    k.prefetch();
    await k.ready;
    const url = new URL(String(f.mock.calls[0][0]));
    expect(url.pathname).toBe('/appkit/v1/config');
    expect(url.searchParams.get('projectId')).toBe('p1');
    expect(url.searchParams.get('st')).toBe('gangway');
    expect(url.searchParams.get('sv')).toContain('gangway');
  });

  it('opens the Project ID Not Configured alert when the project id is missing', async () => {
    const k = createKernel({ networks: [testDevnet] }, { fetch: fetchSpy() as never, storage: memoryStorage() });
    expect(k.store.getState().alert).toEqual({ kind: 'PROJECT_ID_NOT_CONFIGURED' });
    expect(k.showAlert('PROJECT_ID_NOT_CONFIGURED')).toBe(false); // already on screen
  });

  it('an alert shows each time it is raised; one raised with `once` never shows again (WalletConnect provider errors, spec §8)', () => {
    const k = createKernel({ projectId: 'p1', networks: [testDevnet], basic: true }, { fetch: fetchSpy() as never, storage: memoryStorage() });
    const dismiss = () => k.store.setState({ ...k.store.getState(), alert: undefined });
    expect(k.showAlert('INVALID_APP_CONFIGURATION')).toBe(true);
    dismiss();
    expect(k.showAlert('INVALID_APP_CONFIGURATION')).toBe(true);
    expect(k.showAlert('WC_JWT_INVALID', true)).toBe(true);
    dismiss();
    expect(k.showAlert('WC_JWT_INVALID', true)).toBe(false);
    expect(k.store.getState().alert).toBeUndefined();
  });

  it('restores a stored session: connecting until synced, then connected; a failed sync ends disconnected and forgets it', async () => {
    const seed = {
      '@gangway/connectionStatus': JSON.stringify({ eip155: 'connected', solana: 'connected' }),
      '@gangway/connectorIds': JSON.stringify({ eip155: 'injected', solana: 'phantom' }),
    };
    const storage = memoryStorage(seed);
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const evm = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'evm', namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'],
      load: async () => definePlugin((api) => {
        api.hooks.syncConnection.for('eip155').tapPromise('x', async () => { await gate; return { namespace: 'eip155', address: '0xabc', chainId: 31337 }; });
      }),
    });
    const sol = defineManifest({ apiVersion: PLUGIN_API_VERSION, id: 'sol', namespaces: ['solana'], permissions: ['wallet.sign', 'wallet.session'],
      load: async () => definePlugin((api) => { api.hooks.syncConnection.for('solana').tapPromise('x', async () => { throw new Error('gone'); }); }),
    });
    const k = createKernel({ ...base, basic: true, networks: [testDevnet, testSolana], plugins: [evm, sol] }, { fetch: fetchSpy() as never, storage });
    expect(k.store.getState().chains.eip155?.account.status).toBe('connecting');
    release();
    await vi.waitFor(() => expect(k.store.getState().chains.eip155?.account.status).toBe('connected'));
    expect(k.store.getState().activeCaipAddress).toBe('eip155:31337:0xabc');
    await vi.waitFor(() => expect(k.store.getState().chains.solana?.account.status).toBe('disconnected'));
    expect(JSON.parse(storage.dump()['@gangway/connectionStatus']).solana).toBe('disconnected');
  });
});

describe('modal', () => {
  const mk = () => createGangway({ ...base, basic: true }, { skipStartup: true, storage: memoryStorage(), mountUi: async () => {} });

  it('an open closed before the runtime arrived does not show once it arrives', async () => {
    const g = mk();
    const opening = g.open();
    g.close();
    await opening;
    expect(g.isOpen()).toBe(false);
    await g.open();
    expect(g.isOpen()).toBe(true);
  });

  it('opens on the disconnected role\'s view (Connect), on the connected one\'s (Account) when connected, or on the requested view; close resets to the first', async () => {
    // The roles are data of the plugins owning those views: two fixtures fill them here.
    const role = (id: string, view: string, opens: Record<string, string>) => defineManifest({ id, apiVersion: PLUGIN_API_VERSION, views: [view], opens,
      load: async () => definePlugin((api) => { api.views.registerView(view, () => null); }) });
    const g = createGangway({ ...base, basic: true, plugins: [role('door', 'Door', { disconnected: 'Door' }), role('home', 'Home', { connected: 'Home' })] },
      { skipStartup: true, storage: memoryStorage(), mountUi: async () => {} });
    expect(g.getState().router.history).toEqual([{ view: 'Door' }]);
    await g.open();
    const k = await g.kernel.loadRuntime();
    expect(k.router.current().view).toBe('Door');
    g.kernel.store.update((d) => { d.activeCaipAddress = 'eip155:31337:0xabc'; });
    g.close();
    await g.open();
    expect(k.router.current().view).toBe('Home');
    const uris: unknown[] = [];
    k.hooks.afterOpen.tap('t', (ctx) => { uris.push(ctx.uri); });
    await g.open({ view: 'Networks', uri: 'wc:xyz' });
    expect(k.router.current().view).toBe('Networks');
    // The uri reaches the plugins through afterOpen (the WalletConnect plugin keeps it in its slice).
    expect(uris).toEqual(['wc:xyz']);
    g.close();
    expect(g.isOpen()).toBe(false);
    expect(g.getState().router.history).toEqual([{ view: 'Door' }]);
  });

  it('refuses to close while sign-in is required, shaking for 500 ms', async () => {
    vi.useFakeTimers();
    const g = mk();
    await g.open();
    g.kernel.store.update((d) => { d.modal.closeBlocked = true; });
    g.close();
    expect(g.isOpen()).toBe(true);
    expect(g.getState().modal.shake).toBe(true);
    vi.advanceTimersByTime(499);
    expect(g.getState().modal.shake).toBe(true);
    vi.advanceTimersByTime(1);
    expect(g.getState().modal.shake).toBe(false);
  });

  it('lets beforeOpen veto and reports afterClose with the pending-transaction flag', async () => {
    const g = mk();
    const k = await g.kernel.loadRuntime();
    const closed = vi.fn();
    k.hooks.afterClose.tap('t', closed);
    k.hooks.beforeOpen.tap('t', (ctx) => (ctx.view === 'Pay' ? false : undefined));
    await g.open({ view: 'Pay' });
    expect(g.isOpen()).toBe(false);
    await g.open();
    k.router.pushTransaction({ view: null });
    g.close();
    expect(closed).toHaveBeenCalledWith({ hadPendingTransaction: true });
  });

  it('replaces an open toast only after 150 ms', async () => {
    vi.useFakeTimers();
    const g = mk();
    const k = await g.kernel.loadRuntime();
    k.notices.toast('loading', 'Sending');
    k.notices.toast('success', 'Sent');
    expect(g.getState().toast).toBeUndefined();
    vi.advanceTimersByTime(150);
    expect(g.getState().toast).toMatchObject({ variant: 'success', message: 'Sent' });
  });
});

describe('disconnect', () => {
  function connectedKernel(failing: ChainNamespace[] = []) {
    const calls: string[] = [];
    const plugin = (ns: ChainNamespace) => defineManifest({ apiVersion: PLUGIN_API_VERSION, id: `p-${ns}`, namespaces: [ns], permissions: ['wallet.sign', 'wallet.session'],
      load: async () => definePlugin((api) => {
        api.hooks.disconnect.for(ns).tapPromise('x', async () => { calls.push(ns); if (failing.includes(ns)) throw new Error(`${ns} stuck`); });
      }),
    });
    const g = createGangway({ ...base, basic: true, networks: [testDevnet, testSolana], plugins: [plugin('eip155'), plugin('solana')] } as never,
      { skipStartup: true, storage: memoryStorage(), mountUi: async () => {} });
    return { g, calls };
  }
  const connect = async (g: ReturnType<typeof createGangway>, ns: ChainNamespace, connectorId: string) => {
    await g.kernel.loadRuntime();
    g.kernel.store.update((d) => {
      d.chains[ns]!.account.status = 'connected'; d.chains[ns]!.account.address = '0x1'; d.chains[ns]!.account.connectorId = connectorId;
      // The connector's type decides the spec §4 cascade (one WalletConnect session spans namespaces).
      if (!d.connectors.some((c) => c.id === connectorId)) d.connectors.push({ id: connectorId, name: connectorId, type: connectorId === 'walletConnect' ? 'WALLET_CONNECT' : 'INJECTED' });
    });
  };

  it('cascades to namespaces sharing the WalletConnect connector, and reports success', async () => {
    const { g, calls } = connectedKernel();
    await connect(g, 'eip155', 'walletConnect');
    await connect(g, 'solana', 'walletConnect');
    const events: string[] = [];
    g.subscribeEvents((e) => events.push(e.type));
    await g.disconnect('eip155');
    expect(calls.sort()).toEqual(['eip155', 'solana']);
    expect(g.getState().chains.solana?.account.status).toBe('disconnected');
    expect(events).toContain('DISCONNECT_SUCCESS');
  });

  it('disconnects only the chosen namespace for an injected connector', async () => {
    const { g, calls } = connectedKernel();
    await connect(g, 'eip155', 'injected');
    await connect(g, 'solana', 'phantom');
    await g.disconnect('eip155');
    expect(calls).toEqual(['eip155']);
    expect(g.getState().chains.solana?.account.status).toBe('connected');
  });

  it("combines failures into one error and still ends every local session", async () => {
    const { g } = connectedKernel(['eip155', 'solana']);
    await connect(g, 'eip155', 'injected');
    await connect(g, 'solana', 'phantom');
    await expect(g.disconnect()).rejects.toThrow('Failed to disconnect chains');
    expect(g.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(g.getState().chains.solana?.account.status).toBe('disconnected');
    const one = connectedKernel(['solana']);
    await connect(one.g, 'eip155', 'injected');
    await connect(one.g, 'solana', 'phantom');
    await expect(one.g.disconnect()).rejects.toThrow('Failed to disconnect chain solana');
    const single = connectedKernel(['eip155']);
    await connect(single.g, 'eip155', 'injected');
    await expect(single.g.disconnect('eip155')).rejects.toThrow(/^Failed to disconnect$/);
  });
});

describe('inspect()', () => {
  it('lists the plugins with why and when each activated, in activation order, as a copy', async () => {
    const plugin = (id: string, activationEvents: string[]) => defineManifest({ id, apiVersion: PLUGIN_API_VERSION, activationEvents, load: async () => definePlugin(() => {}) });
    const k = createKernel({ ...base, plugins: [plugin('idle', []), plugin('first', ['onStartup']), plugin('second', ['onNamespace:eip155'])] } as never, { fetch: fetchSpy() as never, storage: memoryStorage(), skipStartup: true });
    const loaded = await k.loadRuntime();
    await loaded.plugins.activateFor('onStartup');
    await loaded.plugins.activateFor('onNamespace:eip155');
    const { plugins } = k.inspect();
    expect(plugins.map((p) => [p.id, p.status, p.reason])).toEqual([['first', 'active', 'onStartup'], ['second', 'active', 'onNamespace:eip155'], ['idle', 'idle', undefined]]);
    expect(plugins.find((p) => p.id === 'first')).toMatchObject({ loadMs: expect.any(Number), setupMs: expect.any(Number), at: expect.any(Number) });
    plugins[0]!.reason = 'edited';
    expect(k.store.getState().plugins.first?.reason).toBe('onStartup');
  });
});

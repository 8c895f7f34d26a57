// @vitest-environment happy-dom
/**
 * The wallet code (wallet-code.ts) is a chunk of its own: activation does not load it, the open's
 * first view warms it up, a stored injected session loads it at activation, and a failed load is
 * the catalogue's error, retried by the next call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineManifest, definePlugin, ERRORS } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { testDevnet } from '@gangway/lib-wallet/testing';
import { startDiscovery } from './discovery';
import { injectedManifest } from './manifest';
import { loadWalletCode, setupInjected, type WalletCode } from './plugin';
import { ALICE_CHECKSUM, announce, FakeWallet } from './fake-wallet.test-util';

const ID = 'eip6963:dev.test.wallet';
const cleanups: (() => void)[] = [];
afterEach(() => { for (const c of cleanups.splice(0)) c(); });

/** The plugin with a loader the test counts and can make fail (as a chunk that fails twice would). */
function harness(opts: { storage?: Record<string, string>; announceWallet?: boolean } = {}) {
  const wallet = new FakeWallet();
  if (opts.announceWallet !== false) cleanups.push(announce(wallet));
  const loader = { calls: 0, failures: 0 };
  const load = (): Promise<WalletCode> => {
    loader.calls += 1;
    if (loader.failures > 0) { loader.failures -= 1; return Promise.reject(new Error('Loading chunk injected-wallet failed')); }
    return loadWalletCode();
  };
  const manifest = defineManifest({
    ...injectedManifest,
    load: async () => ({ default: definePlugin((api) => setupInjected(api, startDiscovery(window), load)) }),
  });
  const h = createPluginHarness(manifest, { options: { networks: [testDevnet] }, storage: opts.storage });
  cleanups.push(() => h.gangway.destroy());
  const account = () => h.kernel.store.getState().chains.eip155?.account;
  return { h, wallet, loader, account };
}

const openFinished = (h: ReturnType<typeof harness>['h']) => h.kernel.hooks.openFinished.call({ view: 'Connect' });

describe('the wallet code loads on use, outside the first view', () => {
  it('activation lists the wallets without loading it; the open\'s first view warms it up once', async () => {
    const { h, loader } = harness();
    expect(await h.activate()).toBe(true);
    expect(h.kernel.store.getState().connectors.map((c) => c.id)).toEqual([ID]);
    expect(loader.calls).toBe(0);
    openFinished(h);
    expect(loader.calls).toBe(1);
    await h.kernel.connect({ connectorId: ID });
    openFinished(h);
    expect(loader.calls).toBe(1);
  });

  it('no warm-up when the page offers no injected wallet', async () => {
    const { h, loader } = harness({ announceWallet: false });
    await h.activate();
    openFinished(h);
    expect(loader.calls).toBe(0);
  });

  it('a stored injected session loads it at activation, and the restore connects', async () => {
    const storage = { '@gangway/connectionStatus': JSON.stringify({ eip155: 'connected' }), '@gangway/connectorIds': JSON.stringify({ eip155: ID }) };
    const { h, loader, account } = harness({ storage });
    const started = vi.fn();
    // The load starts while the plugin sets up, before the kernel asks for the sync.
    h.kernel.hooks.syncConnection.for('eip155').tap({ name: 'test', stage: -100 }, () => { started(loader.calls); return undefined; });
    await h.startup();
    expect(started).toHaveBeenCalledWith(1);
    await expect.poll(() => account()?.status).toBe('connected');
    expect(account()?.address).toBe(ALICE_CHECKSUM);
    expect(loader.calls).toBe(1);
  });

  it('a load that fails gives the catalogue error and leaves the account as it was; the next connect loads it again', async () => {
    const { h, loader, account, wallet } = harness();
    await h.activate();
    loader.failures = 1;
    await expect(h.kernel.connect({ connectorId: ID })).rejects.toThrow(ERRORS.CODE_LOAD_FAILED);
    expect(account()?.status).not.toBe('connected');
    expect(wallet.methods()).toEqual([]);
    await h.kernel.connect({ connectorId: ID });
    expect(account()?.status).toBe('connected');
    expect(loader.calls).toBe(2);
  });

  it('a failed warm-up reports nothing; the click after it loads the code', async () => {
    const { h, loader, account } = harness();
    await h.activate();
    const errors: unknown[] = [];
    h.kernel.hooks.error.tap('test', ({ error }) => { errors.push(error); });
    loader.failures = 1;
    openFinished(h);
    await vi.waitFor(() => expect(loader.calls).toBe(1));
    await h.kernel.connect({ connectorId: ID });
    expect(account()?.status).toBe('connected');
    expect(loader.calls).toBe(2);
    expect(errors).toEqual([]);
  });

  it('keeps the loaded code: later calls do not request it again', async () => {
    const { h, loader, account, wallet } = harness();
    await h.activate();
    await h.kernel.connect({ connectorId: ID });
    expect(account()?.status).toBe('connected');
    loader.failures = 5;
    await expect(h.kernel.hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_chainId' })).resolves.toBe('0x7a69');
    await h.kernel.disconnect('eip155');
    expect(account()?.status).toBe('disconnected');
    expect(wallet.methods()).toContain('wallet_revokePermissions');
    expect(loader.calls).toBe(1);
  });
});

// @vitest-environment happy-dom
/**
 * Wallet pinning from the click (issue 33): the wallet object chosen at the click — or re-identified by
 * a restore — answers every request of the session; an impostor announcing the same rdns before the
 * click, while eth_requestAccounts is pending, or after the connect receives nothing, and the host is told.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GangwayError, type GangwayEvent } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { testDevnet, testMainnet } from '@gangway/lib-wallet/testing';
import { injectedManifest } from './manifest';
import { ALICE, ALICE_CHECKSUM, announce, BOB, FakeWallet } from './fake-wallet.test-util';

const ID = 'eip6963:dev.test.wallet';
const TX_HASH = `0x${'ab'.repeat(32)}`;
const cleanups: (() => void)[] = [];
afterEach(() => { for (const c of cleanups.splice(0)) c(); delete (window as { ethereum?: unknown }).ethereum; vi.restoreAllMocks(); });

/** A wallet that answers sends and signs too. */
function signingWallet() {
  const w = new FakeWallet();
  w.knownChains.add('0x1');
  w.handlers.eth_sendTransaction = () => TX_HASH;
  w.handlers.personal_sign = () => `0x${'11'.repeat(65)}`;
  return w;
}

async function setup(options: Record<string, unknown> = {}) {
  const h = createPluginHarness(injectedManifest, { options: { networks: [testDevnet, testMainnet], ...options } });
  cleanups.push(() => h.gangway.destroy());
  const events: GangwayEvent[] = [];
  h.gangway.subscribeEvents((e) => { if (e.type === 'WALLET_ANNOUNCEMENT_IGNORED') events.push(e); });
  expect(await h.activate()).toBe(true);
  const errors: { error: unknown; source: string }[] = [];
  h.kernel.hooks.error.tap('test', (ctx) => { errors.push(ctx); });
  const state = () => h.kernel.store.getState();
  const request = (method: string, params?: unknown) => h.kernel.hooks.request.for('eip155').promise({ namespace: 'eip155', method, params });
  const sync = (connectorId = ID) => h.kernel.hooks.syncConnection.for('eip155').promise({ namespace: 'eip155', connectorId });
  return { h, events, errors, state, request, sync, account: () => state().chains.eip155!.account, network: () => state().chains.eip155!.network.caipNetwork?.caipNetworkId };
}

/** Every kind of request a session makes, through the kernel as the other plugins make them. */
async function useSession(t: Awaited<ReturnType<typeof setup>>) {
  await expect(t.request('eth_sendTransaction', [{ from: ALICE, to: BOB, value: '0x1' }])).resolves.toBe(TX_HASH);
  await t.request('personal_sign', ['0x68656c6c6f', ALICE]);
  await t.h.kernel.switchNetwork('eip155:1');
  expect(t.network()).toBe('eip155:1');
}

describe('the click\'s wallet answers the whole session', () => {
  it('an impostor announced before the click is not listed, gets nothing, and is reported once', async () => {
    const real = signingWallet();
    const impostor = signingWallet();
    cleanups.push(announce(real), announce(impostor, { name: 'Test Wallet' }));
    const t = await setup();
    expect(t.state().connectors.map((c) => c.id)).toEqual([ID]);
    await t.h.kernel.connect({ connectorId: ID });
    await useSession(t);
    await expect(t.h.gangway.getProvider('eip155')).resolves.toBe(real);
    expect(impostor.calls).toEqual([]);
    expect(real.methods()).toEqual(['eth_requestAccounts', 'eth_chainId', 'eth_sendTransaction', 'personal_sign', 'wallet_switchEthereumChain']);
    // The host sees the event and the error hook's report (the logger's console warning in debug).
    expect(t.events.map((e) => e.properties)).toEqual([{ rdns: 'dev.test.wallet', name: 'Test Wallet', uuid: expect.any(String), plugin: 'injected' }]);
  });

  it('an impostor announced while eth_requestAccounts is pending gets nothing, its events included', async () => {
    const real = signingWallet();
    let approve = () => {};
    real.handlers.eth_requestAccounts = () => new Promise((resolve) => { approve = () => resolve(real.accounts); });
    cleanups.push(announce(real, { uuid: 'real-uuid' }));
    const t = await setup();
    const connecting = t.h.kernel.connect({ connectorId: ID });
    await vi.waitFor(() => expect(real.methods()).toEqual(['eth_requestAccounts']));
    // Copies even the real wallet's uuid: a different provider object is never the chosen one.
    const impostor = signingWallet();
    cleanups.push(announce(impostor, { uuid: 'real-uuid' }));
    approve();
    await connecting;
    expect(t.account()).toMatchObject({ status: 'connected', address: ALICE_CHECKSUM, connectorId: ID });
    await useSession(t);
    await expect(t.h.gangway.getProvider('eip155')).resolves.toBe(real);
    // Only the chosen wallet's events move the session.
    impostor.emit('accountsChanged', [BOB]);
    impostor.emit('chainChanged', '0x89');
    expect(impostor.listenerCount('accountsChanged')).toBe(0);
    expect(t.network()).toBe('eip155:1');
    real.emit('chainChanged', '0x7a69');
    expect(t.network()).toBe('eip155:31337');
    expect(t.account().address).toBe(ALICE_CHECKSUM);
    expect(impostor.calls).toEqual([]);
    expect(t.events).toHaveLength(1);
  });

  it('an impostor announced after the connect gets nothing, not even the revoke; a reconnect asks the first wallet again', async () => {
    const real = signingWallet();
    cleanups.push(announce(real));
    const t = await setup();
    await t.h.kernel.connect({ connectorId: ID });
    const impostor = signingWallet();
    cleanups.push(announce(impostor));
    await useSession(t);
    await t.h.kernel.disconnect('eip155');
    expect(real.methods()).toContain('wallet_revokePermissions');
    // The session ended, and still the rdns is the first wallet's: nothing is swapped in later.
    await t.h.kernel.connect({ connectorId: ID });
    expect(real.methods().filter((m) => m === 'eth_requestAccounts')).toHaveLength(2);
    expect(impostor.calls).toEqual([]);
  });

  it('a failed connect holds nothing: the live session keeps its own wallet', async () => {
    const real = signingWallet();
    const other = signingWallet();
    other.handlers.eth_requestAccounts = () => { throw Object.assign(new Error('User rejected the request.'), { code: 4001 }); };
    cleanups.push(announce(real), announce(other, { rdns: 'dev.other.wallet', name: 'Other' }));
    const t = await setup();
    await t.h.kernel.connect({ connectorId: ID });
    await expect(t.h.kernel.connect({ connectorId: 'eip6963:dev.other.wallet' })).rejects.toMatchObject({ code: 4001 });
    await t.request('eth_sendTransaction', [{ from: ALICE, to: BOB, value: '0x1' }]);
    expect(real.methods()).toContain('eth_sendTransaction');
    expect(other.methods()).toEqual(['eth_requestAccounts']);
  });
});

describe('a restored session talks to the wallet it re-identified', () => {
  it('a stored session at page load: the wallet found then answers, not an impostor announced after', async () => {
    const real = signingWallet();
    cleanups.push(announce(real));
    const storage = { '@gangway/connectionStatus': JSON.stringify({ eip155: 'connected' }), '@gangway/connectorIds': JSON.stringify({ eip155: ID }) };
    const h = createPluginHarness(injectedManifest, { options: { networks: [testDevnet, testMainnet] }, storage });
    cleanups.push(() => h.gangway.destroy());
    await h.startup();
    const account = () => h.kernel.store.getState().chains.eip155?.account;
    await expect.poll(() => account()?.status).toBe('connected');
    expect(account()?.address).toBe(ALICE_CHECKSUM);
    const impostor = signingWallet();
    cleanups.push(announce(impostor));
    await expect(h.kernel.hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{ from: ALICE, to: BOB }] })).resolves.toBe(TX_HASH);
    await h.kernel.switchNetwork('eip155:1');
    await expect(h.gangway.getProvider('eip155')).resolves.toBe(real);
    expect(real.methods()).toEqual(['eth_accounts', 'eth_chainId', 'eth_sendTransaction', 'wallet_switchEthereumChain']);
    expect(impostor.calls).toEqual([]);
  });

  it('window.ethereum replaced after the connect: the chosen provider keeps answering, a later sync too', async () => {
    const chosen = signingWallet();
    (window as { ethereum?: unknown }).ethereum = chosen;
    const t = await setup();
    expect(t.state().connectors.map((c) => c.id)).toEqual(['injected']);
    await t.h.kernel.connect({ connectorId: 'injected' });
    const swapped = signingWallet();
    (window as { ethereum?: unknown }).ethereum = swapped;
    await useSession(t);
    await expect(t.h.gangway.getProvider('eip155')).resolves.toBe(chosen);
    // Another tab's change re-syncs the session within this page: the held wallet answers it.
    await expect(t.sync('injected')).resolves.toMatchObject({ address: ALICE_CHECKSUM });
    expect(chosen.methods()).toContain('eth_accounts');
    expect(swapped.calls).toEqual([]);
  });
});

describe('reporting a dropped announcement', () => {
  it('is a GangwayError on the error hook, written to the console as a warning in debug', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    cleanups.push(announce(new FakeWallet()));
    const t = await setup();
    cleanups.push(announce(new FakeWallet(), { name: 'Impostor', uuid: 'impostor-uuid' }));
    expect(t.errors).toHaveLength(1);
    expect(t.errors[0].source).toBe('injected:discovery');
    expect(t.errors[0].error).toBeInstanceOf(GangwayError);
    expect(t.errors[0].error).toMatchObject({
      code: 'WALLET_ANNOUNCEMENT_IGNORED',
      message: 'Ignored a second wallet announcing rdns dev.test.wallet ("Impostor"): the wallet first announced under it keeps it',
      details: { rdns: 'dev.test.wallet', name: 'Impostor', uuid: 'impostor-uuid' },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[gangway] injected:discovery: GangwayError: Ignored a second wallet announcing rdns dev.test.wallet'));
  });

  it('writes nothing to the console with debug off (the event is still emitted)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    cleanups.push(announce(new FakeWallet()));
    const t = await setup({ debug: false });
    cleanups.push(announce(new FakeWallet()));
    expect(t.events).toHaveLength(1);
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('injected:discovery'));
  });

  it('a very long announced name is cut in the log line', async () => {
    cleanups.push(announce(new FakeWallet()));
    const t = await setup();
    cleanups.push(announce(new FakeWallet(), { name: 'x'.repeat(500) }));
    expect((t.errors[0].error as Error).message).toContain(`("${'x'.repeat(79)}…")`);
  });
});

describe('the host\'s wallet lists with a duplicate announced', () => {
  const announceThree = () => {
    cleanups.push(
      announce(new FakeWallet(), { rdns: 'io.metamask', name: 'MetaMask' }),
      announce(new FakeWallet(), { rdns: 'app.phantom', name: 'Phantom' }),
      announce(new FakeWallet(), { rdns: 'io.metamask', name: 'MetaMask' }),
    );
  };
  it.each([
    [{ includeWalletIds: ['io.metamask'] }, ['io.metamask']],
    [{ excludeWalletIds: ['MetaMask'] }, ['app.phantom']],
    [{ featuredWalletIds: ['app.phantom'] }, ['app.phantom', 'io.metamask']],
    [{}, ['io.metamask', 'app.phantom']],
  ])('%j lists %j, each rdns once', async (options, rdns) => {
    announceThree();
    const t = await setup(options);
    expect(t.state().connectors.map((c) => c.rdns)).toEqual(rdns);
    expect(t.events).toHaveLength(1);
  });
});

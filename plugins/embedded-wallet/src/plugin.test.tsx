// @vitest-environment happy-dom
// The embedded wallet through the kernel's harness, with a scripted frame: the AUTH connector, the
// account type default and stored preference, RPC gating (spec §6), the close rule (§2), sync
// failure (§4) and the 3 s sign-out.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PluginApi, PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { evmTestNetworks } from '@gangway/lib-wallet/testing';
import { flush, FRAME_URL, manualClock, scriptedFrame } from './fake-frame.test-util';
import { chainStandIns } from './chain-stand-ins.test-util';
import { embeddedWalletManifest } from './manifest';
import { setupEmbeddedWallet } from './plugin';
import { AUTH_CONNECTOR_ID, embeddedWalletKey } from './public';
import { embeddedWalletSliceKey } from './slice';

afterEach(cleanup);

const ADDRESS = '0x1111111111111111111111111111111111111111';
const SMART = '0x5555555555555555555555555555555555555555';
// The frame answers with the account it holds: its EOA (smart accounts start with INIT_SMART_ACCOUNT).
const user = (p: Record<string, unknown>) => ({
  email: 'alice@example.com', address: ADDRESS, chainId: p.chainId ?? 31337, accounts: [{ address: ADDRESS, type: 'eoa' }],
  userName: null, preferredAccountType: 'eoa', smartAccountDeployed: false,
});

function setup(opts: { script?: Record<string, unknown>; storage?: Record<string, string> } = {}) {
  const clock = manualClock();
  const frame = scriptedFrame({ GET_USER: user, IS_CONNECTED: { isConnected: true }, GET_CHAIN_ID: { chainId: 31337 }, ...opts.script }, clock);
  const manifest = { ...embeddedWalletManifest, load: undefined, setup: (api: PluginApi) => setupEmbeddedWallet(api, frame.host, clock) } as PluginManifest;
  const h = createPluginHarness(manifest, { options: { endpoints: { frame: FRAME_URL }, networks: evmTestNetworks } as never, storage: opts.storage, fakes: chainStandIns });
  return { h, frame, clock };
}

/**
 * Settles `p` while the frame's clock runs: the kernel's own steps (activation, hooks) take real
 * turns of the event loop, the frame's ready delay takes fake time.
 */
async function settle<T>(s: { clock: { advance(ms: number): Promise<void> } }, p: Promise<T>): Promise<T> {
  let done = false;
  const out = p.finally(() => { done = true; });
  for (let i = 0; i < 200 && !done; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await s.clock.advance(100);
  }
  return out;
}

/** Logs in through the service (the frame already signed the visitor in) and waits for the connection. */
async function login(s: ReturnType<typeof setup>) {
  await s.h.activate();
  const wallet = s.h.service(embeddedWalletKey)!;
  await settle(s, wallet.finishLogin({ method: 'email' }));
  return wallet;
}

const sent = (s: ReturnType<typeof setup>, event: string) => s.frame.posted.filter((p) => p.message.type === `@w3m-app/${event}`);
const request = (s: ReturnType<typeof setup>, method: string, params: unknown = []) => {
  const out: { value?: unknown; error?: Error & { code?: unknown } } = {};
  const p = s.h.kernel.hooks.request.for('eip155').promise({ namespace: 'eip155', method, params }).then((v) => { out.value = v; }, (e: Error) => { out.error = e; });
  return { p, out };
};

describe('embedded wallet', () => {
  it('creates no frame until a login needs it', async () => {
    const s = setup();
    await s.h.activate();
    expect(s.frame.mounted).toEqual([]);
    expect(s.h.slice(embeddedWalletSliceKey).frameState).toBe('not-created');
    s.h.service(embeddedWalletKey)!.warm();
    expect(s.frame.mounted).toHaveLength(1);
    expect(s.h.slice(embeddedWalletSliceKey).frameState).toBe('loading');
  });

  it('connects the AUTH connector with the Auth user, syncs dapp data and theme, and remembers the login email', async () => {
    const s = setup();
    await login(s);
    const account = s.h.kernel.store.getState().chains.eip155!.account;
    expect(account).toMatchObject({ status: 'connected', address: ADDRESS, connectorId: AUTH_CONNECTOR_ID, user: { email: 'alice@example.com' }, preferredAccountTypes: { eip155: 'eoa' } });
    expect(sent(s, 'SYNC_DAPP_DATA')[0].message.payload).toMatchObject({ projectId: 'test' });
    expect(sent(s, 'SYNC_THEME')).toHaveLength(1);
    // Spec §4: eip155 defaults to smartAccount (no stored preference yet).
    expect(sent(s, 'GET_USER')[0].message.payload).toEqual({ chainId: 31337, preferredAccountType: 'smartAccount' });
    expect(s.h.storage.dump()['@gangway/embedded-wallet.loginEmail']).toBe(JSON.stringify('alice@example.com'));
  });

  it('asks for the stored preferred account type instead of the default', async () => {
    const s = setup({ storage: { '@gangway/embedded-wallet.preferredAccountTypes': JSON.stringify({ eip155: 'eoa' }) } });
    await login(s);
    expect(sent(s, 'GET_USER')[0].message.payload).toMatchObject({ preferredAccountType: 'eoa' });
  });

  it('passes safe methods straight to the frame', async () => {
    const s = setup({ script: { RPC_REQUEST: (p: Record<string, unknown>) => `answer:${String(p.method)}` } });
    await login(s);
    const r = request(s, 'eth_getBalance', [ADDRESS, 'latest']);
    await r.p;
    expect(r.out.value).toBe('answer:eth_getBalance');
    expect(s.h.kernel.store.getState().modal.open).toBe(false);
    expect(s.h.slice(embeddedWalletSliceKey).approvals).toEqual([]);
  });

  it('a not-safe method goes to the frame at once and ApproveTransaction shows the frame; the frame\'s answer closes the modal it opened', async () => {
    const s = setup();
    await login(s);
    const r = request(s, 'personal_sign', ['0x68656c6c6f', ADDRESS]);
    await waitFor(() => expect(s.h.kernel.store.getState().modal.open).toBe(true));
    expect(s.h.kernel.router.current().view).toBe('ApproveTransaction');
    // Sent before any Gangway button: the visitor approves inside the frame.
    const held = s.frame.held.find((p) => p.message.type === '@w3m-app/RPC_REQUEST')!;
    expect(held.message.payload).toMatchObject({ method: 'personal_sign', chainNamespace: 'eip155' });
    await s.h.renderView('ApproveTransaction', undefined);
    expect(screen.getByTestId('approve-transaction').dataset.method).toBe('personal_sign');
    expect(screen.queryByTestId('approve-transaction-button')).toBeNull();
    expect(s.frame.placed.at(-1)).toMatchObject({ left: expect.any(Number), top: expect.any(Number) });
    s.frame.answer(held, '0xsig');
    await r.p;
    expect(r.out.value).toBe('0xsig');
    expect(s.h.kernel.store.getState().modal.open).toBe(false);
    cleanup();
    expect(s.frame.placed.at(-1)).toBeNull();
  });

  it('the visitor\'s Reject in the frame is a 4001 rejection; a malformed request the frame refuses keeps its message', async () => {
    const s = setup();
    await login(s);
    const a = request(s, 'eth_sendTransaction', [{ to: ADDRESS, value: '0x1' }]);
    await waitFor(() => expect(s.frame.held).toHaveLength(1));
    s.frame.answer(s.frame.held[0], { message: 'User rejected the request.' }, false);
    await a.p;
    expect(a.out.error?.code).toBe(4001);
    const b = request(s, 'eth_sendTransaction', [{ to: ADDRESS, value: 'lots' }]);
    await waitFor(() => expect(s.frame.held).toHaveLength(2));
    s.frame.answer(s.frame.held[1], { message: 'Malformed request: "value" is not a number (got "lots")' }, false);
    await b.p;
    expect(b.out.error?.message).toBe('Malformed request: "value" is not a number (got "lots")');
  });

  it('Back declines the request shown and aborts the other not-safe ones, and tells the frame; a safe one in flight goes on', async () => {
    const s = setup({ script: { RPC_ABORT: {} } });
    await login(s);
    // On Account (the harness lists no account plugin filling the 'connected' role, so it is named).
    await s.h.gangway.open({ view: 'Account' });
    const safe = request(s, 'eth_call', [{}]);
    const a = request(s, 'eth_sendTransaction', [{ to: ADDRESS, value: '0x1' }]);
    const b = request(s, 'personal_sign', ['0x00', ADDRESS]);
    await waitFor(() => expect(s.h.slice(embeddedWalletSliceKey).approvals).toHaveLength(2));
    await waitFor(() => expect(s.h.kernel.router.current().view).toBe('ApproveTransaction'));
    s.h.kernel.router.back();
    await Promise.all([a.p, b.p]);
    expect(a.out.error?.code).toBe(4001);
    expect(b.out.error?.message).toBe('Request was aborted');
    await waitFor(() => expect(sent(s, 'RPC_ABORT')).toHaveLength(1));
    expect(s.h.kernel.router.current().view).toBe('Account');
    expect(s.h.kernel.store.getState().modal.open).toBe(true);
    expect(safe.out).toEqual({});
    const held = s.frame.held.find((p) => p.message.payload.method === 'eth_call')!;
    s.frame.answer(held, '0xcall');
    await safe.p;
    expect(safe.out.value).toBe('0xcall');
  });

  it('refuses a disallowed method: opens the modal, Action not allowed after 300 ms, then rejects', async () => {
    const s = setup();
    await login(s);
    const r = request(s, 'eth_getEncryptionPublicKey', []);
    await waitFor(() => expect(s.h.kernel.store.getState().modal.open).toBe(true));
    await s.clock.advance(299);
    expect(s.h.kernel.store.getState().toast?.message).not.toBe('Action not allowed');
    expect(r.out).toEqual({});
    await s.clock.advance(1);
    await r.p;
    expect(s.h.kernel.store.getState().toast).toMatchObject({ variant: 'error', message: 'Action not allowed' });
    expect(r.out.error?.message).toBe('Requested RPC call is not allowed');
    expect(sent(s, 'RPC_REQUEST')).toHaveLength(0);
  });

  it('closing with no pending transaction rejects the pending embedded requests; with one it keeps them', async () => {
    const s = setup();
    await login(s);
    const waiting = request(s, 'personal_sign', ['0x00', ADDRESS]);
    const inFlight = request(s, 'eth_call', [{}]);
    await waitFor(() => expect(s.h.kernel.store.getState().modal.open).toBe(true));
    s.h.kernel.router.pushTransaction({ view: 'Account' } as never);
    s.h.gangway.close();
    await flush();
    expect(waiting.out).toEqual({});
    expect(inFlight.out).toEqual({});
    await s.h.gangway.open();
    s.h.kernel.store.update((d) => { d.router.transactionStack = []; });
    s.h.gangway.close();
    await Promise.all([waiting.p, inFlight.p]);
    expect(waiting.out.error?.message).toBe('Request was aborted');
    expect(inFlight.out.error?.message).toBe('Request was aborted');
    // The frame drops the approval it showed (AppKit: APP_RPC_ABORT).
    await waitFor(() => expect(sent(s, 'RPC_ABORT')).toHaveLength(1));
  });

  it('a restored session the frame no longer has ends disconnected and forgets the stored namespace', async () => {
    const s = setup({
      script: { IS_CONNECTED: { isConnected: false } },
      storage: {
        '@gangway/connectionStatus': JSON.stringify({ eip155: 'connected' }),
        '@gangway/connectorIds': JSON.stringify({ eip155: AUTH_CONNECTOR_ID }),
        '@gangway/connectedNamespaces': JSON.stringify(['eip155']),
        '@gangway/embedded-wallet.loginEmail': JSON.stringify('old@example.com'),
      },
    });
    await settle(s, s.h.startup());
    expect(s.h.kernel.store.getState().chains.eip155?.account.status).toBe('disconnected');
    const dump = s.h.storage.dump();
    expect(JSON.parse(dump['@gangway/connectorIds'])).toEqual({});
    expect(JSON.parse(dump['@gangway/connectedNamespaces'])).toEqual([]);
    expect(dump['@gangway/embedded-wallet.loginEmail']).toBeUndefined();
  });

  it('restores a session the frame still has', async () => {
    const s = setup({
      storage: {
        '@gangway/connectionStatus': JSON.stringify({ eip155: 'connected' }),
        '@gangway/connectorIds': JSON.stringify({ eip155: AUTH_CONNECTOR_ID }),
        '@gangway/connectedNamespaces': JSON.stringify(['eip155']),
      },
    });
    await settle(s, s.h.startup());
    await flush();
    expect(s.h.kernel.store.getState().chains.eip155?.account).toMatchObject({ status: 'connected', address: ADDRESS, user: { email: 'alice@example.com' } });
  });

  it('sign-out waits at most 3 s for the frame, then the login data is gone', async () => {
    const s = setup();
    await login(s);
    let done = false;
    const out = s.h.gangway.disconnect().then(() => { done = true; });
    // The disconnect first activates the namespace's chain plugin (a stand-in here), then asks the frame.
    await waitFor(() => expect(sent(s, 'SIGN_OUT')).toHaveLength(1));
    await s.clock.advance(2_999);
    expect(done).toBe(false);
    await s.clock.advance(1);
    await out;
    expect(s.h.kernel.store.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(s.h.storage.dump()['@gangway/embedded-wallet.loginEmail']).toBeUndefined();
  });

  it('a failed user fetch after login: the spec toast, the frame signed out, back to Connect', async () => {
    const s = setup({ script: { GET_USER: () => { throw new Error('boom'); }, SIGN_OUT: {} } });
    await s.h.activate();
    const wallet = s.h.service(embeddedWalletKey)!;
    const done = await settle(s, wallet.finishLogin({ method: 'email' }).catch((e: Error) => e));
    expect((done as Error).message).toBe('boom');
    expect(s.h.kernel.store.getState().toast?.message).toBe('A problem occurred while trying initialize authentication');
    expect(sent(s, 'SIGN_OUT')).toHaveLength(1);
    expect(s.h.kernel.router.current().view).toBe('Connect');
    expect(s.h.kernel.store.getState().chains.eip155?.account.status).not.toBe('connected');
  });

  it('heartbeat: every 5 s it asks the frame; a session the frame lost is a Session Expired alert and a disconnect', async () => {
    let connected = true;
    const s = setup({ script: { IS_CONNECTED: () => ({ isConnected: connected }), SIGN_OUT: {} } });
    await login(s);
    const checks = () => sent(s, 'IS_CONNECTED').length;
    await s.clock.advance(5_000);
    expect(checks()).toBe(1);
    expect(s.h.kernel.store.getState().chains.eip155?.account.status).toBe('connected');
    connected = false;
    await settle(s, (async () => { await s.clock.advance(5_000); })());
    expect(checks()).toBe(2);
    await waitFor(() => expect(s.h.kernel.store.getState().chains.eip155?.account.status).toBe('disconnected'));
    expect(s.h.kernel.store.getState().alert?.kind).toBe('SESSION_EXPIRED');
  });

  // Spec §8 "Timeouts report iframe_load_failed and iframe_request_timeout", with the frame's alerts.
  it('a frame that never becomes ready: after 20 s the login fails, the frame alert shows and iframe_load_failed is reported', async () => {
    const s = setup();
    // The frame page never loads (its origin down): no READY ever comes.
    s.frame.host.mountFrame = () => ({ window: { postMessage() {} }, remove() {} });
    const events: string[] = [];
    s.h.gangway.subscribeEvents((e) => events.push(e.type));
    await s.h.activate();
    const out: { error?: Error } = {};
    const p = s.h.service(embeddedWalletKey)!.connectEmail('alice@example.com').catch((e: Error) => { out.error = e; });
    await s.clock.advance(19_999);
    expect(out.error).toBeUndefined();
    expect(events).not.toContain('iframe_load_failed');
    await s.clock.advance(1);
    await p;
    expect(out.error?.message).toBe('Unable to load email login dependency');
    expect(s.h.kernel.store.getState().alert?.kind).toBe('EMBEDDED_WALLET_NETWORK_ERROR');
    expect(events).toContain('iframe_load_failed');
    expect(s.h.slice(embeddedWalletSliceKey).frameState).toBe('failed');
  });

  it('a connect request the frame never answers: after 30 s it times out, the alert shows and iframe_request_timeout is reported', async () => {
    // CONNECT_EMAIL is not scripted: the frame holds it.
    const s = setup();
    const events: { type: string; properties?: Record<string, unknown> }[] = [];
    s.h.gangway.subscribeEvents((e) => events.push(e));
    await s.h.activate();
    await settle(s, s.h.service(embeddedWalletKey)!.ready());
    const out: { error?: Error } = {};
    const p = s.h.service(embeddedWalletKey)!.connectEmail('alice@example.com').catch((e: Error) => { out.error = e; });
    await waitFor(() => expect(s.frame.held.map((h) => h.message.type)).toContain('@w3m-app/CONNECT_EMAIL'));
    await s.clock.advance(29_999);
    expect(out.error).toBeUndefined();
    await s.clock.advance(1);
    await p;
    expect(out.error?.message).toBe('Embedded Wallet Request Timed Out');
    expect(s.h.kernel.store.getState().alert?.kind).toBe('EMBEDDED_WALLET_TIMEOUT');
    expect(events.find((e) => e.type === 'iframe_request_timeout')?.properties).toMatchObject({ event: 'CONNECT_EMAIL' });
  });

  it('switches the preferred account type from the settings view and stores it', async () => {
    const s = setup({ script: {
      INIT_SMART_ACCOUNT: { address: SMART, isDeployed: false },
      SET_PREFERRED_ACCOUNT: (p: Record<string, unknown>) => ({ type: p.type, address: p.type === 'smartAccount' ? SMART : ADDRESS }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1, 31337] },
    } });
    await login(s);
    await waitFor(() => expect(s.h.kernel.store.getState().chains.eip155!.account.address).toBe(SMART));
    await s.h.renderView('EmbeddedAccountSettings');
    expect(screen.getByTestId('embedded-account-type').textContent).toBe('Smart account');
    fireEvent.click(screen.getByTestId('embedded-switch-account-type'));
    await waitFor(() => expect(screen.getByTestId('embedded-account-type').textContent).toBe('Externally owned account (EOA)'));
    expect(s.h.kernel.store.getState().chains.eip155!.account.address).toBe(ADDRESS);
    expect(JSON.parse(s.h.storage.dump()['@gangway/embedded-wallet.preferredAccountTypes'])).toEqual({ eip155: 'eoa' });
  });
});

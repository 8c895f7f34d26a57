// @vitest-environment happy-dom
/**
 * The §4 sign-in flow through the kernel's harness, with a fake wallet (viem accounts) and the
 * built-in local implementation: connect → SIWXSignMessage → sign → session kept; a stored session
 * means no prompt; another account asks again; cancel disconnects when required, closes otherwise;
 * the close is blocked (and shakes) while required; a refusal says 'Signature declined'; the §5
 * preconditions' messages; disconnect signs out within 3 s; the legacy siweConfig.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GangwayProvider } from '@gangway/kernel/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESTORE_HOLD_MS, type GangwayEvent } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { evmTestNetworks } from '@gangway/lib-wallet/testing';
import { createSiweMessage } from 'viem/siwe';
import { recoverMessageAddress, type Hex } from 'viem';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import { siwxManifest } from './manifest';
import { getSiwxSession, localSiwx, onSiwxSessionChanged, SESSION_CHANGED, siwxSliceKey } from './public';
import { useSiwxSession } from './react';
import { fakeEvmWallet, KEY_B } from './test-util/harness.test-util';
import type { SIWEConfig, SIWXConfig } from './types';

beforeAll(() => { (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL('https://app.example.com/shop'); });
afterEach(() => { cleanup(); vi.useRealTimers(); });

function setup(siwx: unknown, storage: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  const wallet = fakeEvmWallet();
  // The eip155 chain plugin: the family's sign-in (EIP-4361 text, personal_sign, the verifier).
  const h = createPluginHarness(siwxManifest, { fakes: [wallet.plugin, chainEip155Manifest], options: { siwx, networks: evmTestNetworks, ...extra } as never, storage });
  const events: GangwayEvent[] = [];
  h.gangway.subscribeEvents((e) => { if (e.type === SESSION_CHANGED) events.push(e); });
  /** Opens the modal and connects, as the Connect view does. */
  const connect = async () => {
    await h.gangway.open();
    h.renderModal();
    await act(async () => { await h.kernel.connect({ connectorId: 'fake-wallet' }); });
  };
  const view = () => h.kernel.store.getState().router.history.at(-1)?.view;
  const tokens = () => JSON.parse(h.storage.dump()['@gangway/authTokens'] ?? '{}') as Record<string, string>;
  return { h, wallet, events, connect, view, tokens };
}

describe('sign-in on connect (local sessions, required)', () => {
  it('opens SIWXSignMessage, blocks the close, and keeps the signed session', async () => {
    const t = setup(localSiwx({ required: true }));
    await t.connect();
    await waitFor(() => expect(screen.getByTestId('siwx-sign-message').dataset.status).toBe('needed'));
    expect(t.view()).toBe('SIWXSignMessage');
    // Spec §2: the close button is disabled; Esc / overlay (close) shake instead.
    expect(t.h.kernel.store.getState().modal.closeBlocked).toBe(true);
    expect((document.querySelector('[data-gangway-close]') as HTMLButtonElement).disabled).toBe(true);
    act(() => { t.h.gangway.close(); });
    expect(t.h.gangway.isOpen()).toBe(true);
    expect(t.h.kernel.store.getState().modal.shake).toBe(true);

    fireEvent.click(screen.getByTestId('siwx-sign'));
    await waitFor(() => expect(t.h.gangway.isOpen()).toBe(false));
    expect(t.wallet.state.signed).toHaveLength(1);
    const session = getSiwxSession(t.h.gangway)!;
    expect(session.data).toMatchObject({ chainId: 'eip155:31337', accountAddress: t.wallet.address, domain: 'app.example.com', uri: 'https://app.example.com/shop', version: '1' });
    for (const k of ['nonce', 'issuedAt', 'expirationTime', 'notBefore', 'requestId', 'statement'] as const) expect(session.data[k]).toBeTruthy();
    expect(await recoverMessageAddress({ message: session.message, signature: session.signature as Hex })).toBe(t.wallet.address);
    // Kept as a sign-in token by CAIP-10 account; the close is free again.
    expect(Object.keys(t.tokens())).toEqual([`eip155:31337:${t.wallet.address.toLowerCase()}`]);
    expect(t.h.kernel.store.getState().modal.closeBlocked).toBe(false);
    // The host heard of it, without the signature.
    expect(t.events.at(-1)?.properties).toMatchObject({ signedIn: true, chainId: 'eip155:31337', address: t.wallet.address });
    expect(JSON.stringify(t.events)).not.toContain(session.signature);
  });

  it('does not ask again when a stored session exists (reload), and asks for another account', async () => {
    const first = setup(localSiwx({ required: true }));
    await first.connect();
    fireEvent.click(await screen.findByTestId('siwx-sign'));
    await waitFor(() => expect(first.h.gangway.isOpen()).toBe(false));
    const stored = { '@gangway/authTokens': first.h.storage.dump()['@gangway/authTokens'] };
    cleanup();

    const t = setup(localSiwx({ required: true }), stored);
    const changes: unknown[] = [];
    onSiwxSessionChanged(t.h.gangway, (s) => changes.push(s?.data.accountAddress));
    await t.connect();
    await waitFor(() => expect(t.h.slice(siwxSliceKey).status).toBe('signed-in'));
    expect(t.view()).toBe('Account');
    expect(t.wallet.state.signed).toHaveLength(0);
    expect(changes).toEqual([t.wallet.address]);

    // The wallet switches to an account without a session: asked again, and required.
    const a = t.wallet.address;
    act(() => { t.h.gangway.close(); });
    act(() => { t.wallet.switchTo(KEY_B); });
    await waitFor(() => expect(t.view()).toBe('SIWXSignMessage'));
    await waitFor(() => expect(t.h.gangway.isOpen()).toBe(true));
    expect(t.h.slice(siwxSliceKey).session).toBeUndefined();
    expect(t.h.kernel.store.getState().modal.closeBlocked).toBe(true);
    expect(changes).toEqual([a, undefined]);

    // Cancel while required: disconnected, and the modal closes.
    fireEvent.click(await screen.findByTestId('siwx-cancel'));
    await waitFor(() => expect(t.h.gangway.getAccount('eip155')?.status).toBe('disconnected'));
    await waitFor(() => expect(t.h.gangway.isOpen()).toBe(false));
    expect(t.h.kernel.store.getState().modal.closeBlocked).toBe(false);
  });
});

describe('sign-in, optional', () => {
  it('cancel closes the modal and the visitor stays connected', async () => {
    const t = setup(localSiwx());
    await t.connect();
    await waitFor(() => expect(screen.getByTestId('siwx-sign-message').dataset.status).toBe('needed'));
    expect(t.h.kernel.store.getState().modal.closeBlocked).toBe(false);
    expect(screen.queryByTestId('siwx-required')).toBeNull();
    fireEvent.click(screen.getByTestId('siwx-cancel'));
    await waitFor(() => expect(t.h.gangway.isOpen()).toBe(false));
    expect(t.h.gangway.getAccount('eip155')?.status).toBe('connected');
    expect(t.tokens()).toEqual({});
  });

  it("says 'Signature declined' when the wallet refuses, and signs on the retry", async () => {
    const t = setup(localSiwx());
    await t.connect();
    t.wallet.state.declineNext = true;
    fireEvent.click(await screen.findByTestId('siwx-sign'));
    expect((await screen.findByTestId('siwx-error')).textContent).toBe('Signature declined');
    expect(t.h.kernel.store.getState().toast).toMatchObject({ variant: 'error', message: 'Signature declined' });
    expect(t.h.gangway.isOpen()).toBe(true);
    fireEvent.click(screen.getByTestId('siwx-sign'));
    await waitFor(() => expect(t.h.gangway.isOpen()).toBe(false));
    expect(getSiwxSession(t.h.gangway)).toBeDefined();
  });
});

describe('sign failures (spec §8)', () => {
  for (const fail of [{ code: -32603, message: 'Internal JSON-RPC error.' }, { code: 4902, message: 'Unrecognized chain' }, { code: 5000, message: 'User disapproved' }]) {
    it(`a signature failing with ${fail.code} is 'Signature declined' too; the retry signs`, async () => {
      const t = setup(localSiwx());
      await t.connect();
      t.wallet.state.failNext = fail;
      fireEvent.click(await screen.findByTestId('siwx-sign'));
      expect((await screen.findByTestId('siwx-error')).textContent).toBe('Signature declined');
      expect(t.h.gangway.getAccount('eip155')?.status).toBe('connected');
      fireEvent.click(screen.getByTestId('siwx-sign'));
      await waitFor(() => expect(t.h.gangway.isOpen()).toBe(false));
      expect(getSiwxSession(t.h.gangway)).toBeDefined();
    });
  }
  it("for a smart account a failed signature says 'This application might not support Smart Accounts'; the retry signs", async () => {
    const t = setup(localSiwx());
    await t.connect();
    // The connected address is the visitor's smart account (as an embedded wallet reports it).
    act(() => {
      t.h.kernel.store.update((d) => {
        d.chains.eip155!.account.allAccounts = [{ address: t.wallet.address.toLowerCase(), type: 'smartAccount', namespace: 'eip155' }];
      });
    });
    t.wallet.state.declineNext = true;
    fireEvent.click(await screen.findByTestId('siwx-sign'));
    expect((await screen.findByTestId('siwx-error')).textContent).toBe('This application might not support Smart Accounts');
    expect(t.h.kernel.store.getState().toast).toMatchObject({ variant: 'error', message: 'This application might not support Smart Accounts' });
    expect(t.h.gangway.getAccount('eip155')?.status).toBe('connected');
    fireEvent.click(screen.getByTestId('siwx-sign'));
    await waitFor(() => expect(t.h.gangway.isOpen()).toBe(false));
    expect(getSiwxSession(t.h.gangway)).toBeDefined();
  });
});

describe('preconditions (spec §5)', () => {
  async function signOnView(t: ReturnType<typeof setup>) {
    await t.h.renderView('SIWXSignMessage');
    fireEvent.click(screen.getByTestId('siwx-sign'));
    return (await screen.findByTestId('siwx-error')).textContent;
  }

  it("'SIWX is not enabled' without a sign-in implementation", async () => {
    const t = setup({ notASignIn: true });
    expect(await signOnView(t)).toBe('SIWX is not enabled');
  });

  it("'No ActiveCaipAddress found' before connecting", async () => {
    expect(await signOnView(setup(localSiwx()))).toBe('No ActiveCaipAddress found');
  });

  it("'No ActiveCaipNetwork or client found' and 'No ConnectionController client found'", async () => {
    const t = setup(localSiwx());
    await act(async () => { await t.h.kernel.connect({ connectorId: 'fake-wallet' }); });
    t.h.kernel.store.update((d) => { d.activeCaipNetwork = undefined; });
    expect(await signOnView(t)).toBe('No ActiveCaipNetwork or client found');
    cleanup();
    const u = setup(localSiwx());
    await act(async () => { await u.h.kernel.connect({ connectorId: 'fake-wallet' }); });
    u.h.kernel.store.update((d) => { d.chains.eip155!.account.connectorId = undefined; });
    expect(await signOnView(u)).toBe('No ConnectionController client found');
  });
});

describe('disconnect', () => {
  it('signs out: the stored session is gone', async () => {
    const t = setup(localSiwx());
    await t.connect();
    fireEvent.click(await screen.findByTestId('siwx-sign'));
    await waitFor(() => expect(Object.keys(t.tokens())).toHaveLength(1));
    await act(async () => { await t.h.gangway.disconnect(); });
    expect(t.tokens()).toEqual({});
    expect(getSiwxSession(t.h.gangway)).toBeUndefined();
    expect(t.events.at(-1)?.properties).toMatchObject({ signedIn: false });
  });

  it('waits at most 3 s for a sign-out that does not answer', async () => {
    const never: SIWXConfig = {
      createMessage: async () => { throw new Error('unused'); },
      addSession: async () => {},
      getSessions: async () => [],
      setSessions: async () => {},
      revokeSession: () => new Promise(() => {}),
    };
    const t = setup(never);
    await act(async () => { await t.h.kernel.connect({ connectorId: 'fake-wallet' }); });
    vi.useFakeTimers();
    let done = false;
    const p = t.h.gangway.disconnect().then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(done).toBe(true);
    expect(t.h.gangway.getAccount('eip155')?.status).toBe('disconnected');
  });
});

describe('required sign-in after a reload (issue 36)', () => {
  /** A host implementation whose session look-up waits for the test (a hosted `me` round trip). */
  function slowSessions(has: boolean) {
    let answer!: () => void;
    const asked = new Promise<void>((r) => { answer = r; });
    const config: SIWXConfig = {
      createMessage: async () => { throw new Error('unused'); },
      addSession: async () => {},
      getSessions: async (chainId, accountAddress) => {
        await asked;
        return has ? [{ data: { chainId, accountAddress, nonce: 'n', domain: 'app.example.com', uri: 'https://app.example.com/shop', version: '1' }, message: 'm', signature: '0x01' }] : [];
      },
      setSessions: async () => {},
      revokeSession: async () => {},
      getRequired: () => true,
    };
    return { config, answer };
  }
  const STORED = { '@gangway/connectionStatus': JSON.stringify({ eip155: 'connected' }), '@gangway/connectorIds': JSON.stringify({ eip155: 'fake-wallet' }) };

  /**
   * Every state the page can show (at the end of the tick of each change: the kernel marks the account
   * connected, then in the same tick calls accountChanged) in which the account is connected: is the
   * modal open on the sign-in view, or a session there?
   */
  function watch(t: ReturnType<typeof setup>) {
    const bad: string[] = [];
    const samples: number[] = [];
    t.h.kernel.store.subscribe(() => queueMicrotask(() => {
      const s = t.h.kernel.store.getState();
      if (s.chains.eip155?.account.status !== 'connected') return;
      samples.push(1);
      const session = t.h.slice(siwxSliceKey).session;
      if (!session && !(s.modal.open && s.router.history.at(-1)?.view === 'SIWXSignMessage')) bad.push(`${s.modal.open}:${s.router.history.at(-1)?.view}`);
    }));
    return { bad, samples };
  }

  for (const has of [false, true]) {
    it(`the page is never connected without a session and without the sign-in view (${has ? 'a session found: no prompt at all' : 'none: it asks'})`, async () => {
      const slow = slowSessions(has);
      const t = setup(slow.config, STORED);
      const seen = watch(t);
      let opened = false;
      t.h.kernel.store.subscribe(() => { if (t.h.kernel.store.getState().modal.open) opened = true; });
      let started!: Promise<void>;
      await act(async () => { started = t.h.startup(); await new Promise((r) => setTimeout(r, 20)); });
      // The wallet synced, the look-up is under way: the kernel holds the account 'connecting'
      // (beforeRestored), so the page shows no account yet and no prompt either.
      expect(t.h.gangway.getAccount('eip155')?.status).toBe('connecting');
      expect(t.h.gangway.isOpen()).toBe(false);
      await act(async () => { slow.answer(); await started; await new Promise((r) => setTimeout(r, 0)); });
      expect(t.h.gangway.getAccount('eip155')?.status).toBe('connected');
      if (has) {
        expect(t.h.slice(siwxSliceKey).status).toBe('signed-in');
        // A signed-in visitor's reload shows no prompt, not even for the look-up.
        expect(opened).toBe(false);
        expect(t.h.kernel.store.getState().modal.closeBlocked).toBe(false);
      } else {
        await waitFor(() => expect(t.h.slice(siwxSliceKey).status).toBe('needed'));
        expect(t.h.gangway.isOpen()).toBe(true);
        expect(t.view()).toBe('SIWXSignMessage');
        expect(t.h.kernel.store.getState().modal.closeBlocked).toBe(true);
      }
      expect(seen.samples.length).toBeGreaterThan(0);
      expect(seen.bad).toEqual([]);
    });
  }

  it('a look-up that outlasts the hold: the account shows with the prompt open on the check', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const slow = slowSessions(true);
      const t = setup(slow.config, STORED);
      const seen = watch(t);
      let started!: Promise<void>;
      await act(async () => { started = t.h.startup(); await vi.advanceTimersByTimeAsync(RESTORE_HOLD_MS + 10); await started; });
      expect(t.h.gangway.getAccount('eip155')?.status).toBe('connected');
      expect(t.h.gangway.isOpen()).toBe(true);
      expect(t.view()).toBe('SIWXSignMessage');
      expect(t.h.slice(siwxSliceKey).status).toBe('checking');
      await act(async () => { slow.answer(); await vi.advanceTimersByTimeAsync(10); });
      expect(t.h.slice(siwxSliceKey).status).toBe('signed-in');
      expect(t.h.gangway.isOpen()).toBe(false);
      expect(seen.bad).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sessions from a host implementation', () => {
  it('never takes a session for another account or chain, or an expired one', async () => {
    const wrong: SIWXConfig = {
      createMessage: async () => { throw new Error('unused'); },
      addSession: async () => {},
      getSessions: async (chainId) => [
        { data: { chainId, accountAddress: '0x0000000000000000000000000000000000000001', nonce: 'n', domain: 'app.example.com', uri: 'https://app.example.com/', version: '1' }, message: '', signature: '' },
        { data: { chainId: 'eip155:1', accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', nonce: 'n', domain: 'app.example.com', uri: 'https://app.example.com/', version: '1' }, message: '', signature: '' },
        { data: { chainId, accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', nonce: 'n', domain: 'app.example.com', uri: 'https://app.example.com/', version: '1', expirationTime: '2000-01-01T00:00:00.000Z' }, message: '', signature: '' },
      ],
      setSessions: async () => {},
      revokeSession: async () => {},
      getRequired: () => true,
    };
    const t = setup(wrong);
    await t.connect();
    await waitFor(() => expect(t.h.slice(siwxSliceKey).status).toBe('needed'));
    expect(getSiwxSession(t.h.gangway)).toBeUndefined();
    expect(t.view()).toBe('SIWXSignMessage');
  });
});

describe('the legacy siweConfig', () => {
  it('maps onto siwx: its nonce, message, verify and session calls', async () => {
    const calls: string[] = [];
    let signedIn: { address: string; chainId: number } | null = null;
    const siweConfig: SIWEConfig = {
      getNonce: async () => { calls.push('getNonce'); return 'legacyNonce123'; },
      createMessage: (args) => { calls.push('createMessage'); return createSiweMessage({ ...args, address: args.address as Hex, version: '1', issuedAt: args.issuedAt ? new Date(args.issuedAt) : undefined, expirationTime: undefined, notBefore: undefined }); },
      verifyMessage: async ({ message, signature }) => {
        calls.push('verifyMessage');
        const address = await recoverMessageAddress({ message, signature: signature as Hex });
        signedIn = { address, chainId: 31337 };
        return true;
      },
      getSession: async () => { calls.push('getSession'); return signedIn; },
      signOut: async () => { calls.push('signOut'); signedIn = null; return true; },
      required: true,
    };
    const t = setup(undefined, {}, { siweConfig });
    await t.connect();
    fireEvent.click(await screen.findByTestId('siwx-sign'));
    await waitFor(() => expect(t.h.gangway.isOpen()).toBe(false));
    expect(calls).toEqual(['getSession', 'getNonce', 'createMessage', 'verifyMessage']);
    expect(signedIn).toMatchObject({ address: t.wallet.address });
    await act(async () => { await t.h.gangway.disconnect(); });
    expect(calls.at(-1)).toBe('signOut');
  });
});

describe('the React hook (the ./react entry)', () => {
  it('useSiwxSession follows the session', async () => {
    const t = setup(localSiwx());
    function Who() {
      const session = useSiwxSession();
      return <output data-testid="who">{session ? session.data.accountAddress : 'nobody'}</output>;
    }
    render(<GangwayProvider gangway={t.h.gangway}><Who /></GangwayProvider>);
    expect(screen.getByTestId('who').textContent).toBe('nobody');
    await t.connect();
    fireEvent.click(await screen.findByTestId('siwx-sign'));
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe(t.wallet.address));
    await act(async () => { await t.h.gangway.disconnect(); });
    expect(screen.getByTestId('who').textContent).toBe('nobody');
  });
});

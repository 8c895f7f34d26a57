// @vitest-environment happy-dom
// The frame events the widget sends on its own around an AUTH session (spec §7): GET_CHAIN_ID after a
// login or a restore, INIT_SMART_ACCOUNT and SET_PREFERRED_ACCOUNT for the host's defaultAccountTypes,
// RELOAD after a failed sync or a Farcaster login left; each answer checked, each unanswered one timed out.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GangwayOptions, PluginApi, PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { testMainnet, evmTestNetworks } from '@gangway/lib-wallet/testing';
import { flush, FRAME_URL, manualClock, scriptedFrame } from './fake-frame.test-util';
import { chainStandIns } from './chain-stand-ins.test-util';
import { embeddedWalletManifest } from './manifest';
import { setupEmbeddedWallet } from './plugin';
import { AUTH_CONNECTOR_ID, embeddedWalletKey } from './public';

afterEach(cleanup);

const EOA = '0x1111111111111111111111111111111111111111';
const SMART = '0x5555555555555555555555555555555555555555';
const user = (p: Record<string, unknown>) => ({
  email: 'alice@example.com', address: EOA, chainId: p.chainId ?? 31337, accounts: [{ address: EOA, type: 'eoa' }],
  userName: null, preferredAccountType: 'eoa', smartAccountDeployed: false,
});
/** A frame with smart accounts on `networks`, answering like the devnet emulator. */
const smartFrame = (networks: number[]) => ({
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: networks },
  INIT_SMART_ACCOUNT: { address: SMART, isDeployed: false },
  SET_PREFERRED_ACCOUNT: (p: Record<string, unknown>) => ({ type: p.type, address: p.type === 'smartAccount' ? SMART : EOA }),
});

function setup(opts: { script?: Record<string, unknown>; storage?: Record<string, string>; options?: Partial<GangwayOptions> } = {}) {
  const clock = manualClock();
  const frame = scriptedFrame({ GET_USER: user, IS_CONNECTED: { isConnected: true }, GET_CHAIN_ID: { chainId: 31337 }, SWITCH_NETWORK: (p: Record<string, unknown>) => ({ chainId: p.chainId }), ...opts.script }, clock);
  const manifest = { ...embeddedWalletManifest, load: undefined, setup: (api: PluginApi) => setupEmbeddedWallet(api, frame.host, clock) } as PluginManifest;
  const h = createPluginHarness(manifest, { options: { endpoints: { frame: FRAME_URL }, networks: evmTestNetworks, ...opts.options } as never, storage: opts.storage, fakes: chainStandIns });
  const errors: { error: unknown; source: string }[] = [];
  h.kernel.hooks.error.tap('test', (e) => { errors.push(e as { error: unknown; source: string }); });
  return { h, frame, clock, errors };
}
type S = ReturnType<typeof setup>;

/** Settles `p` while the frame's fake clock runs (the kernel's steps take real turns). */
async function settle<T>(s: S, p: Promise<T>): Promise<T> {
  let done = false;
  const out = p.finally(() => { done = true; });
  for (let i = 0; i < 200 && !done; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await s.clock.advance(100);
  }
  return out;
}
/** Lets the session's follow-up events (after `connected`) run. */
const settleSession = (s: S) => settle(s, (async () => { for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0)); })());

async function login(s: S) {
  await s.h.activate();
  await settle(s, s.h.service(embeddedWalletKey)!.finishLogin({ method: 'email' }));
  await settleSession(s);
}
const sent = (s: S, event: string) => s.frame.posted.filter((p) => p.message.type === `@w3m-app/${event}`).map((p) => p.message.payload);
const account = (s: S) => s.h.kernel.store.getState().chains.eip155!.account;
const RESTORED = {
  '@gangway/connectionStatus': JSON.stringify({ eip155: 'connected' }),
  '@gangway/connectorIds': JSON.stringify({ eip155: AUTH_CONNECTOR_ID }),
  '@gangway/connectedNamespaces': JSON.stringify(['eip155']),
};

describe('frame session events', () => {
  describe('get chain id', () => {
    it('asks the frame its chain after a login; the same chain as the widget sends nothing more', async () => {
      const s = setup();
      await login(s);
      expect(sent(s, 'GET_CHAIN_ID')).toEqual([{}]);
      expect(sent(s, 'SWITCH_NETWORK')).toEqual([]);
    });

    it("a frame on another chain after a restore is switched to the widget's network, which stays", async () => {
      const s = setup({ script: { GET_CHAIN_ID: { chainId: 1 } }, storage: RESTORED });
      await settle(s, s.h.startup());
      await settleSession(s);
      expect(sent(s, 'GET_CHAIN_ID')).toEqual([{}]);
      expect(sent(s, 'SWITCH_NETWORK')).toEqual([{ chainId: 31337 }]);
      expect(s.h.kernel.store.getState().chains.eip155!.network.caipNetwork?.caipNetworkId).toBe('eip155:31337');
      expect(account(s)).toMatchObject({ status: 'connected', address: EOA });
    });

    it("a malformed answer is the spec's 'An error occurred', reported; the session and network are kept, no switch", async () => {
      const s = setup({ script: { GET_CHAIN_ID: { chainId: null } } });
      await login(s);
      expect(s.errors.find((e) => e.source === 'embedded-wallet:chain-id')?.error).toMatchObject({ message: 'An error occurred' });
      expect(sent(s, 'SWITCH_NETWORK')).toEqual([]);
      expect(account(s)).toMatchObject({ status: 'connected', address: EOA });
    });

    it("a switch the frame answers with another chain is the frame's error; the widget's network is kept", async () => {
      const s = setup({ script: { GET_CHAIN_ID: { chainId: 1 }, SWITCH_NETWORK: { chainId: 1 } } });
      await login(s);
      expect(s.errors.find((e) => e.source === 'embedded-wallet:chain-id')?.error).toMatchObject({ message: 'An error occurred' });
      expect(s.h.kernel.store.getState().chains.eip155!.network.caipNetwork?.id).toBe(31337);
    });

    it('an unanswered GET_CHAIN_ID times out after 30 s with the timeout alert; the session stays', async () => {
      const s = setup({ script: { GET_CHAIN_ID: undefined } });
      delete s.frame.answers.GET_CHAIN_ID;
      await login(s);
      expect(s.frame.held.map((p) => p.message.type)).toEqual(['@w3m-app/GET_CHAIN_ID']);
      await settle(s, s.clock.advance(30_000));
      expect(s.h.kernel.store.getState().alert?.kind).toBe('EMBEDDED_WALLET_TIMEOUT');
      expect(s.errors.find((e) => e.source === 'embedded-wallet:chain-id')?.error).toMatchObject({ message: 'Embedded Wallet Request Timed Out' });
      expect(account(s)).toMatchObject({ status: 'connected', address: EOA });
    });
  });

  describe('defaultAccountTypes, init smart account and set preferred account', () => {
    it("eip155 'smartAccount' (the default) on a smart-account network: INIT_SMART_ACCOUNT, then SET_PREFERRED_ACCOUNT, and the account is the smart account", async () => {
      const s = setup({ script: smartFrame([31337]) });
      await login(s);
      expect(sent(s, 'INIT_SMART_ACCOUNT')).toEqual([{}]);
      expect(sent(s, 'SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'smartAccount' }]);
      expect(account(s)).toMatchObject({ address: SMART, preferredAccountTypes: { eip155: 'smartAccount' }, smartAccountDeployed: false });
      expect(account(s).allAccounts).toContainEqual({ address: SMART, type: 'smartAccount', namespace: 'eip155' });
      // The host's default is not the visitor's choice: nothing is stored.
      expect(s.h.storage.dump()['@gangway/embedded-wallet.preferredAccountTypes']).toBeUndefined();
      await s.h.renderView('EmbeddedAccountSettings');
      expect(screen.getByTestId('embedded-account-type').textContent).toBe('Smart account');
    });

    it("the host's defaultAccountTypes { eip155: 'eoa' }: GET_USER asks for the EOA and no smart account is made", async () => {
      const s = setup({ script: smartFrame([31337]), options: { defaultAccountTypes: { eip155: 'eoa' } } as Partial<GangwayOptions> });
      await login(s);
      expect(sent(s, 'GET_USER')[0]).toMatchObject({ preferredAccountType: 'eoa' });
      expect(sent(s, 'INIT_SMART_ACCOUNT')).toEqual([]);
      expect(sent(s, 'SET_PREFERRED_ACCOUNT')).toEqual([]);
      expect(account(s)).toMatchObject({ address: EOA, preferredAccountTypes: { eip155: 'eoa' } });
      await s.h.renderView('EmbeddedAccountSettings');
      expect(screen.getByTestId('embedded-account-type').textContent).toBe('Externally owned account (EOA)');
    });

    it("defaultAccountTypes 'eoa' with a frame that holds the smart account: SET_PREFERRED_ACCOUNT { type: 'eoa' } and the account is the EOA", async () => {
      const smartUser = (p: Record<string, unknown>) => ({ ...user(p), address: SMART, preferredAccountType: 'smartAccount', accounts: [{ address: EOA, type: 'eoa' }, { address: SMART, type: 'smartAccount' }] });
      const s = setup({ script: { ...smartFrame([31337]), GET_USER: smartUser }, options: { defaultAccountTypes: { eip155: 'eoa' } } as Partial<GangwayOptions> });
      await login(s);
      expect(sent(s, 'SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'eoa' }]);
      expect(account(s)).toMatchObject({ address: EOA, preferredAccountTypes: { eip155: 'eoa' } });
    });

    it("'smartAccount' on a network without smart accounts: nothing sent, the EOA shown as such", async () => {
      const s = setup({ script: smartFrame([1]) });
      await login(s);
      expect(sent(s, 'INIT_SMART_ACCOUNT')).toEqual([]);
      expect(sent(s, 'SET_PREFERRED_ACCOUNT')).toEqual([]);
      expect(account(s)).toMatchObject({ address: EOA, preferredAccountTypes: { eip155: 'eoa' } });
    });

    it("a SET_PREFERRED_ACCOUNT answer that is not the smart account initialised is 'An error occurred'; the EOA session is kept", async () => {
      const s = setup({ script: { ...smartFrame([31337]), SET_PREFERRED_ACCOUNT: { type: 'smartAccount', address: '0x9999999999999999999999999999999999999999' } } });
      await login(s);
      expect(s.errors.find((e) => e.source === 'embedded-wallet:account-type')?.error).toMatchObject({ message: 'An error occurred' });
      expect(account(s)).toMatchObject({ status: 'connected', address: EOA, preferredAccountTypes: { eip155: 'eoa' } });
    });

    it('a malformed INIT_SMART_ACCOUNT answer sends no SET_PREFERRED_ACCOUNT and keeps the EOA', async () => {
      const s = setup({ script: { ...smartFrame([31337]), INIT_SMART_ACCOUNT: { address: SMART } } });
      await login(s);
      expect(s.errors.find((e) => e.source === 'embedded-wallet:account-type')?.error).toMatchObject({ message: 'An error occurred' });
      expect(sent(s, 'SET_PREFERRED_ACCOUNT')).toEqual([]);
      expect(account(s).address).toBe(EOA);
    });

    it('a network switch to one without smart accounts: the frame is told, and the account follows to the EOA', async () => {
      const s = setup({ script: smartFrame([31337]) });
      await login(s);
      expect(account(s).address).toBe(SMART);
      await settle(s, s.h.kernel.switchNetwork(testMainnet));
      await settleSession(s);
      expect(sent(s, 'SWITCH_NETWORK')).toEqual([{ chainId: 1 }]);
      expect(sent(s, 'SET_PREFERRED_ACCOUNT')).toEqual([{ type: 'smartAccount' }, { type: 'eoa' }]);
      expect(account(s)).toMatchObject({ address: EOA, preferredAccountTypes: { eip155: 'eoa' } });
    });
  });

  describe('reload', () => {
    it('a restore the frame fails (a malformed answer) ends disconnected and reloads the frame', async () => {
      const s = setup({ script: { IS_CONNECTED: { isConnected: 'yes' }, RELOAD: {} }, storage: RESTORED });
      await settle(s, s.h.startup());
      await settleSession(s);
      expect(account(s).status).toBe('disconnected');
      expect(sent(s, 'RELOAD')).toEqual([{}]);
    });

    it('a restore the frame answers cleanly reloads nothing', async () => {
      const s = setup({ script: { RELOAD: {} }, storage: RESTORED });
      await settle(s, s.h.startup());
      await settleSession(s);
      expect(account(s).status).toBe('connected');
      expect(sent(s, 'RELOAD')).toEqual([]);
    });

    it('Back from the Farcaster view before a login reloads the frame (AppKit RouterController.goBack); after a login it does not', async () => {
      const s = setup({ script: { RELOAD: {} } });
      await s.h.activate();
      await settle(s, s.h.service(embeddedWalletKey)!.ready());
      s.h.kernel.hooks.viewChanged.call({ from: 'ConnectingFarcaster', to: 'Connect', action: 'back' });
      await flush();
      expect(sent(s, 'RELOAD')).toEqual([{}]);
      await settle(s, s.h.service(embeddedWalletKey)!.finishLogin({ method: 'email' }));
      s.h.kernel.hooks.viewChanged.call({ from: 'ConnectingFarcaster', to: 'Connect', action: 'back' });
      await flush();
      expect(sent(s, 'RELOAD')).toHaveLength(1);
    });
  });
});

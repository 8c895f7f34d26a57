// @vitest-environment happy-dom
// The email change's address format on the wire (spec §5, AppKit W3mFrameSchema.ts:79/:135/:163): what
// the frame receives for UPDATE_EMAIL, a malformed address never posted, and a new address the frame
// answers that is not an email address refused with nothing changed.
import { afterEach, describe, expect, it } from 'vitest';
import type { PluginApi, PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { evmTestNetworks } from '@gangway/lib-wallet/testing';
import { cleanup } from '@testing-library/react';
import { FRAME_URL, manualClock, scriptedFrame } from './fake-frame.test-util';
import { embeddedWalletManifest } from './manifest';
import { setupEmbeddedWallet } from './plugin';
import { embeddedWalletKey } from './public';

afterEach(cleanup);

const ADDRESS = '0x1111111111111111111111111111111111111111';
const user = () => ({ email: 'old@example.com', address: ADDRESS, chainId: 31337, accounts: [{ address: ADDRESS, type: 'eoa' }], userName: null, preferredAccountType: 'eoa', smartAccountDeployed: false });

function setup(script: Record<string, unknown> = {}) {
  const clock = manualClock();
  const frame = scriptedFrame({
    GET_USER: user, IS_CONNECTED: { isConnected: true }, GET_CHAIN_ID: { chainId: 31337 },
    UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' }, UPDATE_EMAIL_PRIMARY_OTP: undefined, UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'new@example.com' },
    ...script,
  }, clock);
  const manifest = { ...embeddedWalletManifest, load: undefined, setup: (api: PluginApi) => setupEmbeddedWallet(api, frame.host, clock) } as PluginManifest;
  const h = createPluginHarness(manifest, { options: { endpoints: { frame: FRAME_URL }, networks: evmTestNetworks } as never });
  return { h, frame, clock };
}
type S = ReturnType<typeof setup>;

/** Runs `p` while the fake clock advances (the frame's ready delay), real turns in between. */
async function run<T>(s: S, p: Promise<T>): Promise<T> {
  let done = false;
  const out = p.finally(() => { done = true; });
  out.catch(() => undefined); // the caller reads the rejection once the loop ends
  for (let i = 0; i < 200 && !done; i++) {
    await new Promise((r) => setTimeout(r, 0));
    await s.clock.advance(100);
  }
  return out;
}
async function login(s: S) {
  await s.h.activate();
  const wallet = s.h.service(embeddedWalletKey)!;
  await run(s, wallet.finishLogin({ method: 'email' }));
  return wallet;
}
const sent = (s: S, event: string) => s.frame.posted.filter((p) => p.message.type === `@w3m-app/${event}`).map((p) => p.message.payload);

describe('email change address format', () => {
  it('the frame receives UPDATE_EMAIL { email } with the address trimmed', async () => {
    const s = setup();
    const wallet = await login(s);
    await run(s, wallet.updateEmail('  new@example.com '));
    expect(sent(s, 'UPDATE_EMAIL')).toEqual([{ email: 'new@example.com' }]);
  });

  it("a malformed address is 'Invalid input' and never reaches the frame", async () => {
    const s = setup();
    const wallet = await login(s);
    for (const bad of ['not-an-email', 'a@b', 'two@@example.com', ' ', 'new@example.com\n<script>']) {
      await expect(run(s, wallet.updateEmail(bad))).rejects.toThrow('Invalid input');
    }
    expect(sent(s, 'UPDATE_EMAIL')).toEqual([]);
  });

  it("the primary code's answer carries no payload (AppKit), the secondary's new address becomes the account's and the stored login email", async () => {
    const s = setup();
    const wallet = await login(s);
    await run(s, wallet.updateEmail('new@example.com'));
    await run(s, wallet.updateEmailPrimaryOtp('111111'));
    expect(await run(s, wallet.updateEmailSecondaryOtp('222222'))).toBe('new@example.com');
    expect(s.h.kernel.store.getState().chains.eip155!.account.user?.email).toBe('new@example.com');
    expect(wallet.loginEmail()).toBe('new@example.com');
  });

  it("a new address the frame answers that is not an email address is 'An error occurred'; the account's email and the stored one stay", async () => {
    const s = setup({ UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'javascript:alert(1)' } });
    const wallet = await login(s);
    await expect(run(s, wallet.updateEmailSecondaryOtp('222222'))).rejects.toThrow('An error occurred');
    expect(s.h.kernel.store.getState().chains.eip155!.account.user?.email).toBe('old@example.com');
    expect(wallet.loginEmail()).toBe('old@example.com');
  });

  it("an UPDATE_EMAIL answer with an unknown action is 'An error occurred'", async () => {
    const s = setup({ UPDATE_EMAIL: { action: 'DONE' } });
    const wallet = await login(s);
    await expect(run(s, wallet.updateEmail('new@example.com'))).rejects.toThrow('An error occurred');
  });
});

// @vitest-environment happy-dom
// The email plugin through the harness, with a stand-in embedded-wallet service: intent loads the
// frame, validation, the three answers of CONNECT_EMAIL, the throttle, and the email change.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, type PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { evmTestNetworks } from '@gangway/lib-wallet/testing';
import type { EmbeddedWalletService } from '@gangway/plugin-embedded-wallet/public';
import { AUTH_CONNECTOR_ID } from '@gangway/plugin-embedded-wallet/public';
import { emailManifest } from './manifest';
import { setupEmail, type EmailCode } from './plugin';
import { createThrottle } from './throttle';

afterEach(cleanup);

function fakeWallet(over: Partial<EmbeddedWalletService> = {}) {
  return {
    warm: vi.fn(),
    frameState: () => 'ready',
    ready: async () => undefined,
    connectEmail: vi.fn(async () => 'VERIFY_OTP' as const),
    connectDevice: vi.fn(async () => undefined),
    connectOtp: vi.fn(async () => undefined),
    finishLogin: vi.fn(async () => undefined),
    updateEmail: vi.fn(async () => undefined),
    updateEmailPrimaryOtp: vi.fn(async () => undefined),
    updateEmailSecondaryOtp: vi.fn(async () => 'new@example.com'),
    loginEmail: () => undefined,
    ...over,
  } as unknown as EmbeddedWalletService & Record<string, ReturnType<typeof vi.fn>>;
}

const harness = (wallet: EmbeddedWalletService) => createPluginHarness(emailManifest, { options: { networks: evmTestNetworks }, fakes: { services: { 'embedded-wallet': wallet } } });
const submitEmail = (email: string) => {
  fireEvent.change(screen.getByTestId('email-input'), { target: { value: email } });
  fireEvent.click(screen.getByTestId('email-submit'));
};

describe('email login', () => {
  it('loads the frame on focus, not before', async () => {
    const wallet = fakeWallet();
    const h = harness(wallet);
    await h.renderView('EmailLogin');
    expect(wallet.warm).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByTestId('email-input'));
    await waitFor(() => expect(wallet.warm).toHaveBeenCalledTimes(1));
  });

  it('refuses an invalid email without asking the frame', async () => {
    const wallet = fakeWallet();
    const h = harness(wallet);
    await h.renderView('EmailLogin');
    submitEmail('not-an-email');
    expect(screen.getByTestId('email-error').textContent).toBe('Invalid input');
    expect(wallet.connectEmail).not.toHaveBeenCalled();
  });

  it('VERIFY_OTP: the code view, then the code and the login', async () => {
    const wallet = fakeWallet();
    const h = harness(wallet);
    await h.renderView('EmailLogin');
    submitEmail('alice@example.com');
    await waitFor(() => expect(h.kernel.router.current()).toEqual({ view: 'EmailVerifyOtp', data: { email: 'alice@example.com' } }));
    fireEvent.change(await screen.findByTestId('otp-input'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('otp-submit'));
    expect(screen.getByTestId('otp-error').textContent).toBe('Invalid input');
    fireEvent.change(screen.getByTestId('otp-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(wallet.finishLogin).toHaveBeenCalledWith({ method: 'email' }));
    expect(wallet.connectOtp).toHaveBeenCalledWith('123456');
  });

  it('VERIFY_DEVICE: waits for the approval, then the code view', async () => {
    const wallet = fakeWallet({ connectEmail: vi.fn(async () => 'VERIFY_DEVICE' as const) });
    const h = harness(wallet);
    await h.renderView('EmailLogin');
    submitEmail('bob@example.com');
    await waitFor(() => expect(h.kernel.router.current().view).toBe('EmailVerifyOtp'));
    expect(wallet.connectDevice).toHaveBeenCalledTimes(1);
  });

  it('CONNECT: already signed in on this device, straight to the login', async () => {
    const wallet = fakeWallet({ connectEmail: vi.fn(async () => 'CONNECT' as const) });
    const h = harness(wallet);
    await h.renderView('EmailLogin');
    submitEmail('carol@example.com');
    await waitFor(() => expect(wallet.finishLogin).toHaveBeenCalledWith({ method: 'email' }));
  });

  it('shows the throttle message for a second login within 30 s, and the frame error as it is', async () => {
    const wallet = fakeWallet();
    const h = harness(wallet);
    await h.renderView('EmailLogin');
    submitEmail('dave@example.com');
    await waitFor(() => expect(h.kernel.router.current().view).toBe('EmailVerifyOtp'));
    await h.renderView('EmailLogin', undefined, { navigate: 'reset' });
    submitEmail('dave@example.com');
    expect(screen.getByTestId('email-error').textContent).toMatch(/^Please try again after (29|30) seconds$/);
    expect(wallet.connectEmail).toHaveBeenCalledTimes(1);
  });

  it('a failing frame: the error shows and the login does not count for the throttle', async () => {
    const wallet = fakeWallet({ connectEmail: vi.fn(async () => { throw new Error('Unable to load email login dependency'); }) });
    const h = harness(wallet);
    await h.renderView('EmailLogin');
    submitEmail('erin@example.com');
    await waitFor(() => expect(screen.getByTestId('email-error').textContent).toBe('Unable to load email login dependency'));
    submitEmail('erin@example.com');
    await waitFor(() => expect(wallet.connectEmail).toHaveBeenCalledTimes(2));
  });
});

describe('email change', () => {
  it('new email, code to the current address, code to the new one, then Account', async () => {
    const wallet = fakeWallet();
    const h = harness(wallet);
    h.kernel.store.update((d) => {
      d.activeChain = 'eip155';
      d.chains.eip155 = { ...d.chains.eip155!, account: { ...d.chains.eip155!.account, status: 'connected', connectorId: AUTH_CONNECTOR_ID, address: '0x1', user: { email: 'old@example.com' } } };
    });
    await h.renderView('UpdateEmail');
    // The email change is a lazily loaded view (flow.tsx): it shows once its code arrived.
    fireEvent.change(await screen.findByTestId('update-email-input'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByTestId('update-email-submit'));
    await waitFor(() => expect(h.kernel.router.current().view).toBe('UpdateEmailPrimaryOtp'));
    fireEvent.change(await screen.findByTestId('otp-input'), { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(h.kernel.router.current().view).toBe('UpdateEmailSecondaryOtp'));
    fireEvent.change(await screen.findByTestId('otp-input'), { target: { value: '222222' } });
    fireEvent.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    expect(wallet.updateEmail).toHaveBeenCalledWith('new@example.com');
    expect(wallet.updateEmailPrimaryOtp).toHaveBeenCalledWith('111111');
    expect(wallet.updateEmailSecondaryOtp).toHaveBeenCalledWith('222222');
    expect(h.kernel.store.getState().toast).toMatchObject({ variant: 'success', message: 'Email updated' });
  });

  it("email change address format: a bad address shows 'Invalid input' and the frame is not asked; a good one goes trimmed", async () => {
    const wallet = fakeWallet();
    const h = harness(wallet);
    h.kernel.store.update((d) => {
      d.activeChain = 'eip155';
      d.chains.eip155 = { ...d.chains.eip155!, account: { ...d.chains.eip155!.account, status: 'connected', connectorId: AUTH_CONNECTOR_ID, address: '0x1', user: { email: 'old@example.com' } } };
    });
    await h.renderView('UpdateEmail');
    for (const bad of ['not-an-email', 'a@b', 'new@@example.com', '   ']) {
      fireEvent.change(await screen.findByTestId('update-email-input'), { target: { value: bad } });
      fireEvent.click(screen.getByTestId('update-email-submit'));
      expect(screen.getByTestId('update-email-error').textContent).toBe('Invalid input');
    }
    expect(wallet.updateEmail).not.toHaveBeenCalled();
    expect(h.kernel.router.current().view).toBe('UpdateEmail');
    fireEvent.change(screen.getByTestId('update-email-input'), { target: { value: '  new@example.com  ' } });
    fireEvent.click(screen.getByTestId('update-email-submit'));
    await waitFor(() => expect(h.kernel.router.current()).toEqual({ view: 'UpdateEmailPrimaryOtp', data: { email: 'new@example.com' } }));
    expect(wallet.updateEmail).toHaveBeenCalledWith('new@example.com');
  });

  it("email change: the frame's refusal of the new address shows its message and keeps the visitor on the view", async () => {
    const wallet = fakeWallet({ updateEmail: vi.fn(async () => { throw new Error('Invalid email'); }) });
    const h = harness(wallet);
    h.kernel.store.update((d) => {
      d.activeChain = 'eip155';
      d.chains.eip155 = { ...d.chains.eip155!, account: { ...d.chains.eip155!.account, status: 'connected', connectorId: AUTH_CONNECTOR_ID, address: '0x1', user: { email: 'old@example.com' } } };
    });
    await h.renderView('UpdateEmail');
    fireEvent.change(await screen.findByTestId('update-email-input'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByTestId('update-email-submit'));
    await waitFor(() => expect(screen.getByTestId('update-email-error').textContent).toBe('Invalid email'));
    expect(h.kernel.router.current().view).toBe('UpdateEmail');
    expect((screen.getByTestId('update-email-input') as HTMLInputElement).value).toBe('new@example.com');
  });

  it('is unavailable without an email session', async () => {
    const h = harness(fakeWallet());
    await h.renderView('UpdateEmail');
    expect(await screen.findByTestId('update-email-empty')).toBeTruthy();
  });
});

describe('what the Connect view waits for', () => {
  /** The plugin with a loader of its later steps that counts, and fails while `failing` is above 0. */
  function split(wallet: EmbeddedWalletService) {
    const code = { loads: 0, failing: 0 };
    const flow: EmailCode = {
      flow: () => { code.loads++; return code.failing-- > 0 ? Promise.reject(new Error('Loading chunk email-flow failed')) : import('./flow'); },
    };
    const manifest = { ...emailManifest, load: async () => ({ setup: (api: never) => { setupEmail(api, { wallet: async () => wallet, throttle: createThrottle() }, flow); } }) } as PluginManifest;
    return { h: createPluginHarness(manifest), code };
  }

  it('shows the email field without the code views; they come once the first view is shown (openFinished)', async () => {
    const { h, code } = split(fakeWallet());
    await h.renderView('Connect');
    await h.renderView('EmailLogin', undefined, { navigate: 'replace' });
    expect(screen.getByTestId('email-input')).toBeTruthy();
    expect(code.loads).toBe(0);
    expect(h.kernel.t('email.otpSent', { email: 'a@b.c' })).toBe('email.otpSent');
    h.kernel.hooks.openFinished.call({ view: 'Connect' });
    expect(code.loads).toBe(1);
    await vi.waitFor(() => expect(h.kernel.t('email.otpSent', { email: 'a@b.c' })).toBe('Enter the code we sent to a@b.c'));
  });

  it('loads the email change with the plugin when the account settings activate it', async () => {
    const { h, code } = split(fakeWallet());
    act(() => { h.kernel.router.push('EmbeddedAccountSettings'); });
    await h.activate();
    expect(code.loads).toBe(1);
  });

  it('a code view whose code fails to load shows CODE_LOAD_FAILED; Retry loads it', async () => {
    const { h, code } = split(fakeWallet());
    await h.renderView('Connect');
    code.failing = 1;
    await h.renderView('EmailVerifyOtp', { email: 'alice@example.com' });
    expect(await screen.findByText(ERRORS.CODE_LOAD_FAILED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('email-verify-otp')).textContent).toContain('Enter the code we sent to alice@example.com');
    expect(code.loads).toBe(2);
  });
});

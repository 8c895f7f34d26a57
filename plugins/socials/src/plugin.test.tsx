// @vitest-environment happy-dom
// The socials plugin through the harness: the buttons (order, Farcaster only with its plugin),
// pointing at one loads the frame, and ConnectingSocial without a popup says so.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ERRORS, PLUGIN_API_VERSION, type PluginApi, type PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { socialsManifest } from './manifest';
import { setupSocials, type SocialsCode } from './plugin';

afterEach(cleanup);

const farcasterView = { id: 'farcaster', apiVersion: PLUGIN_API_VERSION, views: ['ConnectingFarcaster'], setup(api: PluginApi) { api.views.registerView('ConnectingFarcaster', () => <p>fc</p>); } } as PluginManifest;
const harness = (warm = vi.fn(), plugins: PluginManifest[] = []) =>
  createPluginHarness(socialsManifest, { fakes: { plugins, services: { 'embedded-wallet': { warm } } }, features: { socials: ['github', 'farcaster', 'google', 'x'] } });
const buttons = () => [...document.querySelectorAll('[data-testid^="social-"]')].map((b) => b.getAttribute('data-testid')).filter((id) => id !== 'social-login');

it('shows the enabled providers in the spec order; Farcaster only when its plugin offers the view', async () => {
  await harness().renderView('SocialLogin');
  expect(buttons()).toEqual(['social-google', 'social-x', 'social-github']);
  cleanup();
  await harness(vi.fn(), [farcasterView]).renderView('SocialLogin');
  expect(buttons()).toEqual(['social-google', 'social-x', 'social-farcaster', 'social-github']);
});

it('lays the providers out as AppKit: the first a full row with logo and name, the others logo buttons named "Continue with X"', async () => {
  const h = createPluginHarness(socialsManifest, { fakes: { plugins: [farcasterView], services: { 'embedded-wallet': { warm: vi.fn() } } }, features: { socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] } });
  await h.renderView('SocialLogin');
  const google = screen.getByTestId('social-google');
  expect(google.textContent).toBe('Continue with Google');
  expect(google.querySelector('svg[data-logo="google"]')).not.toBeNull();
  expect(google.hasAttribute('data-logo-only')).toBe(false);
  const rest = ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook'];
  for (const p of rest) {
    const b = screen.getByTestId(`social-${p}`);
    expect(b.getAttribute('data-logo-only')).toBe('true');
    expect(b.textContent).toBe('');
    expect(b.querySelector(`svg[data-logo="${p}"]`)?.getAttribute('aria-hidden')).toBe('true');
  }
  // Their accessible names, as a screen reader finds them.
  expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(
    ['Continue with Google', 'Continue with X', 'Continue with Farcaster', 'Continue with Discord', 'Continue with Apple', 'Continue with GitHub', 'Continue with Facebook']);
  // All the logo buttons share one row.
  expect(new Set(rest.map((p) => screen.getByTestId(`social-${p}`).parentElement)).size).toBe(1);
  expect(screen.getByTestId('social-x').parentElement).not.toBe(google.parentElement);
});

it('one provider alone is its full row, with no row of logos', async () => {
  await createPluginHarness(socialsManifest, { fakes: { services: { 'embedded-wallet': { warm: vi.fn() } } }, features: { socials: ['github'] } }).renderView('SocialLogin');
  expect(screen.getByTestId('social-github').textContent).toBe('Continue with GitHub');
  expect(document.querySelectorAll('[data-logo-only]')).toHaveLength(0);
});

it('loads the frame when the visitor points at a button', async () => {
  const warm = vi.fn();
  await harness(warm).renderView('SocialLogin');
  expect(warm).not.toHaveBeenCalled();
  fireEvent.pointerEnter(screen.getByTestId('social-github'));
  await vi.waitFor(() => expect(warm).toHaveBeenCalledTimes(1));
});

it('ConnectingSocial without an open popup asks to allow pop-ups', async () => {
  await harness().renderView('ConnectingSocial', { provider: 'github' });
  expect((await screen.findByTestId('social-error')).textContent).toBe('The login window could not open. Allow pop-ups for this site and try again.');
});

/** The plugin with a loader of the popup flow's code that counts, and fails while `failing` is above 0. */
function split() {
  const code = { loads: 0, failing: 0 };
  const flow: SocialsCode = {
    flow: () => { code.loads++; return code.failing-- > 0 ? Promise.reject(new Error('Loading chunk socials-flow failed')) : import('./flow'); },
  };
  const manifest = { ...socialsManifest, load: async () => ({ setup: (api: never) => { setupSocials(api, { wallet: async () => ({ warm: vi.fn() }) as never }, flow); } }) } as PluginManifest;
  return { h: createPluginHarness(manifest, { features: { socials: ['google'] } }), code };
}

it('shows the buttons without the popup flow; its code and texts come once the first view is shown (openFinished)', async () => {
  const { h, code } = split();
  await h.renderView('Connect');
  await h.renderView('SocialLogin', undefined, { navigate: 'replace' });
  expect(buttons()).toEqual(['social-google']);
  expect(code.loads).toBe(0);
  expect(h.kernel.t('socials.popupClosed')).toBe('socials.popupClosed');
  // An open on another view (Account) does not show the buttons: nothing to warm.
  h.kernel.hooks.openFinished.call({ view: 'Account' });
  expect(code.loads).toBe(0);
  h.kernel.hooks.openFinished.call({ view: 'Connect' });
  expect(code.loads).toBe(1);
  await vi.waitFor(() => expect(h.kernel.t('socials.popupClosed')).toBe('The login window was closed'));
});

it('a flow whose code fails to load shows CODE_LOAD_FAILED; Retry loads it', async () => {
  const { h, code } = split();
  await h.renderView('Connect');
  code.failing = 1;
  await h.renderView('ConnectingSocial', { provider: 'google' });
  expect(await screen.findByText(ERRORS.CODE_LOAD_FAILED)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect((await screen.findByTestId('social-error')).textContent).toBe('The login window could not open. Allow pop-ups for this site and try again.');
  expect(code.loads).toBe(2);
});

// @vitest-environment happy-dom
// The socials plugin through the harness: the buttons (order, Farcaster only with its plugin),
// pointing at one loads the frame, and ConnectingSocial without a popup says so.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PLUGIN_API_VERSION, type PluginApi, type PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { socialsManifest } from './manifest';

afterEach(cleanup);

const farcasterView = { id: 'farcaster', apiVersion: PLUGIN_API_VERSION, views: ['ConnectingFarcaster'], setup(api: PluginApi) { api.registerView('ConnectingFarcaster', () => <p>fc</p>); } } as PluginManifest;
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

// @vitest-environment happy-dom
// The Farcaster URL is the frame's: only a URL the navigation check passes becomes the link and QR code.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createPluginHarness } from '@gangway/kernel/testing';
import { UNSAFE_URL_MESSAGE } from '@gangway/lib-wallet/navigation';
import { farcasterManifest } from './manifest';

afterEach(cleanup);

async function render(url: string, endpoints?: Record<string, string>) {
  const wallet = { farcasterUri: vi.fn(async () => url), connectFarcaster: vi.fn(() => new Promise(() => {})), finishLogin: vi.fn() };
  const h = createPluginHarness(farcasterManifest, { fakes: { services: { 'embedded-wallet': wallet } }, options: endpoints ? { endpoints } : {} });
  await h.renderView('ConnectingFarcaster');
  return wallet;
}

for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://warpcast.example/~/siwf?c=1', 'vbscript:x']) {
  it(`refuses ${url.slice(0, 20)}: no link, no QR code, the error, no login`, async () => {
    const wallet = await render(url);
    expect((await screen.findByTestId('farcaster-error')).textContent).toBe(UNSAFE_URL_MESSAGE);
    expect(screen.queryByTestId('farcaster-link')).toBeNull();
    expect(screen.queryByTestId('farcaster-qr')).toBeNull();
    expect(wallet.connectFarcaster).not.toHaveBeenCalled();
  });
}

it('an https URL becomes the link and the QR code', async () => {
  await render('https://warpcast.com/~/siwf?channelToken=abc');
  expect((await screen.findByTestId('farcaster-link')).getAttribute('href')).toBe('https://warpcast.com/~/siwf?channelToken=abc');
  expect(screen.getByTestId('farcaster-qr').getAttribute('data-value')).toBe('https://warpcast.com/~/siwf?channelToken=abc');
});

it("plain http only on a configured loopback endpoint (the devnet's frame)", async () => {
  await render('http://127.0.0.1:8788/__farcaster/connect?channel=1', { frame: 'http://127.0.0.1:8788' });
  expect((await screen.findByTestId('farcaster-link')).getAttribute('href')).toBe('http://127.0.0.1:8788/__farcaster/connect?channel=1');
});

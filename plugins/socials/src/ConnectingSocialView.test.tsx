// @vitest-environment happy-dom
// ConnectingSocial with a frame that answers a hostile redirect uri: the popup is never pointed at
// it, it closes, and the visitor sees the refusal. A uri on the frame's origin goes through.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createPluginHarness } from '@gangway/kernel/testing';
import { UNSAFE_URL_MESSAGE } from '@gangway/lib-wallet/navigation';
import { socialsManifest } from './manifest';
import { openPopup } from './popup';

/** A popup that records where it was sent. */
function fakePopup() {
  const visited: string[] = [];
  const popup = { closed: false, close: vi.fn(() => { popup.closed = true; }), location: {} as { href: string } };
  Object.defineProperty(popup.location, 'href', { set: (v: string) => { visited.push(v); }, get: () => visited.at(-1) ?? 'about:blank' });
  return { popup, visited };
}

let current: ReturnType<typeof fakePopup>;
beforeEach(() => {
  current = fakePopup();
  vi.spyOn(window, 'open').mockImplementation(() => current.popup as unknown as Window);
  openPopup();
});
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

const render = (uri: string) => {
  const wallet = { warm: vi.fn(), socialRedirectUri: vi.fn(async () => uri), connectSocial: vi.fn(), finishLogin: vi.fn() };
  const h = createPluginHarness(socialsManifest, { fakes: { services: { 'embedded-wallet': wallet } }, features: { socials: ['google'] } });
  return { wallet, view: h.renderView('ConnectingSocial', { provider: 'google' }) };
};

for (const uri of ['javascript:opener.__pwned=1', 'data:text/html,<script>opener.__pwned=1</script>', 'https://evil.example/oauth', 'http://secure.walletconnect.org/sdk']) {
  it(`refuses the redirect uri ${uri}: nothing navigates, the popup closes, the error shows`, async () => {
    const { wallet, view } = render(uri);
    await view;
    expect((await screen.findByTestId('social-error')).textContent).toBe(UNSAFE_URL_MESSAGE);
    expect(current.visited).toEqual([]);
    expect(current.popup.close).toHaveBeenCalled();
    expect(wallet.connectSocial).not.toHaveBeenCalled();
  });
}

it("points the popup at a uri on the frame's origin and waits for its result", async () => {
  const uri = 'https://secure.walletconnect.org/sdk/oauth?provider=google';
  const { view } = render(uri);
  await view;
  await vi.waitFor(() => expect(current.visited).toEqual([uri]));
  expect(screen.queryByTestId('social-error')).toBeNull();
});

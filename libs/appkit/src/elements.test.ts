// @vitest-environment happy-dom
// <appkit-*> over Gangway's elements: AppKit's attributes, a disabled button, a namespace-bound connect.
// Custom elements are defined once per page for one instance (as AppKit's), so the tests share one.
import { createPluginHarness } from '@gangway/kernel/testing';
import { evmTestNetworks } from '@gangway/lib-wallet/testing';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { appKitFor, defineAppKitElements, resetAppKit, type AppKit } from './client';
import { ADDRESS, fakeWallet } from './fake-wallet.fixture';

let h: ReturnType<typeof createPluginHarness>;
let m: AppKit;
beforeAll(async () => {
  h = createPluginHarness(fakeWallet, { options: { networks: evmTestNetworks } });
  m = appKitFor(h.gangway);
  await defineAppKitElements(m);
});
afterEach(async () => { document.body.replaceChildren(); await m.close(); });
afterAll(resetAppKit);

const button = (sel: string) => document.querySelector(`${sel} button`) as HTMLButtonElement;

it('the elements render Gangway buttons; label passes through, also when set later; disabled stops the click', async () => {
  document.body.innerHTML = '<appkit-button label="Go"></appkit-button><appkit-connect-button></appkit-connect-button><appkit-account-button></appkit-account-button><appkit-network-button disabled></appkit-network-button>';
  expect(button('appkit-button').textContent).toBe('Go');
  expect(button('appkit-connect-button').textContent).toBe('Connect Wallet');
  expect(document.querySelector('appkit-account-button button')).toBeNull();
  expect(button('appkit-network-button').textContent).toContain('Gangway Devnet');
  document.querySelector('appkit-button')!.setAttribute('label', 'Sign in');
  expect(button('appkit-button').textContent).toBe('Sign in');
  button('appkit-network-button').click();
  await new Promise((r) => setTimeout(r, 20));
  expect(m.getState().open).toBe(false);
  button('appkit-connect-button').click();
  await vi.waitFor(() => expect(m.getState().open).toBe(true));
});

it('namespace: the connect click opens the Connect view for that namespace only', async () => {
  document.body.innerHTML = '<appkit-button namespace="eip155"></appkit-button>';
  button('appkit-button').click();
  await vi.waitFor(() => expect(m.getState().open).toBe(true));
  expect(h.kernel.store.getState().namespaceFilter).toBe('eip155');
  // The view is the one the connect plugin's manifest opens for the 'disconnected' role (this harness has none; e2e: appkit-multichain).
  expect(h.kernel.store.getState().activeChain).toBe('eip155');
});

it('once connected: the account button shows the address, without the balance when balance="hide"', async () => {
  document.body.innerHTML = '<appkit-account-button balance="hide"></appkit-account-button>';
  await h.kernel.connect({ connectorId: 'fake' });
  await vi.waitFor(() => expect(button('appkit-account-button').textContent).toBe(`${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`));
  expect(document.querySelector('appkit-account-button .gw-h-balance')).toBeNull();
});

it("namespace once connected: the button shows that namespace's account, as AppKit's does", async () => {
  document.body.innerHTML = '<appkit-button namespace="eip155"></appkit-button>';
  await h.kernel.connect({ connectorId: 'fake' });
  await vi.waitFor(() => expect(button('appkit-button').textContent).toBe(`${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`));
  expect(document.querySelector('appkit-button gangway-button')!.getAttribute('namespace')).toBe('eip155');
});

// @vitest-environment happy-dom
// The headless React bindings and the wallet buttons, through the harness's real kernel: the hook lists
// the wallets and connects one; the React button and the custom element connect a named wallet
// without opening the modal.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLUGIN_API_VERSION, type PluginDefinition } from '@gangway/kernel';
import { GangwayProvider } from '@gangway/kernel/react';
import { createPluginHarness } from '@gangway/kernel/testing';
import { connectManifest } from '@gangway/plugin-connect/manifest';
import { headlessManifest } from './manifest';
import { defineWalletButtonElement } from './public';
import { GangwayWalletButton, useGangwayWallets } from './react';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function fakeInjected(): PluginDefinition {
  return {
    id: 'injected', apiVersion: PLUGIN_API_VERSION, namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'], activationEvents: ['onHook:connect'],
    setup(api) {
      api.wallet.setConnectors([{ id: 'eip6963:dev.gangway.testwallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', rdns: 'dev.gangway.testwallet' }]);
      api.hooks.connect.tapPromise('fake', async () => ({ namespace: 'eip155', address: ADDRESS, chainId: 31337, wallet: { name: 'Test Wallet' } }));
      api.hooks.disconnect.for('eip155').tapPromise('fake', async () => undefined);
    },
  };
}

const harness = () => createPluginHarness(headlessManifest, { fakes: [connectManifest, fakeInjected()], options: { enableWallets: false, enableWalletConnect: false } });

function Screen() {
  const { wallets, connecting, connect, ready } = useGangwayWallets();
  return (
    <div>
      <span data-testid="ready">{String(ready)}</span>
      {wallets.map((w) => <button key={w.id} type="button" onClick={() => void connect(w)}>{w.name}</button>)}
      <span data-testid="connecting">{connecting ? `${connecting.wallet.name}:${connecting.status}` : ''}</span>
    </div>
  );
}

afterEach(cleanup);

describe('headless React bindings', () => {
  it('useGangwayWallets lists the wallets and connects one; the widget state follows, the modal stays closed', async () => {
    const h = harness();
    render(<GangwayProvider gangway={h.gangway}><Screen /></GangwayProvider>);
    const row = await screen.findByRole('button', { name: 'Test Wallet' }, { timeout: 10_000 });
    expect(screen.getByTestId('ready').textContent).toBe('true');
    await act(async () => { fireEvent.click(row); });
    await waitFor(() => expect(screen.getByTestId('connecting').textContent).toBe('Test Wallet:connected'));
    expect(h.gangway.getAccount('eip155')).toMatchObject({ isConnected: true, address: ADDRESS });
    expect(h.gangway.isOpen()).toBe(false);
  });

  it('GangwayWalletButton connects the named wallet directly', async () => {
    const h = harness();
    render(<GangwayProvider gangway={h.gangway}><GangwayWalletButton wallet="dev.gangway.testwallet" label="Test" /></GangwayProvider>);
    const button = screen.getByRole('button', { name: 'Test' });
    await act(async () => { fireEvent.click(button); });
    await waitFor(() => expect(button.getAttribute('data-status')).toBe('connected'), { timeout: 10_000 });
    expect(h.gangway.getAccount('eip155')?.address).toBe(ADDRESS);
    expect(h.gangway.isOpen()).toBe(false);
  });

  it('the custom element connects the named wallet and reports it', async () => {
    const h = harness();
    defineWalletButtonElement(h.gangway, 'test-wallet-button');
    const el = document.createElement('test-wallet-button');
    el.setAttribute('wallet', 'Test Wallet');
    document.body.appendChild(el);
    const connected = new Promise<unknown>((resolve) => el.addEventListener('gangway-connected', (e) => resolve((e as CustomEvent).detail)));
    expect(el.querySelector('button')?.textContent).toBe('Connect Test Wallet');
    el.querySelector('button')!.click();
    expect(await connected).toMatchObject({ address: ADDRESS });
    expect(el.getAttribute('status')).toBe('connected');
    expect(h.gangway.isOpen()).toBe(false);
    el.remove();
  });
});

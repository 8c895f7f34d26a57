// @vitest-environment happy-dom
import { createPluginHarness } from '@gangway/kernel/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectManifest } from './manifest';
import { fakeConnectorPlugin, testWallet } from './test-fakes';

afterEach(cleanup);

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** What the plugin stored under its recentWallets key (as localStorage holds it). */
const storedRecent = (h: ReturnType<typeof harness>): { name: string }[] => JSON.parse(h.storage.dump()['@gangway/recentWallets'] ?? '[]');
const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

function harness(answers: (() => Promise<unknown>)[]) {
  let i = 0;
  const h = createPluginHarness(connectManifest, {
    fakes: [fakeConnectorPlugin('injected', [testWallet], () => answers[Math.min(i++, answers.length - 1)]())],
  });
  return h;
}

const ok = async () => ({ namespace: 'eip155', address: ADDRESS, chainId: 31337, wallet: { name: 'Gangway Test Wallet', rdns: 'dev.gangway.testwallet' } });

describe('ConnectingExternal', () => {
  it('connects, goes to Account and records the wallet as recent', async () => {
    const h = harness([ok]);
    await h.gangway.open({ view: 'ConnectingExternal', data: { connectorId: testWallet.id } });
    await h.renderView('ConnectingExternal', { connectorId: testWallet.id });
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    expect(h.gangway.getAccount('eip155')).toMatchObject({ status: 'connected', address: ADDRESS, connectorId: testWallet.id });
    expect(storedRecent(h)).toEqual([
      { id: 'dev.gangway.testwallet', name: 'Gangway Test Wallet', rdns: 'dev.gangway.testwallet', connectorId: testWallet.id },
    ]);
  });

  it('shows the decline with Try again on 4001, keeping the state; retry then connects', async () => {
    const h = harness([async () => { throw rejection(); }, ok]);
    await h.gangway.open({ view: 'ConnectingExternal', data: { connectorId: testWallet.id } });
    const before = h.gangway.getAccount('eip155');
    await h.renderView('ConnectingExternal', { connectorId: testWallet.id });
    expect((await screen.findByTestId('connect-error')).textContent).toBe('Connection declined');
    expect(h.gangway.getAccount('eip155')).toEqual(before);
    expect(h.kernel.router.current().view).toBe('ConnectingExternal');
    expect(storedRecent(h)).toEqual([]);
    act(() => fireEvent.click(screen.getByTestId('connect-retry')));
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
  });

  it('shows other errors with their message', async () => {
    const h = harness([async () => { throw new Error('Wallet is locked'); }]);
    await h.renderView('ConnectingExternal', { connectorId: testWallet.id });
    expect((await screen.findByTestId('connect-error')).textContent).toBe('Wallet is locked');
  });
});

describe('recent wallets', () => {
  it('keeps the 2 most recent connections', async () => {
    const h = harness([ok]);
    await h.activate();
    for (const name of ['A', 'B', 'C']) {
      h.kernel.hooks.connected.call({ namespace: 'eip155', address: ADDRESS, chainId: 1, connectorId: `eip6963:${name}`, wallet: { name, rdns: name } });
    }
    expect(storedRecent(h).map((w) => w.name)).toEqual(['C', 'B']);
  });

  it('does not record a bare WalletConnect QR session (no wallet chosen)', async () => {
    const h = harness([ok]);
    await h.activate();
    h.kernel.hooks.connected.call({ namespace: 'eip155', address: ADDRESS, chainId: 1, connectorId: 'walletConnect', wallet: { name: 'Some Wallet' } });
    expect(storedRecent(h)).toEqual([]);
    h.kernel.hooks.connected.call({ namespace: 'eip155', address: ADDRESS, chainId: 1, connectorId: 'walletConnect', wallet: { name: 'Rainbow', identifier: 'id-rainbow' } });
    expect(storedRecent(h)).toEqual([{ id: 'id-rainbow', name: 'Rainbow', connectorId: 'walletConnect' }]);
  });
});

// @vitest-environment happy-dom
// AppKit's React hooks, with no provider component (as AppKit's), over a harness-built Gangway.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createPluginHarness } from '@gangway/kernel/testing';
import { evmTestNetworks } from '@gangway/lib-wallet/testing';
import { afterEach, expect, it } from 'vitest';
import { ADDRESS, fakeWallet, walletProvider } from './fake-wallet.fixture';
import { appKitFor, resetAppKit } from './client';
import { useAppKit, useAppKitAccount, useAppKitEvents, useAppKitNetwork, useAppKitNetworkCore, useAppKitProvider, useAppKitState, useAppKitTheme, useDisconnect, useWalletInfo } from './react';

afterEach(() => { cleanup(); resetAppKit(); });

function Readout() {
  const { address, isConnected, status, caipAddress, allAccounts } = useAppKitAccount();
  const { chainId, caipNetworkId, switchNetwork, supportsAllNetworks } = useAppKitNetwork();
  const core = useAppKitNetworkCore();
  const { open: isOpen, selectedNetworkId } = useAppKitState();
  const { themeMode, setThemeMode } = useAppKitTheme();
  const { walletInfo } = useWalletInfo();
  const { walletProvider: provider } = useAppKitProvider<typeof walletProvider>('eip155');
  const { open, close } = useAppKit();
  const { disconnect } = useDisconnect();
  const event = useAppKitEvents();
  return (
    <>
      <output data-testid="account">{`${status}|${String(isConnected)}|${address}|${caipAddress}|${allAccounts.length}`}</output>
      <output data-testid="network">{`${chainId}|${caipNetworkId}|${core.caipNetworkId}|${selectedNetworkId}|${String(supportsAllNetworks)}`}</output>
      <output data-testid="wallet">{walletInfo?.name ?? '-'}</output>
      <output data-testid="provider">{provider?.isFake ? 'provider' : '-'}</output>
      <output data-testid="modal">{String(isOpen)}</output>
      <output data-testid="theme">{themeMode}</output>
      <output data-testid="event">{event.data.event}</output>
      <button type="button" onClick={() => void open({ view: 'Networks' })}>open</button>
      <button type="button" onClick={() => void close()}>close</button>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>theme</button>
      <button type="button" onClick={() => void switchNetwork(core.caipNetwork?.id === 1 ? core.caipNetwork : { ...core.caipNetwork!, id: 1, caipNetworkId: 'eip155:1' })}>switch</button>
      <button type="button" onClick={() => void disconnect()}>disconnect</button>
    </>
  );
}

it('a hook before createAppKit says so, by name', () => {
  const Lone = () => { useAppKitAccount(); return null; };
  expect(() => render(<Lone />)).toThrow('Please call "createAppKit" before using "useAppKitAccount" hook');
});

it('the hooks follow a connection, the modal, the theme, a network switch and a disconnect', async () => {
  const h = createPluginHarness(fakeWallet, { options: { networks: evmTestNetworks } });
  appKitFor(h.gangway);
  render(<Readout />);
  const text = (id: string) => screen.getByTestId(id).textContent;
  const click = (name: string) => act(async () => { screen.getByRole('button', { name }).click(); });
  expect(text('account')).toBe('disconnected|false|undefined|undefined|0');
  expect(text('network')).toBe('31337|eip155:31337|eip155:31337|eip155:31337|true');
  expect(text('event')).toBe('MODAL_CREATED');

  await act(async () => { await h.kernel.connect({ connectorId: 'fake' }); });
  expect(text('account')).toBe(`connected|true|${ADDRESS}|eip155:31337:${ADDRESS}|1`);
  expect(text('wallet')).toBe('Fake Wallet');
  expect(text('event')).toBe('CONNECT_SUCCESS');
  await waitFor(() => expect(text('provider')).toBe('provider'));

  await click('open');
  await waitFor(() => expect(text('modal')).toBe('true'));
  expect(h.kernel.store.getState().router.history.at(-1)?.view).toBe('Networks');
  await click('close');
  await waitFor(() => expect(text('modal')).toBe('false'));
  const before = text('theme');
  await click('theme');
  expect(text('theme')).not.toBe(before);

  await click('switch');
  await waitFor(() => expect(text('network')).toMatch(/^1\|eip155:1\|eip155:1\|eip155:1\|/));

  await click('disconnect');
  await waitFor(() => expect(text('account')).toMatch(/^disconnected\|false\|/));
  expect(text('event')).toBe('DISCONNECT_SUCCESS');
  await waitFor(() => expect(text('provider')).toBe('-'));
});

it("the <appkit-*> elements type-check in TSX under React 19's types and render as the custom elements", () => {
  render(<><appkit-button label="Go" balance="hide" size="sm" namespace="eip155" /><appkit-connect-button loadingLabel="…" /><appkit-account-button disabled /><appkit-network-button disabled={false} /></>);
  expect(document.querySelector('appkit-button')?.getAttribute('label')).toBe('Go');
  expect(document.querySelector('appkit-network-button')).not.toBeNull();
  // tsc checks the attribute types too: AppKit's sizes are sm and md.
  // @ts-expect-error -- 'xl' is not an AppKit button size
  expect(render(<appkit-button size="xl" />).container.querySelector('appkit-button')?.getAttribute('size')).toBe('xl');
});

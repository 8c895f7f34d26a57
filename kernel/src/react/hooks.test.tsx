// @vitest-environment happy-dom
// The host hooks at AppKit's breadth (docs/api.md, React): account, network (and its switch), events,
// disconnect, wallet info, the namespace's provider and the modal — one component reads them all while
// a wallet connects, switches and disconnects.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PLUGIN_API_VERSION, type PluginDefinition } from '../plugins/types';
import { createPluginHarness } from '../testing';
import { testDevnet, testMainnet } from '../testing/networks.test-util';
import { GangwayProvider } from './GangwayProvider';
import { useDisconnect, useGangwayAccount, useGangwayEvents, useGangwayModal, useGangwayNetwork, useGangwayProvider, useWalletInfo } from './hooks';

afterEach(cleanup);
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const walletProvider = { isFake: true };

const wallet: PluginDefinition = {
  id: 'fake-wallet', apiVersion: PLUGIN_API_VERSION, namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'], activationEvents: ['onHook:connect'],
  setup(api) {
    api.hooks.connect.tapPromise('fake', async () => ({ namespace: 'eip155', address: ADDRESS, chainId: 31337, wallet: { name: 'Fake Wallet', icon: 'data:image/svg+xml,<svg/>' } }));
    api.hooks.switchNetwork.for('eip155').tapPromise('fake', async () => true);
    api.hooks.disconnect.for('eip155').tapPromise('fake', async () => undefined);
    api.hooks.getProvider.for('eip155').tapPromise('fake', async () => walletProvider);
  },
};

function Readout() {
  const { address, isConnected, status, caipAddress } = useGangwayAccount();
  const { chainId, caipNetworkId, switchNetwork } = useGangwayNetwork();
  const { walletInfo } = useWalletInfo();
  const { walletProvider: provider } = useGangwayProvider<typeof walletProvider>('eip155');
  const { isOpen } = useGangwayModal();
  const { disconnect } = useDisconnect();
  const event = useGangwayEvents();
  return (
    <>
      <output data-testid="account">{`${status}|${String(isConnected)}|${address}|${caipAddress}`}</output>
      <output data-testid="network">{`${chainId}|${caipNetworkId}`}</output>
      <output data-testid="wallet">{walletInfo?.name ?? '-'}</output>
      <output data-testid="provider">{provider?.isFake ? 'provider' : '-'}</output>
      <output data-testid="modal">{String(isOpen)}</output>
      <output data-testid="event">{event?.type ?? '-'}</output>
      <button type="button" onClick={() => void switchNetwork('eip155:1')}>switch</button>
      <button type="button" onClick={() => void disconnect()}>disconnect</button>
    </>
  );
}

it('account, network, wallet info, provider, events and disconnect follow a connection', async () => {
  const h = createPluginHarness(wallet, { options: { networks: [testDevnet, testMainnet] } });
  render(<GangwayProvider gangway={h.gangway}><Readout /></GangwayProvider>);
  const text = (id: string) => screen.getByTestId(id).textContent;
  expect(text('account')).toBe('disconnected|false|undefined|undefined');
  expect(text('network')).toBe('31337|eip155:31337');
  expect(text('provider')).toBe('-');

  await act(async () => { await h.kernel.connect({ connectorId: 'fake' }); });
  expect(text('account')).toBe(`connected|true|${ADDRESS}|eip155:31337:${ADDRESS}`);
  expect(text('wallet')).toBe('Fake Wallet');
  expect(text('event')).toBe('CONNECT_SUCCESS');
  await waitFor(() => expect(text('provider')).toBe('provider'));
  expect(text('modal')).toBe('false');

  await act(async () => { screen.getByRole('button', { name: 'switch' }).click(); });
  await waitFor(() => expect(text('network')).toBe('1|eip155:1'));

  await act(async () => { screen.getByRole('button', { name: 'disconnect' }).click(); });
  await waitFor(() => expect(text('account')).toMatch(/^disconnected\|false\|/));
  expect(text('event')).toBe('DISCONNECT_SUCCESS');
  await waitFor(() => expect(text('provider')).toBe('-'));
});

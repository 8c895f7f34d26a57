// @vitest-environment happy-dom
// AppKit's Solana React entry, /adapter-solana/react: useAppKitConnection on the active cluster.
import { afterEach, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PLUGIN_API_VERSION, type Network, type PluginDefinition } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { adapterSolanaManifest } from '@gangway/adapter-solana/manifest';
import { appKitFor, resetAppKit } from '../client';
import { SolanaAdapter, useAppKitConnection } from './solana-react';

afterEach(resetAppKit);

const cluster = (ref: string, name: string, port: number): Network => ({
  id: ref, caipNetworkId: `solana:${ref}`, chainNamespace: 'solana', name, testnet: true,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: [`http://127.0.0.1:${port}`] } },
});
const first = cluster('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 8899);
const second = cluster('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 8901);
const fakeWallet: PluginDefinition = {
  id: 'fake-solana', apiVersion: PLUGIN_API_VERSION, namespaces: ['solana'], permissions: ['wallet.sign', 'wallet.session'], activationEvents: ['onHook:connect'],
  setup(api) {
    api.hooks.connect.tapPromise('fake', async () => ({ namespace: 'solana', address: '11111111111111111111111111111112', chainId: first.id }));
    api.hooks.switchNetwork.for('solana').tapPromise('fake', async () => true);
  },
};

function Rpc() {
  const { connection } = useAppKitConnection();
  return <output data-testid="rpc">{connection?.rpcEndpoint ?? '—'}</output>;
}

it("/adapter-solana/react: useAppKitConnection is a Connection on the active cluster and follows a switch", async () => {
  const adapter = new SolanaAdapter({ connectionSettings: 'confirmed' });
  const solana = {
    network: () => h.kernel.store.getState().chains.solana?.network.caipNetwork ?? first,
    networks: () => [first, second],
    rpcUrl: (n: Network) => n.rpcUrls.default.http[0],
  };
  const h = createPluginHarness(adapterSolanaManifest, { fakes: { plugins: [fakeWallet], services: { solana } }, options: { networks: [first, second], adapters: [adapter] } });
  await h.startup();
  appKitFor(h.gangway);
  await h.kernel.connect({ connectorId: 'fake', namespace: 'solana' });
  render(<Rpc />);
  await act(async () => { await adapter.getConnection(); });
  expect(screen.getByTestId('rpc').textContent).toBe('http://127.0.0.1:8899');
  await act(async () => { await adapter.switchNetwork(second); });
  await act(async () => { await adapter.getConnection(); });
  expect(screen.getByTestId('rpc').textContent).toBe('http://127.0.0.1:8901');
});

it('useAppKitConnection without a SolanaAdapter says so', () => {
  const h = createPluginHarness(fakeWallet);
  appKitFor(h.gangway);
  const Lone = () => { useAppKitConnection(); return null; };
  expect(() => render(<Lone />)).toThrow("Adapter for namespace solana doesn't exist");
});

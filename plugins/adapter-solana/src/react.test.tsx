// @vitest-environment happy-dom
// The Solana adapter's React hooks through the kernel's harness: useSolanaNetwork lists the configured
// clusters and switches the widget's; useSolanaConnection re-renders with the new cluster's Connection.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PLUGIN_API_VERSION, type Network, type PluginDefinition } from '@gangway/kernel';
import { GangwayProvider } from '@gangway/kernel/react';
import { createPluginHarness } from '@gangway/kernel/testing';
import { SolanaAdapter } from './index';
import { adapterSolanaManifest } from './manifest';
import { useSolanaConnection, useSolanaNetwork } from './react';

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

function Host() {
  const { network, networks, switchNetwork } = useSolanaNetwork();
  const { connection } = useSolanaConnection();
  return (
    <>
      <output data-testid="network">{network?.name ?? '—'}</output>
      <output data-testid="rpc">{connection?.rpcEndpoint ?? '—'}</output>
      {networks.map((n) => <button key={n.caipNetworkId} type="button" data-testid={n.name} onClick={() => void switchNetwork(n)}>{n.name}</button>)}
    </>
  );
}

describe('useSolanaNetwork', () => {
  it('lists the clusters, switches the widget and the Connection follows', async () => {
    const adapter = new SolanaAdapter();
    const solana = {
      network: () => h.kernel.store.getState().chains.solana?.network.caipNetwork ?? first,
      networks: () => [first, second],
      rpcUrl: (n: Network) => n.rpcUrls.default.http[0],
    };
    const h = createPluginHarness(adapterSolanaManifest, { fakes: { plugins: [fakeWallet], services: { solana } }, options: { networks: [first, second], adapters: [adapter] } });
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake', namespace: 'solana' });
    render(<GangwayProvider gangway={h.gangway}><Host /></GangwayProvider>);
    expect(screen.getByTestId('network').textContent).toBe('Solana Devnet');
    await act(async () => { await adapter.getConnection(); });
    expect(screen.getByTestId('rpc').textContent).toBe('http://127.0.0.1:8899');
    await act(async () => { screen.getByTestId('Solana Testnet').click(); await adapter.getConnection(); });
    expect(screen.getByTestId('network').textContent).toBe('Solana Testnet');
    expect(h.gangway.getNetwork('solana')?.caipNetworkId).toBe(second.caipNetworkId);
    await act(async () => { await adapter.getConnection(); });
    expect(screen.getByTestId('rpc').textContent).toBe('http://127.0.0.1:8901');
  });
});

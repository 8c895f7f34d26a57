// AppKit's Solana apps sign through useAppKitProvider('solana') / getProvider('solana'): that is the
// SolanaAdapter's Provider (signMessage, sendTransaction, …), not the chain plugin's raw wallet handle.
import { afterEach, expect, it, vi } from 'vitest';
import { PLUGIN_API_VERSION, type Network, type PluginDefinition } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { adapterSolanaManifest } from '@gangway/adapter-solana/manifest';
import { appKitFor, resetAppKit } from '../client';
import { SolanaAdapter } from './solana';

afterEach(resetAppKit);

const cluster: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: 'solana', name: 'Solana Devnet', testnet: true,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};
/** A wallet plugin whose own getProvider('solana') answer is a raw handle (as the chain plugin's is). */
const rawHandle = { wallet: {}, request: async () => null };
const fakeWallet: PluginDefinition = {
  id: 'fake-solana', apiVersion: PLUGIN_API_VERSION, namespaces: ['solana'], permissions: ['wallet.sign', 'wallet.session'], activationEvents: ['onHook:connect'],
  setup(api) {
    api.hooks.connect.tapPromise('fake', async () => ({ namespace: 'solana', address: '11111111111111111111111111111112', chainId: cluster.id }));
    api.hooks.getProvider.for('solana').tapPromise('fake', async () => rawHandle);
  },
};

it("getProvider('solana') is the SolanaAdapter's Provider once connected", async () => {
  const adapter = new SolanaAdapter();
  const h = createPluginHarness(adapterSolanaManifest, { fakes: { plugins: [fakeWallet] }, options: { networks: [cluster], adapters: [adapter] } });
  await h.startup();
  const m = appKitFor(h.gangway);
  const seen: unknown[] = [];
  m.subscribeProviders((p) => seen.push(p.solana));
  expect(m.getProvider('solana')).toBeUndefined();
  await h.kernel.connect({ connectorId: 'fake', namespace: 'solana' });
  await vi.waitFor(() => expect(m.getProvider('solana')).toBe(adapter.provider));
  expect(seen.at(-1)).toBe(adapter.provider);
  expect(typeof m.getProvider<SolanaAdapter['provider']>('solana')!.signMessage).toBe('function');
  expect(m.getWalletProvider()).toBe(adapter.provider);
});

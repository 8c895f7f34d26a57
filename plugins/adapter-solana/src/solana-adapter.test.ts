// The Solana adapter through the kernel's harness: web3.js objects over the widget, with a fake Solana
// wallet plugin (an ed25519 key answering the solana_* methods) and a fake solana service for the cluster.
import { describe, expect, it, vi } from 'vitest';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, base64 } from '@scure/base';
import { PLUGIN_API_VERSION, type Network, type PluginDefinition } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { SolanaAdapter } from './index';
import { adapterSolanaManifest } from './manifest';

const cluster: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: 'solana', name: 'Solana Devnet', testnet: true,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};
const cluster2: Network = { ...cluster, id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', name: 'Solana Testnet', rpcUrls: { default: { http: ['http://127.0.0.1:8901'] } } };
const evmChain: Network = { id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };
const keypair = Keypair.fromSeed(new Uint8Array(32).fill(7));
const ADDRESS = keypair.publicKey.toBase58();

function fakeSolanaWallet(calls: string[]): PluginDefinition {
  return {
    id: 'fake-solana', apiVersion: PLUGIN_API_VERSION, namespaces: ['solana'], permissions: ['wallet.sign', 'wallet.session'], activationEvents: ['onHook:connect'],
    setup(api) {
      api.hooks.connect.tapPromise('fake', async () => ({ namespace: 'solana', address: ADDRESS, chainId: cluster.id }));
      api.hooks.disconnect.for('solana').tapPromise('fake', async () => undefined);
      // Like chain-solana's connector: a cluster switch needs nothing from the wallet.
      api.hooks.switchNetwork.for('solana').tapPromise('fake', async () => true);
      api.hooks.request.for('solana').tapPromise('fake', async ({ method, params }) => {
        calls.push(method);
        const p = params as { message?: string; transaction?: string };
        if (method === 'solana_signMessage') return { signature: base58.encode(ed25519.sign(base58.decode(p.message!), keypair.secretKey.slice(0, 32))) };
        const tx = Transaction.from(base64.decode(p.transaction!));
        tx.partialSign(keypair);
        if (method === 'solana_signTransaction') return { transaction: base64.encode(tx.serialize()) };
        return { signature: base58.encode(tx.signature!) };
      });
    },
  };
}

function setup() {
  const adapter = new SolanaAdapter();
  const calls: string[] = [];
  // Like chain-solana's service: the active cluster is the widget's, read from its state.
  const solana = {
    network: () => h.kernel.store.getState().chains.solana?.network.caipNetwork ?? cluster,
    networks: () => [cluster, cluster2],
    rpcUrl: (n: Network) => n.rpcUrls.default.http[0],
  };
  const h = createPluginHarness(adapterSolanaManifest, {
    fakes: { plugins: [fakeSolanaWallet(calls)], services: { solana } },
    options: { networks: [cluster, cluster2, evmChain], adapters: [adapter] },
  });
  return { adapter, h, calls };
}

const transfer = () => {
  const tx = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: '11111111111111111111111111111111' });
  tx.add(SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: new PublicKey('11111111111111111111111111111112'), lamports: 5000 }));
  return tx;
};

describe('the Solana adapter', () => {
  it("gives the host a Connection on the active cluster's RPC", async () => {
    const { adapter, h } = setup();
    await h.startup();
    const connection = await adapter.getConnection();
    expect(connection.rpcEndpoint).toBe('http://127.0.0.1:8899');
    expect(await adapter.getConnection()).toBe(connection);
    expect((await adapter.getNetwork()).caipNetworkId).toBe(cluster.caipNetworkId);
  });

  it("the provider is the connected wallet: publicKey, a signMessage verified with ed25519, signed transactions", async () => {
    const { adapter, h, calls } = setup();
    await h.startup();
    expect(adapter.provider.publicKey).toBeNull();
    await expect(adapter.provider.signMessage(new Uint8Array([1]))).rejects.toMatchObject({ code: 4100 });
    const seen: (string | null)[] = [];
    adapter.provider.on('accountChanged', (k) => seen.push(k?.toBase58() ?? null));
    await h.kernel.connect({ connectorId: 'fake', namespace: 'solana' });
    expect(adapter.provider.publicKey?.toBase58()).toBe(ADDRESS);
    const message = new TextEncoder().encode('hello solana');
    const signature = await adapter.provider.signMessage(message);
    expect(ed25519.verify(signature, message, keypair.publicKey.toBytes())).toBe(true);
    const signed = await adapter.provider.signTransaction(transfer());
    expect(signed.verifySignatures()).toBe(true);
    const { signature: sent } = await adapter.provider.signAndSendTransaction(transfer());
    expect(base58.decode(sent)).toHaveLength(64);
    expect(calls).toEqual(['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']);
    await adapter.provider.disconnect();
    expect(h.gangway.getAccount('solana')?.isConnected).toBe(false);
    expect(seen).toEqual([ADDRESS, null]);
  });

  it('connect() with nobody connected opens the widget on solana and waits', async () => {
    const { adapter, h } = setup();
    await h.startup();
    const pending = adapter.provider.connect();
    await vi.waitFor(() => expect(h.kernel.store.getState().modal.open).toBe(true));
    await h.kernel.connect({ connectorId: 'fake', namespace: 'solana' });
    expect((await pending).toBase58()).toBe(ADDRESS);
  });

  it('switchNetwork from the host: the widget shows the cluster, the Connection follows it', async () => {
    const { adapter, h } = setup();
    await h.startup();
    expect((await adapter.getNetworks()).map((n) => n.caipNetworkId)).toEqual([cluster.caipNetworkId, cluster2.caipNetworkId]);
    await h.kernel.connect({ connectorId: 'fake', namespace: 'solana' });
    const before = await adapter.getConnection();
    await adapter.switchNetwork(cluster2.caipNetworkId);
    expect(h.gangway.getNetwork('solana')?.caipNetworkId).toBe(cluster2.caipNetworkId);
    expect(h.kernel.store.getState().chains.solana?.account.status).toBe('connected');
    expect((await adapter.getNetwork()).caipNetworkId).toBe(cluster2.caipNetworkId);
    const after = await adapter.getConnection();
    expect(after).not.toBe(before);
    expect(after.rpcEndpoint).toBe('http://127.0.0.1:8901');
    await adapter.switchNetwork(cluster);
    expect(h.gangway.getNetwork('solana')?.caipNetworkId).toBe(cluster.caipNetworkId);
  });

  it("switchNetwork refuses what is not a configured Solana cluster: 'Network not found', nothing changes", async () => {
    const { adapter, h } = setup();
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake', namespace: 'solana' });
    await expect(adapter.switchNetwork(evmChain)).rejects.toThrow('Network not found');
    await expect(adapter.switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).rejects.toThrow('Network not found');
    expect(h.gangway.getNetwork('solana')?.caipNetworkId).toBe(cluster.caipNetworkId);
  });

  it("the spec's message for a namespace no adapter serves", async () => {
    const { h } = setup();
    await h.startup();
    await expect(h.gangway.disconnect('bip122')).rejects.toThrow("Adapter for namespace bip122 doesn't exist");
  });
});

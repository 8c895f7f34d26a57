// The universal adapter through the kernel's harness: raw requests on the connected namespace, with a
// fake eip155 wallet, a fake solana wallet and a fake eip155 service for the reads.
import { describe, expect, it } from 'vitest';
import { recoverMessageAddress, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { PLUGIN_API_VERSION, type Network, type PluginDefinition } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { createFakeWallet, TEST_ADDRESS } from '@gangway/lib-wallet/testing';
import { UniversalAdapter } from './index';
import { adapterUniversalManifest } from './manifest';

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const devnet: Network = {
  id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Gangway Devnet', testnet: true,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const devnet2: Network = { ...devnet, id: 31338, caipNetworkId: 'eip155:31338', name: 'Gangway Devnet 2' };
const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: 'solana', name: 'Solana Devnet', testnet: true,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};
const SOL_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

/** A solana wallet: connects on 'fake-sol' and answers solana_signMessage. */
function fakeSolana(calls: string[]): PluginDefinition {
  return {
    id: 'fake-solana', apiVersion: PLUGIN_API_VERSION, namespaces: ['solana'], permissions: ['wallet.sign', 'wallet.session'], activationEvents: ['onHook:connect'],
    setup(api) {
      api.hooks.connect.tapPromise('fake-sol', async ({ connectorId }) => (connectorId === 'fake-sol' ? { namespace: 'solana', address: SOL_ADDRESS, chainId: solanaDevnet.id } : undefined));
      api.hooks.request.for('solana').tapPromise('fake-sol', async ({ method }) => { calls.push(method); return { signature: 'sig' }; });
    },
  };
}

function setup(adapter = new UniversalAdapter()) {
  const signer = privateKeyToAccount(KEY);
  const wallet = createFakeWallet({ personal_sign: (p) => signer.signMessage({ message: { raw: (p as [`0x${string}`])[0] } }) });
  const reads: { chain: number | undefined; method: string }[] = [];
  const eip155 = { publicClient: (chain?: number) => ({ request: async ({ method }: { method: string }) => { reads.push({ chain, method }); return method === 'eth_getBalance' ? '0x2a' : null; } }) };
  const solCalls: string[] = [];
  const h = createPluginHarness(adapterUniversalManifest, {
    fakes: { plugins: [fakeSolana(solCalls), wallet.plugin], services: { eip155 } },
    options: { networks: [devnet, devnet2, solanaDevnet], adapters: [adapter] },
  });
  return { adapter, h, reads, solCalls, wallet };
}

describe('the universal adapter', () => {
  it('raw eip155 requests: accounts, balance from the RPC, personal_sign by the connected wallet', async () => {
    const { adapter, h } = setup();
    await h.startup();
    expect(await adapter.provider.request({ method: 'eth_accounts' })).toEqual([]);
    await h.kernel.connect({ connectorId: 'fake' });
    expect(await adapter.provider.request({ method: 'eth_accounts' })).toEqual([TEST_ADDRESS]);
    expect(await adapter.provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await adapter.provider.request({ method: 'eth_getBalance', params: [TEST_ADDRESS, 'latest'] })).toBe('0x2a');
    const message = 'hello universal';
    const signature = await adapter.provider.request<`0x${string}`>({ method: 'personal_sign', params: [toHex(message), TEST_ADDRESS] });
    expect(await recoverMessageAddress({ message, signature })).toBe(TEST_ADDRESS);
    expect(adapter.provider.caipAddress).toBe(`eip155:31337:${TEST_ADDRESS}`);
  });

  it('a chainId routes a read to that chain; switch and revoke are the widget’s', async () => {
    const { adapter, h, reads } = setup();
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake' });
    await adapter.provider.request({ method: 'eth_getBalance', params: [TEST_ADDRESS, 'latest'] }, 'eip155:31338');
    expect(reads.at(-1)).toEqual({ chain: 31338, method: 'eth_getBalance' });
    await adapter.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(h.gangway.getNetwork('eip155')?.caipNetworkId).toBe('eip155:31338');
    await adapter.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(h.gangway.getAccount('eip155')?.isConnected).toBe(false);
    await expect(adapter.provider.request({ method: 'personal_sign', params: ['0x00', TEST_ADDRESS] })).rejects.toMatchObject({ code: 4100 });
  });

  it('other namespaces go to their connected wallet; nothing connected there is 4100', async () => {
    const { adapter, h, solCalls } = setup();
    await h.startup();
    await expect(adapter.provider.request({ method: 'solana_signMessage', params: { message: 'aGk=' } }, solanaDevnet.caipNetworkId)).rejects.toMatchObject({ code: 4100 });
    await h.kernel.connect({ connectorId: 'fake-sol', namespace: 'solana' });
    expect(h.gangway.getAccount('solana')?.address).toBe(SOL_ADDRESS);
    expect(await adapter.provider.request({ method: 'solana_signMessage', params: { message: 'aGk=' } }, solanaDevnet.caipNetworkId)).toEqual({ signature: 'sig' });
    expect(solCalls).toEqual(['solana_signMessage']);
  });

  it('an adapter for one namespace refuses another (4901); getWalletProvider hands out the wallet’s own provider', async () => {
    const { adapter, h } = setup(new UniversalAdapter({ namespace: 'eip155' }));
    await h.startup();
    await expect(adapter.provider.request({ method: 'solana_signMessage' }, solanaDevnet.caipNetworkId)).rejects.toMatchObject({ code: 4901 });
    expect(await adapter.getWalletProvider('eip155')).toBeUndefined();
  });

  it("the spec's message for a namespace no adapter serves", async () => {
    const { h } = setup(new UniversalAdapter({ namespace: 'eip155' }));
    await h.startup();
    await expect(h.gangway.getProvider('bip122')).rejects.toThrow("Adapter for namespace bip122 doesn't exist");
  });
});

// The ethers v6 adapter through the kernel's harness: ethers' BrowserProvider and signer over the
// widget, with a fake eip155 wallet plugin and a fake eip155 service for the reads.
import { describe, expect, it, vi } from 'vitest';
import { verifyMessage } from 'ethers';
import { createPluginHarness } from '@gangway/kernel/testing';
import { createFakeWallet, TEST_ADDRESS } from '@gangway/lib-wallet/testing';
import { privateKeyToAccount } from 'viem/accounts';
import type { Network } from '@gangway/kernel';
import { EthersAdapter } from './index';
import { adapterEthersManifest } from './manifest';

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const devnet: Network = {
  id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Gangway Devnet', testnet: true,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const devnet2: Network = { ...devnet, id: 31338, caipNetworkId: 'eip155:31338', name: 'Gangway Devnet 2' };

function setup() {
  const signer = privateKeyToAccount(KEY);
  const adapter = new EthersAdapter();
  const wallet = createFakeWallet({ personal_sign: (p) => signer.signMessage({ message: { raw: (p as [`0x${string}`])[0] } }) });
  const reads: string[] = [];
  // Each chain answers its own balance: 42 wei on the devnet, 7 on the second devnet.
  const eip155 = { publicClient: (chainId?: number) => ({ request: async ({ method }: { method: string }) => { reads.push(method); return method === 'eth_getBalance' ? (chainId === 31338 ? '0x7' : '0x2a') : null; } }) };
  const h = createPluginHarness(adapterEthersManifest, { fakes: { plugins: [wallet.plugin], services: { eip155 } }, options: { networks: [devnet, devnet2], adapters: [adapter] } });
  return { adapter, wallet, h, reads };
}

describe('the ethers adapter', () => {
  it("gives ethers a provider and the connected account's signer; messages sign with the wallet", async () => {
    const { adapter, h, wallet } = setup();
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake' });
    const signer = await adapter.getSigner();
    expect(await signer.getAddress()).toBe(TEST_ADDRESS);
    expect((await adapter.getBrowserProvider().getNetwork()).chainId).toBe(31337n);
    const signature = await signer.signMessage('hello ethers');
    expect(verifyMessage('hello ethers', signature)).toBe(TEST_ADDRESS);
    expect(wallet.calls.map((c) => c.method)).toContain('personal_sign');
  });

  it("reads go to the network's RPC (the eip155 service), also before connecting", async () => {
    const { adapter, h, reads } = setup();
    await h.startup();
    expect(await adapter.getBrowserProvider().getBalance(TEST_ADDRESS)).toBe(42n);
    expect(reads).toContain('eth_getBalance');
  });

  it("a read right after a switch answers the new chain's value (ethers' 250 ms request cache is off: it ignores the chain)", async () => {
    const { adapter, h } = setup();
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake' });
    const provider = adapter.getBrowserProvider();
    expect(await provider.getBalance(TEST_ADDRESS)).toBe(42n);
    await provider.send('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]);
    expect(await provider.getBalance(TEST_ADDRESS)).toBe(7n);
  });

  it('getSigner with nobody connected opens the widget and waits for the visitor', async () => {
    const { adapter, h } = setup();
    await h.startup();
    const pending = adapter.getSigner();
    await vi.waitFor(() => expect(h.kernel.store.getState().modal.open).toBe(true));
    await h.kernel.connect({ connectorId: 'fake' });
    expect(await (await pending).getAddress()).toBe(TEST_ADDRESS);
  });

  it("a switch and a revoke sent through ethers are the widget's switch and disconnect; the provider's events follow the widget", async () => {
    const { adapter, h } = setup();
    await h.startup();
    const chains: unknown[] = [];
    const accounts: unknown[] = [];
    adapter.provider.on('chainChanged', (c) => chains.push(c));
    adapter.provider.on('accountsChanged', (a) => accounts.push(a));
    await h.kernel.connect({ connectorId: 'fake' });
    const provider = adapter.getBrowserProvider();
    await provider.send('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]);
    expect(h.gangway.getNetwork('eip155')?.caipNetworkId).toBe('eip155:31338');
    expect((await provider.getNetwork()).chainId).toBe(31338n);
    await provider.send('wallet_revokePermissions', [{ eth_accounts: {} }]);
    expect(h.gangway.getAccount('eip155')?.isConnected).toBe(false);
    expect(chains).toEqual(['0x7a6a']);
    expect(accounts).toEqual([[TEST_ADDRESS], []]);
    await expect(provider.send('personal_sign', ['0x00', TEST_ADDRESS])).rejects.toMatchObject({ error: { code: 4100 } });
  });
});

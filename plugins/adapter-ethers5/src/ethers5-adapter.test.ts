// The ethers 5 adapter through the kernel's harness: ethers 5's Web3Provider and signer over the widget.
import { describe, expect, it } from 'vitest';
import { utils } from 'ethers5';
import { createPluginHarness } from '@gangway/kernel/testing';
import { createFakeWallet, TEST_ADDRESS } from '@gangway/lib-wallet/testing';
import { privateKeyToAccount } from 'viem/accounts';
import type { Network } from '@gangway/kernel';
import { Ethers5Adapter } from './index';
import { adapterEthers5Manifest } from './manifest';

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const devnet: Network = {
  id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Gangway Devnet', testnet: true,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const devnet2: Network = { ...devnet, id: 31338, caipNetworkId: 'eip155:31338', name: 'Gangway Devnet 2' };
const HASH = `0x${'34'.repeat(32)}`;

function setup() {
  const account = privateKeyToAccount(KEY);
  const adapter = new Ethers5Adapter();
  const wallet = createFakeWallet({
    personal_sign: (p) => account.signMessage({ message: { raw: (p as [`0x${string}`])[0] } }),
    eth_sendTransaction: () => HASH,
  });
  const h = createPluginHarness(adapterEthers5Manifest, { fakes: [wallet.plugin], options: { networks: [devnet, devnet2], adapters: [adapter] } });
  return { adapter, wallet, h };
}

describe('the ethers 5 adapter', () => {
  it("gives ethers 5 a Web3Provider and the connected account's signer", async () => {
    const { adapter, h, wallet } = setup();
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake' });
    const signer = adapter.getSigner();
    expect(await signer.getAddress()).toBe(TEST_ADDRESS);
    expect((await adapter.getWeb3Provider().getNetwork()).chainId).toBe(31337);
    const signature = await signer.signMessage('hello ethers 5');
    expect(utils.verifyMessage('hello ethers 5', signature)).toBe(TEST_ADDRESS);
    // sendUncheckedTransaction: the wallet's hash, without waiting for a chain this test has not got.
    expect(await signer.sendUncheckedTransaction({ to: TEST_ADDRESS, value: 1, gasLimit: 21000 })).toBe(HASH);
    expect(wallet.calls.map((c) => c.method)).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction']));
  });

  it("a switch and a revoke through ethers 5 are the widget's", async () => {
    const { adapter, h } = setup();
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake' });
    const provider = adapter.getWeb3Provider();
    await provider.send('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]);
    expect(h.gangway.getNetwork('eip155')?.caipNetworkId).toBe('eip155:31338');
    expect((await provider.getNetwork()).chainId).toBe(31338);
    await provider.send('wallet_revokePermissions', [{ eth_accounts: {} }]);
    expect(h.gangway.getAccount('eip155')?.isConnected).toBe(false);
  });
});

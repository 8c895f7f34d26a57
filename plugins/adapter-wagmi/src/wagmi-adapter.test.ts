// The wagmi adapter through the kernel's harness: a fake eip155 wallet plugin stands in for the
// connectors; wagmi's own actions (@wagmi/core) drive it from the host's side.
import { describe, expect, it, vi } from 'vitest';
import { connect, disconnect, getChainId, getConnection, reconnect, signMessage, switchChain, sendTransaction } from '@wagmi/core';
import { createPluginHarness } from '@gangway/kernel/testing';
import { createFakeWallet, TEST_ADDRESS } from '@gangway/lib-wallet/testing';
import type { Network } from '@gangway/kernel';
import { WagmiAdapter } from './index';
import { adapterWagmiManifest } from './manifest';

const devnet: Network = {
  id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Gangway Devnet', testnet: true,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const devnet2: Network = { ...devnet, id: 31338, caipNetworkId: 'eip155:31338', name: 'Gangway Devnet 2', rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } };
const SIGNATURE = `0x${'ab'.repeat(65)}`;
const HASH = `0x${'12'.repeat(32)}`;

function setup() {
  const adapter = new WagmiAdapter({ networks: [devnet, devnet2], projectId: 'test' });
  const wallet = createFakeWallet({ personal_sign: () => SIGNATURE, eth_sendTransaction: () => HASH });
  const h = createPluginHarness(adapterWagmiManifest, { fakes: [wallet.plugin], options: { networks: [devnet, devnet2], adapters: [adapter] } });
  const config = adapter.wagmiConfig;
  const connector = config.connectors[0];
  return { adapter, wallet, h, config, connector };
}

describe('the wagmi adapter', () => {
  it('activates at start-up with the adapter, and only the wallet permissions (sign, session)', async () => {
    const { h, connector } = setup();
    await vi.waitFor(() => expect(h.kernel.store.getState().plugins['adapter-wagmi']?.status).toBe('active'));
    expect(connector.id).toBe('gangway');
    expect(h.kernel.plugins.manifests().find((m) => m.id === 'adapter-wagmi')?.permissions).toEqual(['wallet.sign', 'wallet.session']);
  });

  it("uses each network's RPC URL as wagmi's transport and the widget's eip155 networks as its chains", () => {
    const { config } = setup();
    expect(config.chains.map((c) => c.id)).toEqual([31337, 31338]);
    expect(config.getClient({ chainId: 31338 }).transport.url).toBe('http://127.0.0.1:8546');
  });

  it('a wallet connected in the widget is what wagmi shows; a widget switch and disconnect follow', async () => {
    const { h, config } = setup();
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake' });
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'));
    expect(getConnection(config).address).toBe(TEST_ADDRESS);
    expect(getChainId(config)).toBe(31337);
    await h.gangway.switchNetwork('eip155:31338');
    await vi.waitFor(() => expect(getChainId(config)).toBe(31338));
    expect(getConnection(config).chainId).toBe(31338);
    await h.gangway.disconnect();
    await vi.waitFor(() => expect(getConnection(config).status).toBe('disconnected'));
  });

  it("wagmi's connect opens the widget and resolves once the visitor connected there", async () => {
    const { h, config, connector } = setup();
    await h.startup();
    const pending = connect(config, { connector });
    await vi.waitFor(() => expect(h.kernel.store.getState().modal.open).toBe(true));
    // Spec §2: the namespace filter of open({ namespace }).
    expect(h.kernel.store.getState().namespaceFilter).toBe('eip155');
    await h.kernel.connect({ connectorId: 'fake' });
    await expect(pending).resolves.toMatchObject({ accounts: [TEST_ADDRESS], chainId: 31337 });
    expect(getConnection(config).address).toBe(TEST_ADDRESS);
  });

  it("closing the widget before connecting rejects wagmi's connect (4001) and leaves both disconnected", async () => {
    const { h, config, connector } = setup();
    await h.startup();
    const pending = connect(config, { connector });
    await vi.waitFor(() => expect(h.kernel.store.getState().modal.open).toBe(true));
    h.gangway.close();
    await expect(pending).rejects.toMatchObject({ code: 4001 });
    expect(getConnection(config).status).toBe('disconnected');
    expect(h.gangway.getAccount('eip155')?.isConnected).toBe(false);
  });

  it("wagmi's switchChain and disconnect are the widget's; signing goes to the connected wallet", async () => {
    const { h, config, wallet } = setup();
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake' });
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'));

    await switchChain(config, { chainId: 31338 });
    expect(h.gangway.getNetwork('eip155')?.caipNetworkId).toBe('eip155:31338');
    expect(getChainId(config)).toBe(31338);

    await expect(signMessage(config, { message: 'hello' })).resolves.toBe(SIGNATURE);
    expect(wallet.calls.find((c) => c.method === 'personal_sign')?.params).toEqual(['0x68656c6c6f', TEST_ADDRESS]);
    await expect(sendTransaction(config, { to: TEST_ADDRESS, value: 1n, chainId: 31338, gas: 21000n })).resolves.toBe(HASH);

    await disconnect(config);
    expect(h.gangway.getAccount('eip155')?.isConnected).toBe(false);
    expect(getConnection(config).status).toBe('disconnected');
  });

  it('a chain wagmi knows but the widget does not is refused (4902), the widget stays', async () => {
    const { h, config, connector } = setup();
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake' });
    await expect(connector.getProvider().then((p) => (p as { request(a: unknown): Promise<unknown> }).request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }))).rejects.toMatchObject({ code: 4902 });
    expect(h.gangway.getNetwork('eip155')?.caipNetworkId).toBe('eip155:31337');
    expect(getConnection(config).chainId).toBe(31337);
  });

  it("wagmi's reconnect waits while the widget restores a stored session (spec §4 connecting), then takes it", async () => {
    const { h, config, connector } = setup();
    await h.startup();
    h.kernel.store.update((d) => { d.chains.eip155!.account.status = 'connecting'; });
    const restored = reconnect(config);
    let settled = false;
    void restored.then(() => { settled = true; });
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    h.kernel.store.update((d) => { Object.assign(d.chains.eip155!.account, { status: 'connected', address: TEST_ADDRESS }); });
    expect((await restored)[0]?.accounts).toEqual([TEST_ADDRESS]);
    expect(getConnection(config).connector?.uid).toBe(connector.uid);
    // A widget with nothing to restore: not authorized.
    await h.gangway.disconnect();
    await expect(connector.isAuthorized()).resolves.toBe(false);
  });
});

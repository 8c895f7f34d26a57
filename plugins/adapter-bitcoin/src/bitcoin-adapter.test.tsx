// @vitest-environment happy-dom
// The bitcoin adapter through the kernel's harness, with a fake bip122 connector: the host's account
// view follows the widget (connect, account change, disconnect), calls go to the connected wallet's
// provider, nothing is asked without a wallet, and the React hooks re-render on changes.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createPluginHarness } from '@gangway/kernel/testing';
import { PLUGIN_API_VERSION, type Network, type PluginDefinition } from '@gangway/kernel';
import { BitcoinAdapter } from './index';
import { adapterBitcoinManifest } from './manifest';
import { useBitcoinAccount, useBitcoinProvider } from './react';

const regtest: Network = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328', caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', chainNamespace: 'bip122', name: 'Bitcoin Regtest', testnet: true,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }, rpcUrls: { default: { http: ['http://esplora.test'] } },
};
const testnet: Network = { ...regtest, id: '000000000933ea01ad0ee984209779ba', caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba', name: 'Bitcoin Testnet', rpcUrls: { default: { http: ['http://esplora2.test'] } } };
const evmChain: Network = { id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://rpc.test'] } } };
const PAY = 'bcrt1q8r4gfredht36kv6vwyyc7q0wr8t8gca5me0s7k';
const TB_PAY = 'tb1q8r4gfredht36kv6vwyyc7q0wr8t8gca5eskafl';
const ORD = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqp3mvzv';

function fakeBitcoinConnector() {
  const calls: { method: string; params: unknown }[] = [];
  const provider = {
    wallet: {},
    getAddresses: async () => [{ address: PAY, purpose: 'payment' }],
    signMessage: async (p: unknown) => { calls.push({ method: 'signMessage', params: p }); return { address: PAY, signature: 'c2ln' }; },
    signPsbt: async (p: unknown) => { calls.push({ method: 'signPsbt', params: p }); return { psbt: 'cHNidP8=' }; },
    sendTransfer: async (p: unknown) => { calls.push({ method: 'sendTransfer', params: p }); return { txid: 'ab'.repeat(32) }; },
    request: async () => undefined,
  };
  const plugin: PluginDefinition = {
    id: 'fake-bitcoin', apiVersion: PLUGIN_API_VERSION, namespaces: ['bip122'], permissions: ['wallet.sign', 'wallet.session'], activationEvents: ['onHook:connect'],
    setup(api) {
      api.hooks.connect.tapPromise('fake', async () => ({ namespace: 'bip122', address: PAY, chainId: regtest.id, wallet: { name: 'Fake Bitcoin' } }));
      api.hooks.connected.tap('fake', () => api.session.setAccount('bip122', { allAccounts: [{ address: PAY, type: 'payment', namespace: 'bip122' }, { address: ORD, type: 'ordinal', namespace: 'bip122' }] }));
      api.hooks.getProvider.for('bip122').tapPromise('fake', async () => (api.state.getState().chains.bip122?.account.status === 'connected' ? provider : undefined));
      api.hooks.disconnect.for('bip122').tapPromise('fake', async () => undefined);
      // Like chain-bip122's connector with a multi-network wallet: the session's address is the wallet's on the new network.
      api.hooks.switchNetwork.for('bip122').tapPromise('fake', async ({ network }) => {
        api.session.setNetwork('bip122', network);
        api.session.adoptAccount('bip122', network.id === testnet.id ? TB_PAY : PAY);
        return true;
      });
    },
  };
  return { plugin, calls };
}

function setup() {
  const adapter = new BitcoinAdapter();
  const fake = fakeBitcoinConnector();
  const h = createPluginHarness(adapterBitcoinManifest, { fakes: [fake.plugin], options: { networks: [regtest, testnet, evmChain], adapters: [adapter] } });
  return { adapter, h, calls: fake.calls };
}

describe('the bitcoin adapter', () => {
  it('follows the widget: connect gives the payment and ordinals addresses, disconnect clears them', async () => {
    const { adapter, h } = setup();
    await h.startup();
    await adapter.bridge.api();
    const seen: boolean[] = [];
    adapter.subscribe(() => seen.push(adapter.getAccount().isConnected));
    expect(adapter.getAccount()).toEqual({ isConnected: false, addresses: [] });
    await h.kernel.connect({ connectorId: 'fake' });
    expect(adapter.getAccount()).toEqual({
      isConnected: true, address: PAY, caipNetworkId: regtest.caipNetworkId,
      addresses: [{ address: PAY, purpose: 'payment' }, { address: ORD, purpose: 'ordinal' }],
    });
    await h.kernel.disconnect('bip122');
    expect(adapter.getAccount().isConnected).toBe(false);
    expect(seen.at(-1)).toBe(false);
    expect(seen).toContain(true);
  });

  it("passes sign message, sign PSBT and transfers to the connected wallet's provider", async () => {
    const { adapter, h, calls } = setup();
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake' });
    expect(await adapter.signMessage('hello')).toEqual({ address: PAY, signature: 'c2ln' });
    expect(await adapter.signPsbt({ psbt: 'cHNidP8=', signInputs: [{ address: PAY, index: 0 }] })).toEqual({ psbt: 'cHNidP8=' });
    expect(await adapter.sendTransfer({ recipientAddress: ORD, amount: '1000' })).toEqual({ txid: 'ab'.repeat(32) });
    expect(calls.map((c) => c.method)).toEqual(['signMessage', 'signPsbt', 'sendTransfer']);
    expect(calls[0].params).toEqual({ message: 'hello', address: undefined });
  });

  it('switchNetwork from the host: the widget shows the network, the account follows it and listeners hear it', async () => {
    const { adapter, h } = setup();
    await h.startup();
    expect((await adapter.getNetworks()).map((n) => n.caipNetworkId)).toEqual([regtest.caipNetworkId, testnet.caipNetworkId]);
    await h.kernel.connect({ connectorId: 'fake' });
    const seen: (string | undefined)[] = [];
    adapter.subscribe(() => seen.push(adapter.getAccount().caipNetworkId));
    await adapter.switchNetwork(testnet);
    expect(h.gangway.getNetwork('bip122')?.caipNetworkId).toBe(testnet.caipNetworkId);
    expect((await adapter.getNetwork())?.caipNetworkId).toBe(testnet.caipNetworkId);
    expect(adapter.getAccount()).toMatchObject({ isConnected: true, address: TB_PAY, caipNetworkId: testnet.caipNetworkId });
    expect(seen.at(-1)).toBe(testnet.caipNetworkId);
    await adapter.switchNetwork(regtest.caipNetworkId);
    expect(adapter.getAccount()).toMatchObject({ address: PAY, caipNetworkId: regtest.caipNetworkId });
  });

  it("switchNetwork refuses what is not a configured Bitcoin network: 'Network not found', nothing changes", async () => {
    const { adapter, h } = setup();
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake' });
    await expect(adapter.switchNetwork(evmChain)).rejects.toThrow('Network not found');
    await expect(adapter.switchNetwork('bip122:000000000019d6689c085ae165831e93')).rejects.toThrow('Network not found');
    expect(adapter.getAccount().caipNetworkId).toBe(regtest.caipNetworkId);
  });

  it("without a connected wallet: 'No ActiveCaipAddress found', nothing asked", async () => {
    const { adapter, h, calls } = setup();
    await h.startup();
    await expect(adapter.signMessage('hello')).rejects.toThrow('No ActiveCaipAddress found');
    expect(calls).toEqual([]);
  });

  it('the React hooks re-render with the account and hand out the provider once connected', async () => {
    const { adapter, h } = setup();
    await h.startup();
    function Host() {
      const { isConnected, address } = useBitcoinAccount(adapter);
      const { provider } = useBitcoinProvider(adapter);
      return <p data-testid="host">{isConnected ? `${address} ${provider ? 'provider' : 'none'}` : 'disconnected'}</p>;
    }
    render(<Host />);
    expect(screen.getByTestId('host').textContent).toBe('disconnected');
    await act(async () => { await h.kernel.connect({ connectorId: 'fake' }); });
    await act(async () => { await adapter.getProvider(); });
    expect(screen.getByTestId('host').textContent).toBe(`${PAY} provider`);
    await act(async () => { await h.kernel.disconnect('bip122'); });
    expect(screen.getByTestId('host').textContent).toBe('disconnected');
  });
});

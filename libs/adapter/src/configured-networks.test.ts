import { describe, expect, it, vi } from 'vitest';
import type { Network, PluginApi } from '@gangway/kernel';
import { configuredNetworks, switchConfiguredNetwork } from './configured-networks';

const net = (ns: 'eip155' | 'solana' | 'bip122', ref: string, name: string): Network => ({
  id: ref, caipNetworkId: `${ns}:${ref}`, chainNamespace: ns, name,
  nativeCurrency: { name, symbol: 'X', decimals: 8 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
const regtest = net('bip122', '0f9188f13cb7b2c71f2a335e3a4fc328', 'Bitcoin Regtest');
const testnet = net('bip122', '000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet');
const ethereum = net('eip155', '1', 'Ethereum');

// Only what the helpers read of the plugin API: the configured networks and the widget's switch.
function fakeApi() {
  const switchNetwork = vi.fn(async (_network: Network | string) => undefined);
  const api = { options: { networks: [regtest, ethereum, testnet] }, session: { switchNetwork } } as unknown as PluginApi;
  return { api, switchNetwork };
}

describe('configuredNetworks', () => {
  it("lists the host's networks of one namespace, in the host's order", () => {
    expect(configuredNetworks(fakeApi().api, 'bip122')).toEqual([regtest, testnet]);
    expect(configuredNetworks(fakeApi().api, 'solana')).toEqual([]);
  });
});

describe('switchConfiguredNetwork', () => {
  it('switches the widget to the configured network, given by object or by CAIP-2 id', async () => {
    const { api, switchNetwork } = fakeApi();
    await switchConfiguredNetwork(api, 'bip122', testnet.caipNetworkId);
    await switchConfiguredNetwork(api, 'bip122', { ...regtest, name: 'a copy' });
    // The configured object is what the widget gets, not the host's copy.
    expect(switchNetwork.mock.calls).toEqual([[testnet], [regtest]]);
  });

  it("refuses another namespace's network and an unconfigured one: 'Network not found', no switch", async () => {
    const { api, switchNetwork } = fakeApi();
    await expect(switchConfiguredNetwork(api, 'bip122', ethereum)).rejects.toThrow('Network not found');
    await expect(switchConfiguredNetwork(api, 'bip122', 'bip122:000000000019d6689c085ae165831e93')).rejects.toThrow('Network not found');
    await expect(switchConfiguredNetwork(api, 'solana', regtest.caipNetworkId)).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' });
    expect(switchNetwork).not.toHaveBeenCalled();
  });
});

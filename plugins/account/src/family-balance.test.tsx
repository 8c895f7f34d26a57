// @vitest-environment happy-dom
// Issue 36: the native balance under the address comes from the active namespace's chain family, so a
// Solana or Bitcoin account shows it (it showed '—' while the token list had it).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLUGIN_API_VERSION, type ChainNamespace, type Network, type PluginDefinition, type TokenBalance } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { balanceFetch, testDevnet, testSolana } from '@gangway/lib-wallet/testing';
import { chainFamilyServiceId, type ChainFamily } from '@gangway/lib-wallet';
import { accountManifest } from './manifest';

const testBitcoin: Network = {
  id: '000000000933ea01ad0ee984209779ba', caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba', chainNamespace: 'bip122', name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'tBTC', decimals: 8 }, rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
};

const cases: { ns: ChainNamespace; network: Network; address: string; balance: string; symbol: string }[] = [
  { ns: 'solana', network: testSolana, address: '9G1FDEFBdebBPjz43sEd2Der4Mi5AEXcwG5BnSh7F1h5', balance: '2.5', symbol: 'SOL' },
  { ns: 'bip122', network: testBitcoin, address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', balance: '1.25', symbol: 'tBTC' },
];

/** A family whose reads the test decides; it records what it was asked. */
function fakeFamily(ns: ChainNamespace, balance: string, symbol: string) {
  const asked: string[] = [];
  const token = (network: Network): TokenBalance => ({ name: symbol, symbol, chainId: network.caipNetworkId, price: 0, iconUrl: '', quantity: { decimals: String(network.nativeCurrency.decimals), numeric: balance } });
  const family: Partial<ChainFamily> = {
    namespace: ns,
    balances: async (address, network) => { asked.push(`balances ${address}`); return [token(network)]; },
    nativeBalance: async (address) => { asked.push(`native ${address}`); return { balance, symbol }; },
  };
  return { family, asked };
}

const wallet = (ns: ChainNamespace, network: Network, address: string): PluginDefinition => ({
  id: `fake-${ns}-wallet`, apiVersion: PLUGIN_API_VERSION, namespaces: [ns], permissions: ['wallet.sign', 'wallet.session'], activationEvents: ['onHook:connect'],
  setup(api) { api.hooks.connect.tapPromise('fake', async () => ({ namespace: ns, address, chainId: network.id, wallet: { name: 'Fake' } })); },
});

afterEach(cleanup);

describe('Account: the native balance of every family', () => {
  it.each(cases)('$ns: the family\'s native balance shows under the address', async ({ ns, network, address, balance, symbol }) => {
    const { family, asked } = fakeFamily(ns, balance, symbol);
    const h = createPluginHarness(accountManifest, {
      fakes: { plugins: [wallet(ns, network, address)], services: { [chainFamilyServiceId(ns)]: family } },
      fetch: balanceFetch(() => ({ balances: [] })).fetch,
      options: { networks: [testDevnet, network] },
    });
    await h.kernel.connect({ connectorId: 'fake' });
    await h.activate();
    await h.renderView('Account');
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe(`${balance} ${symbol}`));
    expect(screen.getAllByTestId('token-row')).toHaveLength(1);
    expect(asked).toEqual(expect.arrayContaining([`native ${address}`, `balances ${address}`]));
    expect(h.kernel.store.getState().chains[ns]?.account).toMatchObject({ balance, balanceSymbol: symbol });
  });

  it('a namespace no family serves: the balance stays "—" and the §8 toast says why', async () => {
    const h = createPluginHarness(accountManifest, {
      fakes: { plugins: [wallet('solana', testSolana, cases[0].address)] },
      fetch: balanceFetch(() => ({ balances: [] })).fetch,
      options: { networks: [testDevnet, testSolana] },
    });
    await h.kernel.connect({ connectorId: 'fake' });
    await h.activate();
    await h.renderView('Account');
    await waitFor(() => expect(h.kernel.store.getState().toast).toMatchObject({ variant: 'error', message: 'Token Balance Unavailable' }));
    expect(screen.getByTestId('account-balance').textContent).toBe('—');
  });
});

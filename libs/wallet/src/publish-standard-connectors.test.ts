import { describe, expect, it } from 'vitest';
import type { ConnectorInfo, PluginApi } from '@gangway/kernel';
import type { Wallet } from '@wallet-standard/base';
import { publishStandardConnectors } from './publish-standard-connectors';
import type { StandardWallet } from './standard-discovery';

const walletNamed = (name: string): StandardWallet => ({ id: `wallet-standard:solana:${name}`, name, wallet: {} as Wallet });

/** A discovery whose wallets the test changes, telling its subscribers. */
function fakeDiscovery(wallets: StandardWallet[]) {
  const listeners = new Set<() => void>();
  return {
    wallets: () => [...wallets],
    subscribe: (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; },
    register: (w: StandardWallet) => { wallets.push(w); for (const l of listeners) l(); },
  };
}

function fakeApi(lists: Partial<PluginApi['options']> = {}) {
  const published: Omit<ConnectorInfo, 'pluginId'>[][] = [];
  const options = { includeWalletIds: [], excludeWalletIds: [], featuredWalletIds: [], ...lists };
  const api = { options, wallet: { setConnectors: (c: Omit<ConnectorInfo, 'pluginId'>[]) => { published.push(c); } } } as unknown as Parameters<typeof publishStandardConnectors>[0];
  return { api, names: () => published.map((list) => list.map((c) => c.name)), published };
}

describe('publishStandardConnectors', () => {
  it('publishes the wallets as connectors of the chain at once', () => {
    const { api, published } = fakeApi();
    publishStandardConnectors(api, fakeDiscovery([walletNamed('Alpha')]), 'solana');
    expect(published).toEqual([[{ id: 'wallet-standard:solana:Alpha', name: 'Alpha', chain: 'solana', type: 'ANNOUNCED', imageUrl: undefined, view: 'ConnectingExternal' }]]);
  });

  it('applies the host lists, again on each change, until stopped', () => {
    const { api, names } = fakeApi({ excludeWalletIds: ['Beta'], featuredWalletIds: ['Gamma'] });
    const discovery = fakeDiscovery([walletNamed('Alpha'), walletNamed('Beta')]);
    const stop = publishStandardConnectors(api, discovery, 'solana');
    discovery.register(walletNamed('Gamma'));
    stop();
    discovery.register(walletNamed('Delta'));
    expect(names()).toEqual([['Alpha'], ['Gamma', 'Alpha']]);
  });
});

import { describe, expect, it } from 'vitest';
import { testDevnet, testSolana } from './test-networks';
import type { Network } from '@gangway/kernel';
import { namespaceNetworks } from './namespace-networks';

const solanaTestnet: Network = { ...testSolana, id: 'testnet', caipNetworkId: 'solana:testnet', name: 'Solana Testnet' };

/** The two api members it reads: the host's networks and the namespace's network in the state. */
function fakeApi(networks: Network[], solanaNow?: Network) {
  const chains = solanaNow ? { solana: { network: { caipNetwork: solanaNow } } } : {};
  return { options: { networks }, state: { getState: () => ({ chains }) } } as unknown as Parameters<typeof namespaceNetworks>[0];
}

describe('namespaceNetworks', () => {
  it('all: the host networks of the namespace, in the host order', () => {
    expect(namespaceNetworks(fakeApi([solanaTestnet, testDevnet, testSolana]), 'solana').all()).toEqual([solanaTestnet, testSolana]);
    expect(namespaceNetworks(fakeApi([testDevnet]), 'solana').all()).toEqual([]);
  });

  it('current: the state network of the namespace, else the first listed, else none', () => {
    expect(namespaceNetworks(fakeApi([testSolana, solanaTestnet], solanaTestnet), 'solana').current()).toBe(solanaTestnet);
    expect(namespaceNetworks(fakeApi([testDevnet, testSolana, solanaTestnet]), 'solana').current()).toBe(testSolana);
    expect(namespaceNetworks(fakeApi([testDevnet]), 'solana').current()).toBeUndefined();
  });

  it('find: by id or CAIP-2 id among the namespace networks; the current one without an id', () => {
    const networks = namespaceNetworks(fakeApi([testDevnet, testSolana, solanaTestnet], solanaTestnet), 'solana');
    expect(networks.find('devnet')).toBe(testSolana);
    expect(networks.find('solana:testnet')).toBe(solanaTestnet);
    expect(networks.find()).toBe(solanaTestnet);
  });

  it('find: NETWORK_NOT_FOUND for another namespace network, an unknown id, or none at all', () => {
    const networks = namespaceNetworks(fakeApi([testDevnet, testSolana]), 'solana');
    for (const id of ['31337', 'eip155:31337', 'mainnet']) expect(() => networks.find(id), id).toThrow(expect.objectContaining({ code: 'NETWORK_NOT_FOUND' }));
    expect(() => namespaceNetworks(fakeApi([testDevnet]), 'solana').find()).toThrow(expect.objectContaining({ code: 'NETWORK_NOT_FOUND' }));
  });
});

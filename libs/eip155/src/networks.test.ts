import { describe, expect, it } from 'vitest';
import { ERRORS } from '@gangway/kernel';
import { testDevnet, testMainnet, testSolana } from '@gangway/lib-wallet/testing';
import { addEthereumChainParams, DEFAULT_EIP155_NETWORK, eip155Networks, findEip155Network, rpcUrlFor, unknownEip155Network } from './networks';

describe('eip155 networks', () => {
  it('defaults to eip155:1 when the host gives no eip155 network (spec §9)', () => {
    expect(eip155Networks([testSolana])).toEqual([DEFAULT_EIP155_NETWORK]);
    expect(DEFAULT_EIP155_NETWORK.caipNetworkId).toBe('eip155:1');
    expect(eip155Networks([testSolana, testDevnet])).toEqual([testDevnet]);
  });
  it('finds a network by any chain id form', () => {
    for (const id of [31337, '31337', '0x7a69', 'eip155:31337']) expect(findEip155Network([testMainnet, testDevnet], id)).toBe(testDevnet);
    expect(findEip155Network([testDevnet], 5)).toBeUndefined();
  });
  it('prefers the network rpcUrls, else the configured proxy (spec §7)', () => {
    expect(rpcUrlFor(testDevnet, 'https://rpc.example', 'p1')).toBe('http://127.0.0.1:8545');
    const bare = { ...testDevnet, rpcUrls: { default: { http: [] } } };
    expect(rpcUrlFor(bare, 'https://rpc.example/', 'p 1')).toBe('https://rpc.example/v1/?chainId=eip155:31337&projectId=p%201');
  });
  it('names a chain the host does not know "Unknown Network"', () => {
    expect(unknownEip155Network('0x5')).toMatchObject({ id: 5, caipNetworkId: 'eip155:5', name: ERRORS.UNKNOWN_NETWORK });
  });
  it('builds wallet_addEthereumChain params: the network\'s own RPC URL first, never an empty rpcUrls', () => {
    expect(addEthereumChainParams(testMainnet, 'http://proxy', 'p')).toEqual({
      chainId: '0x1', rpcUrls: [testMainnet.rpcUrls.default.http[0]], chainName: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, blockExplorerUrls: ['https://etherscan.io'],
    });
    expect(addEthereumChainParams(testDevnet, 'http://proxy', 'p').blockExplorerUrls).toBeUndefined();
    // A network with no URL of its own (WalletConnect used to send rpcUrls: [] here) gets the configured proxy.
    const bare = { ...testDevnet, rpcUrls: { default: { http: [] } } };
    expect(addEthereumChainParams(bare, 'http://proxy/', 'p').rpcUrls).toEqual(['http://proxy/v1/?chainId=eip155:31337&projectId=p']);
  });
});

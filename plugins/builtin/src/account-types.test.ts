/**
 * Spec §4's default account types are the chain plugins' manifest data (PluginManifest.accountTypes)
 * and walletconnect's for polkadot: the built-in list resolves AppKit's defaults
 * (ConstantsUtil.DEFAULT_ACCOUNT_TYPES: eip155 smartAccount, solana and polkadot eoa, bip122 payment).
 */
import { describe, expect, it } from 'vitest';
import { createGangway } from '@gangway/kernel';
import { builtinPlugins } from './index';

const network = {
  id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const options = (extra: object = {}) => createGangway({ projectId: 'p', networks: [network], plugins: builtinPlugins, ...extra }).kernel.options;

describe('the built-in list\'s default account types', () => {
  it('resolve to AppKit\'s defaults, cosmos with none', () => {
    expect(options().defaultAccountTypes).toEqual({ eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' });
  });

  it('the host\'s values win, each checked against its family\'s types', () => {
    expect(options({ defaultAccountTypes: { eip155: 'eoa', bip122: 'ordinal', cosmos: 'eoa' } }).defaultAccountTypes)
      .toEqual({ eip155: 'eoa', solana: 'eoa', polkadot: 'eoa', bip122: 'ordinal', cosmos: 'eoa' });
    expect(() => options({ defaultAccountTypes: { solana: 'payment' } })).toThrow('defaultAccountTypes.solana: Invalid input');
  });
});

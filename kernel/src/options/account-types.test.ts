import { describe, expect, it } from 'vitest';
import { accountTypeIssues, resolveAccountTypes } from './account-types';
import { InvalidOptionsError, parseOptions } from './schema';
import type { PluginManifest } from '../plugins/manifest';

// Stand-ins for chain plugins' manifests: the namespaces are fixtures, the kernel names none.
const evm = { id: 'chain-evm', apiVersion: 2, namespaces: ['eip155'], accountTypes: { eip155: ['smartAccount', 'eoa'] } } as PluginManifest;
const btc = { id: 'chain-btc', apiVersion: 2, namespaces: ['bip122'], accountTypes: { bip122: ['payment', 'ordinal', 'stx'] } } as PluginManifest;
const network = {
  id: 1, chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] } },
};
const parse = (extra: object) => parseOptions({ projectId: 'p', networks: [network], ...extra });

describe('defaultAccountTypes from the plugins\' manifests', () => {
  it('each declared namespace defaults to the first type its plugin lists', () => {
    expect(resolveAccountTypes([evm, btc], undefined)).toEqual({ eip155: 'smartAccount', bip122: 'payment' });
    expect(parse({ plugins: [evm, btc] }).defaultAccountTypes).toEqual({ eip155: 'smartAccount', bip122: 'payment' });
  });

  it('the host\'s value wins over the default; an undefined one keeps it', () => {
    const o = parse({ plugins: [evm, btc], defaultAccountTypes: { eip155: 'eoa', bip122: undefined } });
    expect(o.defaultAccountTypes).toEqual({ eip155: 'eoa', bip122: 'payment' });
  });

  it('a namespace no plugin declares has no default, and takes the host\'s value as given', () => {
    const o = parse({ plugins: [evm], defaultAccountTypes: { sui: 'eoa' } });
    expect(o.defaultAccountTypes).toEqual({ eip155: 'smartAccount', sui: 'eoa' });
    expect(o.defaultAccountTypes.ton).toBeUndefined();
  });

  it('a type the namespace\'s plugin does not list is Invalid input at its path; nothing declared, nothing checked', () => {
    expect(accountTypeIssues([evm, btc], { eip155: 'ordinal', bip122: 'stx', sui: 'anything' })).toEqual([{ path: 'defaultAccountTypes.eip155', message: 'Invalid input' }]);
    expect(() => parse({ plugins: [evm], defaultAccountTypes: { eip155: 'payment' } })).toThrow(InvalidOptionsError);
    expect(() => parse({ plugins: [evm], defaultAccountTypes: { eip155: 'payment' } })).toThrow('defaultAccountTypes.eip155: Invalid input');
    expect(() => parse({ defaultAccountTypes: { eip155: 7 } })).toThrow('defaultAccountTypes.eip155: Expected string received number');
  });

  it('an adapter package\'s plugin declares them as the host\'s own plugins do; the first to declare a namespace owns it', () => {
    expect(parse({ adapters: [{ type: 'evm-lib', plugins: [evm] }] }).defaultAccountTypes).toEqual({ eip155: 'smartAccount' });
    const other = { ...evm, id: 'other', accountTypes: { eip155: ['eoa'] } } as PluginManifest;
    expect(resolveAccountTypes([evm, other], undefined)).toEqual({ eip155: 'smartAccount' });
  });
});

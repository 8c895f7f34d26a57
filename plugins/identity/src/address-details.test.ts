// The connected address's explorer page and labels in the per-chain account state (spec §3
// addressExplorerUrl, addressLabels), written by the identity plugin through the harness.
import { describe, expect, it, vi } from 'vitest';
import type { Network } from '@gangway/kernel';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import { createFakeWallet, OTHER_ADDRESS, TEST_ADDRESS, testDevnet, testMainnet } from '@gangway/lib-wallet/testing';
import { identityManifest } from './manifest';
import { addressLabelsOf } from './address-details';

const ID = (a: string) => `GET /v1/identity/${a}`;
const REV = (a: string) => `GET /v1/profile/reverse/${a}`;
const devnet: Network = { ...testDevnet, blockExplorers: { default: { name: 'Devnet explorer', url: 'http://127.0.0.1:8787/explorer/31337/' } } };
const noExplorer: Network = { ...testDevnet, id: 31338, caipNetworkId: 'eip155:31338', name: 'Bare', blockExplorers: undefined };

async function setup() {
  const ff = fakeFetch({
    [ID(TEST_ADDRESS)]: { json: { name: 'alice.reown.id', avatar: null } },
    [ID(OTHER_ADDRESS)]: { json: { name: null, avatar: null } },
    [REV(OTHER_ADDRESS)]: { json: [] },
  });
  const wallet = createFakeWallet();
  const h = createPluginHarness(identityManifest, {
    fakes: [wallet.plugin, chainEip155Manifest], fetch: ff.fetch, options: { networks: [devnet, testMainnet, noExplorer] },
  });
  return { h, wallet };
}
type H = Awaited<ReturnType<typeof setup>>['h'];
const account = (h: H) => h.kernel.store.getState().chains.eip155!.account;

describe('identity: address details', () => {
  it('writes the explorer page of the connected address, and follows network switches and account changes (issue 36)', async () => {
    const { h } = await setup();
    await h.kernel.connect({ connectorId: 'fake' });
    await vi.waitFor(() => expect(account(h).addressExplorerUrl).toBe(`http://127.0.0.1:8787/explorer/31337/address/${TEST_ADDRESS}`));

    await h.kernel.switchNetwork('eip155:1');
    await vi.waitFor(() => expect(account(h).addressExplorerUrl).toBe(`https://etherscan.io/address/${TEST_ADDRESS}`));
    // A network with no explorer: no page, not the previous network's.
    await h.kernel.switchNetwork('eip155:31338');
    await vi.waitFor(() => expect(account(h).addressExplorerUrl).toBeUndefined());
    await h.kernel.switchNetwork('eip155:1');
    await vi.waitFor(() => expect(account(h).addressExplorerUrl).toBe(`https://etherscan.io/address/${TEST_ADDRESS}`));

    // What a wallet switching account does (api.session.adoptAccount): new address, then accountChanged.
    h.kernel.store.update((d) => { d.chains.eip155!.account.address = OTHER_ADDRESS; });
    h.kernel.hooks.accountChanged.call({ namespace: 'eip155', address: OTHER_ADDRESS });
    await vi.waitFor(() => expect(account(h).addressExplorerUrl).toBe(`https://etherscan.io/address/${OTHER_ADDRESS}`));

    await h.kernel.disconnect();
    expect(account(h).addressExplorerUrl).toBeUndefined();
    h.takeUnexpectedRequests();
  });

  it('labels the connected address with its name and keeps the name of another of its accounts; none without a name (issue 36)', async () => {
    const { h } = await setup();
    await h.kernel.connect({ connectorId: 'fake' });
    await vi.waitFor(() => expect(account(h).addressLabels).toEqual({ [TEST_ADDRESS]: 'alice.reown.id' }));
    // An embedded wallet's two accounts: switching to the one with no name keeps the other's label.
    h.kernel.store.update((d) => {
      d.chains.eip155!.account.allAccounts = [{ address: TEST_ADDRESS, type: 'eoa', namespace: 'eip155' }, { address: OTHER_ADDRESS, type: 'smartAccount', namespace: 'eip155' }];
      d.chains.eip155!.account.address = OTHER_ADDRESS;
    });
    h.kernel.hooks.accountChanged.call({ namespace: 'eip155', address: OTHER_ADDRESS });
    await vi.waitFor(() => expect(account(h).profileName).toBeNull());
    expect(account(h).addressLabels).toEqual({ [TEST_ADDRESS]: 'alice.reown.id' });
    await h.kernel.disconnect();
    expect(account(h).addressLabels).toEqual({});
  });

  it('drops a label whose address is no longer one of the account’s', () => {
    const base = { status: 'connected' as const, currentTab: 0, address: OTHER_ADDRESS, profileName: null, allAccounts: [] };
    expect(addressLabelsOf({ ...base, addressLabels: { [TEST_ADDRESS]: 'alice.reown.id' } })).toEqual({});
    expect(addressLabelsOf({ ...base, status: 'disconnected', addressLabels: { [OTHER_ADDRESS]: 'bob' } })).toEqual({});
    expect(addressLabelsOf({ ...base, profileName: 'bob.reown.id', addressLabels: {} })).toEqual({ [OTHER_ADDRESS]: 'bob.reown.id' });
  });
});

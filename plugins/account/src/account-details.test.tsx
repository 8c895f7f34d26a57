// @vitest-environment happy-dom
// The Account view shows what the per-chain account state knows of the address (spec §3):
// the explorer link (addressExplorerUrl) and the wallet's accounts with their labels (allAccounts, addressLabels).
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPluginHarness, fakeRpcNode } from '@gangway/kernel/testing';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import { balanceFetch, createFakeWallet, OTHER_ADDRESS, TEST_ADDRESS } from '@gangway/lib-wallet/testing';
import { accountManifest } from './manifest';

afterEach(cleanup);

async function setup() {
  const w = createFakeWallet({ eth_getBalance: () => '0x0' });
  const rest = balanceFetch(() => { throw new Error('no balance API in this test'); }).fetch;
  const fetch = fakeRpcNode({ eth_chainId: '0x7a69', eth_getBalance: '0x0' }, { owns: (url) => url.port === '8545', rest }).fetch;
  const h = createPluginHarness(accountManifest, { fakes: [w.plugin, chainEip155Manifest], fetch });
  await h.kernel.connect({ connectorId: 'fake' });
  await h.activate();
  await h.renderView('Account');
  const patch = (p: Record<string, unknown>) => act(() => { h.kernel.store.update((d) => { Object.assign(d.chains.eip155!.account, p); }); });
  return { h, patch };
}

describe('Account: explorer link and accounts', () => {
  it('links the address to its explorer page from the account state, in a new tab without opener (issue 36)', async () => {
    const { patch } = await setup();
    expect(screen.queryByTestId('account-explorer')).toBeNull();
    const url = `https://etherscan.io/address/${TEST_ADDRESS}`;
    patch({ addressExplorerUrl: url });
    const link = await waitFor(() => screen.getByTestId('account-explorer'));
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('View on explorer');
    // State is data: a script URL is no link.
    patch({ addressExplorerUrl: 'javascript:alert(1)' });
    await waitFor(() => expect(screen.queryByTestId('account-explorer')).toBeNull());
  });

  it('lists the wallet’s accounts with their name or else their kind, the connected one marked (issue 36)', async () => {
    const { patch } = await setup();
    expect(screen.queryByTestId('account-list')).toBeNull();
    patch({
      allAccounts: [{ address: TEST_ADDRESS, type: 'eoa', namespace: 'eip155' }, { address: OTHER_ADDRESS, type: 'smartAccount', namespace: 'eip155' }],
      addressLabels: { [TEST_ADDRESS]: '<b>alice.reown.id</b>' },
    });
    const rows = await waitFor(() => screen.getAllByTestId('account-list-row'));
    expect(rows.map((r) => r.textContent)).toEqual(['<b>alice.reown.id</b> 0xf3...b92266Connected', 'Smart account 0x70...dc79C8']);
    expect(rows[0].querySelector('b')).toBeNull();
    expect(rows[1].hasAttribute('data-current')).toBe(false);
  });
});

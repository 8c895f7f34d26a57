/**
 * Spec §3 per-chain network state over a real WalletConnect session (issue 36): the devnet's test
 * wallet approves only one of the demo's two EVM networks; the widget records the session's
 * approved networks and the network list marks the other as not approved (AppKit's
 * isCaipNetworkDisabled; the row stays a switch, since the wallet may add the chain: the rejections
 * spec goes on from there).
 */
import { expect, test } from '../../kit/index';
import { createWcWallet } from '@gangway/devnet/wallets';
import { currentView, DEMO, openWalletConnect, readout } from './helpers';

test.describe('WalletConnect: approved networks', () => {
  test('a wallet approving one network: the other is listed as not approved', async ({ page, devnet }) => {
    const wallet = await createWcWallet({ relayUrl: devnet.relay, projectId: devnet.projectId, chains: { 31337: devnet.evm, 31338: devnet.evm2 } });
    try {
      await page.goto(DEMO);
      await wallet.pair(await openWalletConnect(page));
      // The wallet serves both chains but approves 31337 only.
      await wallet.approveSession(await wallet.nextProposal(), { chainIds: [31337] });
      await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
      await expect(readout(page).status).toHaveText('connected');

      const network = await page.evaluate(() =>
        (window as unknown as { gangway: { getState(): { chains: Record<string, { network: { approvedCaipNetworkIds: string[]; supportsAllNetworks: boolean } }> } } }).gangway.getState().chains.eip155.network);
      expect(network).toMatchObject({ approvedCaipNetworkIds: ['eip155:31337'], supportsAllNetworks: false });

      await page.getByTestId('account-network').click();
      const other = page.getByTestId('network-eip155:31338');
      await expect(other).toHaveAttribute('data-approved', 'false');
      await expect(other.getByTestId('network-not-approved')).toHaveText('Not approved by wallet');
      const approved = page.getByTestId('network-eip155:31337');
      await expect(approved).not.toHaveAttribute('data-approved', 'false');
      await expect(approved.getByTestId('network-not-approved')).toHaveCount(0);
    } finally {
      await wallet.close();
    }
  });
});

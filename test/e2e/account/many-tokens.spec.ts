/**
 * A 1,000-token account (issue 18's load case) on the devnet: the API emulator is told to answer the
 * balance API with 1,000 extra tokens for a fresh account (POST /__admin/tokens/:address); the wallet
 * has no asset discovery, so the Account view takes the API's list. The Tokens tab opens, shows the
 * first tokens (the list is virtualised: only the rows in view are in the DOM), and scrolls to the last one.
 */
import { parseUnits } from 'viem';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { expect, test } from '../../kit/index';
import { withoutAssetDiscovery } from '../faults/steps';
import { connect } from '../evm-account/helpers';
import { freshFundedAccount } from './helpers';

const COUNT = 1000;

test.describe('Account with 1,000 tokens', () => {
  test('opens, shows the first tokens, scrolls to the last one', async ({ page, devnet }) => {
    const { account } = await freshFundedAccount({ 31337: devnet.evm }, parseUnits('1', 18));
    await devnet.admin(`tokens/${account.address}`, { body: { count: COUNT } });
    try {
      const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
      // After the wallet's own scripts: it wraps the bridge they install.
      await withoutAssetDiscovery(page);
      await connect(page, wallet);
      const list = page.getByTestId('account-tokens');
      // ETH (the funded balance) and the 1,000 synthetic tokens.
      await expect(list).toHaveAttribute('data-count', String(COUNT + 1));
      const rows = page.getByTestId('token-row');
      await expect(rows.first()).toHaveAttribute('data-symbol', 'ETH');
      await expect(page.locator('[data-testid="token-row"][data-symbol="LT1"]')).toBeVisible();
      await expect(page.locator('[data-testid="token-row"][data-symbol="LT1"] [data-testid="token-quantity"]')).toHaveText('1,000 LT1');
      // Virtualised: a screenful of rows, not 1,001.
      expect(await rows.count()).toBeLessThan(40);

      // Scroll the list with the wheel until the last token is rendered and in view.
      const box = (await list.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const last = page.locator(`[data-testid="token-row"][data-symbol="LT${COUNT}"]`);
      await expect(async () => {
        await page.mouse.wheel(0, 4000);
        await expect(last).toBeInViewport({ timeout: 200 });
      }).toPass({ timeout: 30_000 });
      await expect(last).toHaveAttribute('data-index', String(COUNT));
      await expect(last.getByTestId('token-quantity')).toHaveText('1 LT1000');
      expect(await rows.count()).toBeLessThan(40);
      await expect(page.getByTestId('status')).toHaveText('connected');
    } finally {
      await devnet.admin(`tokens/${account.address}`, { body: { count: 0 } });
    }
  });
});

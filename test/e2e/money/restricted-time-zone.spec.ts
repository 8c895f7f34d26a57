/**
 * Spec §6 restricted time zones (our decision, docs/api.md): a visitor whose browser reports a
 * mainland China, Hong Kong or Macau zone gets no on-ramp and no swaps — no button, no view, no chunk —
 * while the rest of the Account view works. Elsewhere both are there, in the spec §9 order.
 */
import { generatePrivateKey } from 'viem/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test, type DevnetFixture } from '../../kit/index';
import { connect } from '../evm-account/helpers';

async function accountButtons(page: Page, devnet: DevnetFixture) {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: { privateKey: generatePrivateKey() } });
  await connect(page, wallet);
  await expect(page.getByTestId('account-action-receive')).toBeVisible();
  const buttons = await page.locator('[data-testid^="account-action-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
  return { buttons, requested };
}

for (const timezoneId of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau']) {
  test.describe(`visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });
    test('no Buy and no Swap; their chunks are never requested', async ({ page, devnet }) => {
      const { buttons, requested } = await accountButtons(page, devnet);
      expect(buttons).toEqual(['account-action-receive', 'account-action-send']);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const plugins = await page.evaluate(() => (window as unknown as { gangway: { getState(): { plugins: Record<string, { status: string } | undefined> } } }).gangway.getState().plugins);
      expect([plugins.onramp?.status, plugins.swaps?.status]).toEqual(['disabled', 'disabled']);
      expect(requested.filter((p) => /\/chunks\/plugin-(onramp|swaps)\./.test(p))).toEqual([]);
    });
  });
}

test.describe('visitor in Asia/Taipei', () => {
  test.use({ timezoneId: 'Asia/Taipei' });
  test('Buy, Swap, Receive, Send in the spec §9 order', async ({ page, devnet }) => {
    const { buttons } = await accountButtons(page, devnet);
    expect(buttons).toEqual(['account-action-onramp', 'account-action-swaps', 'account-action-receive', 'account-action-send']);
  });
});

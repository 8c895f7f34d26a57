/**
 * Issue 36 "Looks" on the devnet with the injected test wallet: Send's and Swap's token pickers list
 * the suggested tokens first (spec §9's suggested list, libs/wallet/src/token-list.ts) with their
 * images loaded — Send's from the token image endpoint by symbol (the wallet reports no icon URL),
 * Swap's from the token list's logo URLs — and the Networks list shows each network's picture from
 * the asset image endpoint instead of the initials badge. The devnet draws these pictures
 * (test/devnet/src/api/art.mjs) and serves them only with the project's id.
 */
import { parseUnits } from 'viem';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { connect, currentView } from '../evm-account/helpers';
import { freshAccount } from './helpers';

/** The picture really loaded: a decoded image with a width (a broken image has none). */
async function expectLoaded(img: Locator) {
  await expect(img).toHaveAttribute('src', /^(blob:|http:)/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

const rows = (page: Page, picker: string) => page.getByTestId(`${picker}-option`);
const listed = (page: Page, picker: string) => rows(page, picker).evaluateAll((els) => els.map((e) => [(e as HTMLElement).dataset.symbol, (e as HTMLElement).dataset.suggested !== undefined]));

test.describe('Token pickers and network images', () => {
  test("Send's and Swap's pickers list the suggested tokens first with loaded images; a search finds the rest; the network list shows pictures", async ({ page, devnet }) => {
    const images: string[] = [];
    page.on('request', (r) => { if (/\/(getWalletImage|public\/get\w+Image)\//.test(r.url())) images.push(r.url()); });
    const account = await freshAccount(devnet, parseUnits('50', 6));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);

    // Send: the account holds ETH and USDC, both suggested (in the list's order).
    await page.getByTestId('account-action-send').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Send');
    await page.getByTestId('send-token-open').click();
    await expect.poll(() => listed(page, 'send-token')).toEqual([['ETH', true], ['USDC', true]]);
    await expect(page.getByTestId('send-token-suggested')).toBeVisible();
    for (const symbol of ['ETH', 'USDC']) await expectLoaded(page.locator(`[data-testid="send-token-option"][data-symbol="${symbol}"] img`));
    // The wallet reports no icon URLs: the token image endpoint by symbol, with the project's id.
    const tokenImage = images.find((u) => new URL(u).pathname === '/public/getTokenImage/USDC');
    expect(tokenImage && new URL(tokenImage).searchParams.get('projectId')).toBeTruthy();
    await page.getByTestId('send-token-search').fill('usd');
    await expect.poll(() => listed(page, 'send-token')).toEqual([['USDC', false]]);
    await page.locator('[data-testid="send-token-option"][data-symbol="USDC"] button').click();
    await expect(page.getByTestId('send-token').locator('option:checked')).toHaveText(/^USDC /);

    // Swap: the devnet's token list — ETH, USDC, DAI suggested (spec §9 list order), GANG after them.
    await page.locator('[data-gangway-back]').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    await page.getByTestId('account-action-swaps').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Swap');
    await page.getByTestId('swap-to-token-open').click();
    await expect.poll(async () => (await listed(page, 'swap-to-token')).slice(0, 4)).toEqual([['ETH', true], ['USDC', true], ['DAI', true], ['GANG', false]]);
    for (const symbol of ['ETH', 'USDC', 'DAI']) await expectLoaded(page.locator(`[data-testid="swap-to-token-option"][data-symbol="${symbol}"] img`));
    await page.getByTestId('swap-to-token-search').fill('gan');
    await expect.poll(() => listed(page, 'swap-to-token')).toEqual([['GANG', false]]);
    await page.locator('[data-testid="swap-to-token-option"][data-symbol="GANG"] button').click();
    await expect(page.getByTestId('swap-to').locator('option:checked')).toHaveText('GANG');

    // The Networks list: each devnet network shows its picture, not the initials badge.
    await page.locator('[data-gangway-back]').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    await page.getByTestId('account-network').click();
    const icon = page.locator('[data-testid="network-eip155:31338"] [data-testid="network-icon"]');
    await expectLoaded(icon);
    await expect(icon).not.toHaveAttribute('data-fallback', '');
  });
});

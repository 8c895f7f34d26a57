/**
 * The widget in Arabic (`?locale=ar`), right to left, on the devnet with the injected wallet: the modal
 * root carries dir="rtl" and lang="ar"; the texts are the Arabic catalogue's; the layout is mirrored —
 * checked by where things are on screen (back button at the right, close at the left, a wallet row's
 * icon on its right, the back arrow drawn flipped); the balance goes through Intl in Arabic; a send
 * shows its toast in Arabic. Only the Arabic chunk of all the locales is fetched.
 */
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { parseUnits } from 'viem';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { formatQuantity } from '../../../libs/wallet/src/format';
import { ar } from './shipped';
import { chainReader, currentView, WALLET_ROW } from '../evm-account/helpers';
import { freshAddress, freshFundedAccount } from '../account/helpers';

const box = async (l: Locator) => (await l.boundingBox())!;
const localeChunks = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => { const m = /gangway-locale-([\w-]+)\./.exec(r.url()); if (m) seen.push(m[1]!); });
  return seen;
};

test('Arabic: dir=rtl, Arabic texts, a mirrored layout, Intl numbers; only the Arabic chunk is fetched', async ({ page, devnet }) => {
  const { account } = await freshFundedAccount({ 31337: devnet.evm }, parseUnits('3', 18));
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
  const chunks = localeChunks(page);
  await page.goto('http://127.0.0.1:5173/?locale=ar');
  await page.getByTestId('gangway-connect').click();

  const modal = page.locator('[data-gangway-modal]');
  await expect(modal).toHaveAttribute('dir', 'rtl');
  await expect(modal).toHaveAttribute('lang', 'ar');
  await expect(modal.locator('h2')).toHaveText(ar['view.Connect']!);
  await expect(modal.locator('[data-gangway-close]')).toHaveAttribute('aria-label', ar['modal.close']!);
  await expect(page.getByTestId('all-wallets')).toContainText(ar['connect.allWallets']!);

  // A wallet row reads from the right: its icon is right of its name.
  const row = page.locator(WALLET_ROW);
  await expect(row).toBeVisible();
  const icon = await box(row.locator(':scope > *').first());
  const name = await box(row.getByText('Gangway Test Wallet'));
  expect(icon.x).toBeGreaterThan(name.x);

  // Header: back at the right, close at the left, the back arrow drawn mirrored.
  await page.getByTestId('all-wallets').click();
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'AllWallets');
  await expect(modal.locator('h2')).toHaveText(ar['view.AllWallets']!);
  const back = modal.locator('[data-gangway-back]');
  await expect(back).toHaveAttribute('aria-label', ar['modal.back']!);
  const [b, c, title] = [await box(back), await box(modal.locator('[data-gangway-close]')), await box(modal.locator('h2'))];
  expect(b.x).toBeGreaterThan(title.x + title.width / 2);
  expect(c.x).toBeLessThan(title.x + title.width / 2);
  expect(b.x).toBeGreaterThan(c.x);
  expect(await back.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  await expect(page.getByTestId('all-wallets-search')).toHaveAttribute('placeholder', ar['connect.searchWallets']!);
  await back.click();

  await row.click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(modal.locator('h2')).toHaveText(ar['view.Account']!);
  await expect(page.getByTestId('account-action-send')).toHaveText(ar['slot.account.walletFeatures.send']!);
  await expect(page.getByTestId('account-disconnect')).toHaveText(ar['account.disconnect']!);
  await expect(page.getByTestId('account-network')).toHaveText(ar['account.network']!.replace('{name}', 'Gangway Devnet'));
  // Numbers through Intl in Arabic, with the spec's 3-decimal rounding.
  const eth = await chainReader(devnet.evm).native(account.address);
  await expect(page.getByTestId('account-balance')).toHaveText(`${formatQuantity(chainReader(devnet.evm).format(eth, 18), 3, 'ar')} ETH`);

  // The tabs each read on one line (the NFTs tab's Arabic label once wrapped to three): all as tall as
  // the Tokens tab, and no taller than one and a half of its lines.
  const tabs = ['tokens', 'nfts', 'activity'].map((id) => page.getByTestId(`account-tab-${id}`));
  await expect(tabs[1]!).toHaveText(ar['slot.account.tabs.nfts']!);
  const heights = await Promise.all(tabs.map(async (t) => (await box(t)).height));
  expect(new Set(heights).size).toBe(1);
  const line = await tabs[0]!.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.2);
  expect(await tabs[1]!.evaluate((el) => el.scrollHeight)).toBeLessThan(line * 1.5 + 24);

  // A dollar value reads 'US$' as written, not '$US' (the line's direction once took the sign): on
  // screen the '$' is right of the 'S'.
  const value = page.getByTestId('token-value').first();
  await expect(value).toContainText('US$');
  const glyphs = await value.evaluate((el) => {
    const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
    const text = node.textContent!;
    const x = (i: number) => { const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1); return r.getBoundingClientRect().x; };
    return { s: x(text.indexOf('S')), dollar: x(text.indexOf('$')) };
  });
  expect(glyphs.dollar).toBeGreaterThan(glyphs.s);

  // The action buttons sit in a row that starts at the right: the first in document order is the rightmost.
  const actions = page.getByTestId('account-action-send').locator('xpath=..').locator(':scope > button');
  const [first, second] = [await box(actions.nth(0)), await box(actions.nth(1))];
  expect(first.x).toBeGreaterThan(second.x);

  await page.getByTestId('account-action-send').click();
  await expect(page.getByTestId('send-receiver')).toHaveAttribute('placeholder', ar['send.addressPlaceholder']!);
  await page.getByTestId('send-amount').fill('0.5');
  await page.getByTestId('send-receiver').fill(freshAddress());
  await expect(page.getByTestId('send-submit')).toHaveText(ar['send.submit']!);
  await page.getByTestId('send-submit').click();
  await wallet.approveNext('eth_sendTransaction');
  await expect(page.locator('[data-gangway-toast]')).toHaveText(ar['send.success']!);

  expect([...new Set(chunks)]).toEqual(['ar']);
});

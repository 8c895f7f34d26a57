/**
 * WalletConnect on a phone (spec §2 mobile deep links), in Pixel 7 emulation against the devnet's
 * relay: choosing a registry wallet with a mobile link shows "Open <wallet>", whose link is the
 * wallet's scheme carrying the pairing URI (`gangwaywc://wc?uri=wc%3A…`); the WalletConnect test
 * wallet pairs with the URI taken from the link that was opened and the widget shows Account. The
 * WalletConnect entry itself opens the mobile list (every wallet app with its link), and Phantom,
 * which is not injected in the page, gets its browse-in-app redirect instead of a scheme link.
 */
import { expect, test } from '../../kit/index';
import { chooseFromAllWallets } from '../evm-walletconnect/helpers';
import { DEMO, PIXEL_7, recordAppLinks, view } from './helpers';

test.use({ ...PIXEL_7, reducedMotion: 'reduce' });

const WC_WALLET = 'Gangway WalletConnect Test Wallet';

test('a registry wallet opens its app with the pairing URI; the wallet pairs and the widget shows Account', async ({ page, wcWallet }) => {
  const opened = await recordAppLinks(page);
  await page.goto(DEMO);
  await page.getByTestId('gangway-connect').click();
  await chooseFromAllWallets(page, WC_WALLET);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');
  const open = page.getByTestId('wc-open-app');
  await expect(open).toHaveText(`Open ${WC_WALLET}`);
  await expect(open).toHaveAttribute('href', /^gangwaywc:\/\/wc\?uri=wc%3A/, { timeout: 20_000 });
  // The phone follows the link in the same tab (the app comes to the front; the page stays).
  await expect(open).toHaveAttribute('target', '_self');
  await open.tap();
  await expect.poll(opened).toHaveLength(1);
  const [link] = await opened();
  const uri = new URL(link).searchParams.get('uri')!;
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  expect(uri).toBe(await page.getByTestId('wc-copy-link').getAttribute('data-uri'));

  wcWallet.autoApprove = true;
  await wcWallet.pair(uri);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('status')).toHaveText('connected');
  await expect(page.getByTestId('address')).toHaveText(wcWallet.address);
});

test('the WalletConnect entry lists wallet apps with their links; Phantom (not injected) gets its browse redirect', async ({ page, wcWallet }) => {
  await page.goto(DEMO);
  await page.getByTestId('gangway-connect').click();
  await page.getByTestId('wallet-walletConnect').tap();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnectBasic');
  const wc = page.locator('[data-testid^="wc-mobile-"]', { hasText: WC_WALLET });
  await expect(wc).toHaveAttribute('href', /^gangwaywc:\/\/wc\?uri=wc%3A/, { timeout: 20_000 });
  const phantom = page.locator('[data-testid^="wc-mobile-"]', { hasText: /^Phantom$/ });
  await expect(phantom).toHaveAttribute('href', `https://phantom.app/ul/browse/${encodeURIComponent(page.url())}?ref=${encodeURIComponent('http://127.0.0.1:5173')}`);

  // The list's link pairs too.
  const uri = new URL((await wc.getAttribute('href'))!).searchParams.get('uri')!;
  wcWallet.autoApprove = true;
  await wcWallet.pair(uri);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('address')).toHaveText(wcWallet.address);
});

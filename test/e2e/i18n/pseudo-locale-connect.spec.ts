/**
 * The pseudo-locale (`?locale=x-pseudo`) through the connect-side plugins' views. Sign-in (the siwx
 * plugin, the demo's `?siwx=local,required`): SIWXSignMessage asking, and while the wallet signs. The
 * wallet guide (enableWalletGuide, the Connect view's "What is a wallet?"): its text and the wallets
 * to get, and its list failing then retried. WalletConnect: the QR view with Copy link and its toast,
 * a declined connection with its retry, and the view for a wallet chosen in All Wallets; on a phone
 * (Pixel 7 emulation), the list of wallet apps and a chosen wallet's "Open <wallet>". Scanned like
 * every view of the walk (pseudo-locale.spec.ts, pseudo.ts): any text not from the catalogue, once
 * the data is taken out, fails.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Route } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { truncateAddress } from '../../../libs/wallet/src/format';
import { chooseFromAllWallets, openWalletConnect, toast } from '../evm-walletconnect/helpers';
import { PIXEL_7 } from '../mobile/helpers';
import { connectToSignIn } from '../siwx/helpers';
import { commonData, PSEUDO, scanner, view } from './pseudo';

/** The demo's metadata name (hosts/demo create-demo-gangway.ts): the dapp's own name, which the sign-in asks for. */
const DEMO_NAME = 'Gangway demo';
/** The devnet registry's WalletConnect test wallet (not installed in the page, so chosen over WalletConnect). */
const WC_WALLET = 'Gangway WalletConnect Test Wallet';

test('x-pseudo: sign-in asking, required, and while the wallet signs', async ({ page, devnet }) => {
  const privateKey = generatePrivateKey();
  const account = { address: privateKeyToAccount(privateKey).address, privateKey };
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
  const a = account.address;
  const check = scanner(page, [
    DEMO_NAME, ...await commonData(devnet),
    // The account being signed in, shortened as the sign-in view writes it (and as Account does).
    `${a.slice(0, 6)}…${a.slice(-4)}`, a, truncateAddress(a),
  ]);
  await connectToSignIn(page, wallet, `${PSEUDO}&siwx=local,required`);
  await expect(page.getByTestId('siwx-required')).toBeVisible();
  await check('SIWXSignMessage, required');

  await page.getByTestId('siwx-sign').click();
  const sign = await wallet.nextRequest('personal_sign');
  await expect(page.getByTestId('siwx-signing')).toBeVisible();
  await check('SIWXSignMessage, signing', { waiting: true });
  await sign.approve();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('siwx-session')).toHaveText(`eip155:31337:${a}`);
});

test('x-pseudo: the wallet guide, its wallets, and its list failing then retried', async ({ page, devnet }) => {
  const check = scanner(page, await commonData(devnet));
  await page.goto(PSEUDO);
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  await page.getByTestId('connect-method-walletGuide-button').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'WalletGuide');
  await expect(page.getByTestId('wallet-guide-get-link').first()).toBeVisible();
  await check('WalletGuide');

  // A fresh page straight onto the guide, the wallet list refused until the retry.
  const refuse = (route: Route) => route.fulfill({ status: 500, body: '{}' });
  await page.route('**/getWallets**', refuse);
  await page.goto(PSEUDO);
  await page.evaluate(() => (window as unknown as { gangway: { open(o: object): Promise<void> } }).gangway.open({ view: 'WalletGuide' }));
  await expect(page.getByTestId('wallet-guide-failed')).toBeVisible();
  await check('WalletGuide, the list failed');
  await page.unroute('**/getWallets**', refuse);
  await page.getByTestId('wallet-guide-failed').getByRole('button').click();
  await expect(page.getByTestId('wallet-guide-get-link').first()).toBeVisible();
  await check('WalletGuide, retried');
});

test('x-pseudo: WalletConnect\'s QR and Copy link, a declined connection, a chosen wallet', async ({ page, context, devnet, wcWallet }) => {
  const check = scanner(page, await commonData(devnet));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:5173' });
  await page.goto(PSEUDO);
  const uri = await openWalletConnect(page);
  await expect(page.locator('[data-testid="wc-qr"] svg')).toHaveCount(1);
  await check('ConnectingWalletConnect');
  await page.getByTestId('wc-copy-link').click();
  await expect(toast(page)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri);
  await check('ConnectingWalletConnect, link copied (toast)');

  await wcWallet.pair(uri);
  await wcWallet.rejectSession(await wcWallet.nextProposal());
  await expect(page.getByTestId('connect-error')).toBeVisible();
  await check('ConnectingWalletConnect, declined');
  await page.getByTestId('connect-retry').click();
  await expect(page.getByTestId('wc-copy-link')).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
  await expect(page.getByTestId('wc-copy-link')).not.toHaveAttribute('data-uri', uri);
  await check('ConnectingWalletConnect, after the retry');

  // A wallet that is not installed, chosen in All Wallets: its header and the request to accept in it.
  await page.locator('[data-gangway-back]').click();
  await chooseFromAllWallets(page, WC_WALLET);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');
  await expect(page.getByTestId('wc-wallet')).toBeVisible();
  await expect(page.getByTestId('wc-copy-link')).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 });
  await check('ConnectingWalletConnect, a chosen wallet');
});

test.describe('on a phone', () => {
  test.use({ ...PIXEL_7, reducedMotion: 'reduce' });

  test('x-pseudo: WalletConnect\'s list of wallet apps, and "Open" for a chosen wallet', async ({ page, devnet }) => {
    const check = scanner(page, await commonData(devnet));
    await page.goto(PSEUDO);
    await page.getByTestId('gangway-connect').click();
    await page.getByTestId('wallet-walletConnect').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnectBasic');
    await expect(page.locator('[data-testid^=wc-mobile-]').first()).toHaveAttribute('href', /wc\?uri=wc%3A/, { timeout: 20_000 });
    await check('ConnectingWalletConnectBasic');

    await page.locator('[data-gangway-back]').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await chooseFromAllWallets(page, WC_WALLET);
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');
    await expect(page.getByTestId('wc-open-app')).toHaveAttribute('href', /^gangwaywc:\/\/wc\?uri=wc%3A/, { timeout: 20_000 });
    await check('ConnectingWalletConnect, a chosen wallet on a phone (Open)');
  });
});

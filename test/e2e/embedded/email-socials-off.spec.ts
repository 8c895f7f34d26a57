/**
 * A host with email and socials off (the project's configuration says so too) never fetches the
 * embedded wallet, the email, socials or Farcaster plugins, nor anything from the frame's origin,
 * through a whole session with the extension wallet.
 */
import { expect, test } from '../../kit/index';
import { DEMO, FRAME_ORIGIN, view } from './helpers';

const EMBEDDED_CHUNKS = /\/chunks\/plugin-(embedded-wallet|email|socials|farcaster)\.[0-9a-f]+\.js$/;

test('email and socials off: nothing of the embedded wallet is fetched', async ({ page, devnet, injectedWallet }) => {
  await devnet.setProject({ features: { email: { isEnabled: false }, social: { isEnabled: false } } }, 'embedded-off');
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(`${DEMO}?off=email,socials&project=embedded-off`);
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  // The wallet list and the wallet guide (on by default); no email or social method.
  await expect(page.locator('section[data-testid^="connect-method-"]')).toHaveCount(2);
  expect(await page.locator('section[data-testid^="connect-method-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(['connect-method-wallet', 'connect-method-walletGuide']);
  await page.locator('[data-testid="wallet-eip6963:dev.gangway.testwallet"]').click();
  await injectedWallet.approveNext('eth_requestAccounts');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('account-balance')).not.toHaveText('—');
  await expect(page.getByTestId('account-action-embedded-settings')).toHaveCount(0);
  await page.getByTestId('account-disconnect').click();
  await expect(page.getByTestId('status')).toHaveText('disconnected');
  expect(await page.evaluate(() => (window as unknown as { gangway: { kernel: { plugins: { isEnabled(id: string): boolean } } } }).gangway.kernel.plugins.isEnabled('embedded-wallet'))).toBe(false);
  expect(requested.filter((u) => EMBEDDED_CHUNKS.test(new URL(u).pathname) || u.startsWith(FRAME_ORIGIN))).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
});

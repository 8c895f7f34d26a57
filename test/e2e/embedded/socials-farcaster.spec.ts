/**
 * Social and Farcaster login through the embedded wallet on the devnet: each provider through its
 * popup (the emulated OAuth consent on the frame's origin), and Farcaster through its QR flow.
 */
import { expect, test } from '../../kit/index';
import { openConnect, view } from './helpers';

const PROVIDERS = ['google', 'x', 'discord', 'apple', 'github', 'facebook'] as const;

test('the social buttons follow the spec default order, Farcaster among them', async ({ page }) => {
  await openConnect(page);
  await expect.poll(() => page.locator('[data-testid="social-login"] button').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(['social-google', 'social-x', 'social-farcaster', 'social-discord', 'social-apple', 'social-github', 'social-facebook']);
});

for (const provider of PROVIDERS) {
  test(`${provider} login through its popup`, async ({ page, embedded }) => {
    const userName = `${provider}-user-${Date.now() % 100000}`;
    await openConnect(page);
    await page.getByTestId(`social-${provider}`).hover();
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId(`social-${provider}`).click();
    const popup = await popupOpened;
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingSocial');
    await popup.waitForURL(/\/__social\/authorize\?provider=/);
    expect(new URL(popup.url()).searchParams.get('provider')).toBe(provider);
    await embedded.signInSocial(popup, userName);
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    expect(await page.evaluate(() => localStorage.getItem('@gangway/embedded-wallet.socialUsername'))).toBe(JSON.stringify(userName));
    const account = await page.evaluate(() => (window as unknown as { gangway: { getAccount(): { user?: { username?: string }; socialProvider?: string } } }).gangway.getAccount());
    expect(account).toMatchObject({ user: { username: userName }, socialProvider: provider });
  });
}

test('Farcaster: QR code and link, approved from the phone, then Account', async ({ page, embedded }) => {
  await openConnect(page);
  await page.getByTestId('social-farcaster').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingFarcaster');
  const qr = page.getByTestId('farcaster-qr');
  await expect(qr.locator('svg')).toBeVisible();
  const url = await qr.getAttribute('data-value');
  expect(url).toMatch(/\/__farcaster\/connect\?channel=[0-9a-f]+$/);
  await expect(page.getByTestId('farcaster-link')).toHaveAttribute('href', url!);
  await embedded.approveFarcaster(url!, 'fc-devnet');
  await expect(page.getByTestId('status')).toHaveText('connected');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  const account = await page.evaluate(() => (window as unknown as { gangway: { getAccount(): { user?: { username?: string }; connectedWalletInfo?: { name: string } } } }).gangway.getAccount());
  expect(account).toMatchObject({ user: { username: 'fc-devnet' }, connectedWalletInfo: { name: 'Farcaster' } });
  await expect(page.getByTestId('account-user')).toHaveText('Farcaster · fc-devnet');
});

/**
 * Every view's dialog is named by that view's title (issue 34): each built-in view is opened in turn
 * and the dialog's accessible name checked against the title its plugin's manifest declares — the
 * English text written here, not read back from the widget. Send, Receive, Buy, Activity and Pay show
 * no title (spec §2): the same name, visually hidden. axe finds no violation on any of them.
 */
import { expect, test } from '../../kit/index';
import { axeViolations } from './axe';
import { demoUrl, isOn } from './tour';

/** The name of each built-in view's dialog, and whether the header shows it. */
const NAMES: Record<string, { name: string; hidden?: true }> = {
  Connect: { name: 'Connect Wallet' },
  ConnectWallets: { name: 'Connect Wallet' },
  ConnectingExternal: { name: 'Connecting' },
  Account: { name: 'Account' },
  AllWallets: { name: 'All Wallets' },
  ConnectingWalletConnect: { name: 'Connecting' },
  ConnectingWalletConnectBasic: { name: 'WalletConnect' },
  ConnectingFarcaster: { name: 'Farcaster' },
  SIWXSignMessage: { name: 'Sign In' },
  ApproveTransaction: { name: 'Approve Transaction' },
  EmbeddedAccountSettings: { name: 'Account settings' },
  RegisterAccountName: { name: 'Choose Name' },
  RegisterAccountNameSuccess: { name: 'Name Registered' },
  Networks: { name: 'Choose Network' },
  SwitchNetwork: { name: 'Switch Network' },
  UnsupportedChain: { name: 'Switch Network' },
  SwitchActiveChain: { name: 'Switch Chain' },
  Swap: { name: 'Swap' },
  Nfts: { name: 'NFTs' },
  EmailLogin: { name: 'Email' },
  EmailVerifyDevice: { name: 'Register device' },
  EmailVerifyOtp: { name: 'Confirm Email' },
  UpdateEmail: { name: 'Edit Email' },
  UpdateEmailPrimaryOtp: { name: 'Confirm Current Email' },
  UpdateEmailSecondaryOtp: { name: 'Confirm New Email' },
  SocialLogin: { name: 'Social login' },
  ConnectingSocial: { name: 'Social login' },
  WalletGuide: { name: 'What is a wallet?' },
  Send: { name: 'Send', hidden: true },
  Receive: { name: 'Receive', hidden: true },
  OnRamp: { name: 'Buy', hidden: true },
  Activity: { name: 'Activity', hidden: true },
  Pay: { name: 'Pay', hidden: true },
};

// As the axe tour (axe-views.spec): colours are read at rest, not halfway through a view's entrance.
test.use({ reducedMotion: 'reduce' });

// Every plugin with a view switched on (the demo's defaults leave some off; sign-in optional).
const ALL_ON = { on: 'pay,names,email,socials,embeddedWallet,onramp,swaps,nfts,activity,send,receive', enable: 'siwx' };

test('each view names the dialog by its title; the views shown without one, visually hidden', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(demoUrl({ theme: 'light' }, ALL_ON));
  await page.getByTestId('gangway-connect').click();
  await isOn(page, 'Connect');
  const views = await page.evaluate(() => {
    const k = (window as unknown as { gangway: { kernel: { plugins: { manifests(): { id: string; views?: string[] }[]; isEnabled(id: string): boolean } } } }).gangway.kernel;
    return k.plugins.manifests().filter((m) => k.plugins.isEnabled(m.id)).flatMap((m) => m.views ?? []);
  });
  // The table covers every view of the plugins switched on, and they are all on.
  expect([...views].sort()).toEqual(Object.keys(NAMES).sort());

  const dialog = page.getByRole('dialog');
  const heading = dialog.locator('.gw-header h2');
  const found: string[] = [];
  for (const [view, { name, hidden }] of Object.entries(NAMES)) {
    await page.evaluate((v) => (window as unknown as { gangway: { kernel: { router: { reset(v: string): void } } } }).gangway.kernel.router.reset(v), view);
    await isOn(page, view);
    // The view's plugin set up (a connecting view keeps its spinner: no waiting for one to go).
    await expect.poll(() => page.evaluate((v) => {
      const g = (window as unknown as { gangway: { kernel: { plugins: { ownerOfView(v: string): { id: string } | undefined } }; getState(): { plugins: Record<string, { status: string } | undefined> } } }).gangway;
      const owner = g.kernel.plugins.ownerOfView(v);
      return owner ? g.getState().plugins[owner.id]?.status : 'none';
    }, view), { timeout: 20_000 }).toBe('active');
    await expect(dialog, view).toHaveAccessibleName(name);
    if (hidden) {
      await expect(heading.locator('.gw-sr'), view).toHaveText(name);
      // Visually hidden: a 1-pixel clipped box.
      expect((await heading.locator('.gw-sr').boundingBox())?.width, view).toBeLessThanOrEqual(1);
    } else {
      await expect(heading, view).toHaveText(name);
      await expect(heading.locator('.gw-sr'), view).toHaveCount(0);
    }
    found.push(...await axeViolations(page, view));
  }
  expect(found).toEqual([]);
});

/**
 * The Connect view's sets of plugins (plugins/builtin/src/first-view-sets.ts) when a login row is off:
 * the whole view's set holds email, so it is not fetched; the wallet rows still come as one script,
 * and socials alone. Email is a remote feature (spec §4: the project configuration wins over the
 * page's switch), so the devnet's project turns it off. first-open.spec.ts has every row on, and
 * WalletConnect off.
 */
import { expect, test } from '../../kit/index';
import { currentView, DEMO, recordRequests, widgetChunks } from './helpers';


test.afterEach(async ({ devnet }) => { await devnet.resetAdmin(); });

test('email off: the wallet rows still come as one script, socials alone, and no set holding email', async ({ page, devnet }) => {
  await devnet.setProject({ features: { email: false } }, 'sets-email-off');
  const log = recordRequests(page);
  await page.goto(`${DEMO}?off=email&prefetch=none&project=sets-email-off`);
  await page.getByTestId('gangway-connect').click();
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
  await expect(page.getByTestId('social-login')).toBeVisible();
  await expect(page.getByTestId('email-input')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const chunks = widgetChunks(log);
  expect(chunks).toEqual(expect.arrayContaining(['gangway-connect-view', 'plugin-socials']));
  for (const never of ['gangway-connect-logins', 'gangway-login-methods', 'plugin-email', 'plugin-connect', 'plugin-walletconnect']) expect(chunks, never).not.toContain(never);
});

/**
 * Email login's other paths on the devnet: a new device approved by the mailed link before the
 * code (VERIFY_DEVICE), and the 30 s throttle's message with the seconds left.
 */
import { expect, test } from '../../kit/index';
import { freshEmail, openConnect, view } from './helpers';

test('a new device is approved by the mailed link, then the code signs in', async ({ page, mailbox, embedded }) => {
  await embedded.requireDeviceVerification(true);
  const email = freshEmail('device');
  await openConnect(page);
  const since = Date.now() - 1000;
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('email-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'EmailVerifyDevice');
  await expect(page.getByTestId('email-verify-device')).toContainText(email);
  await embedded.approveDevice(email, { since });
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'EmailVerifyOtp');
  const code = (await mailbox.waitFor(email, { since, subject: /login code/ })).code;
  await page.getByTestId('otp-input').fill(code);
  await page.getByTestId('otp-submit').click();
  await expect(page.getByTestId('status')).toHaveText('connected');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
});

test('a second email login within 30 s is refused with the seconds left', async ({ page, mailbox }) => {
  const email = freshEmail('throttle');
  await openConnect(page);
  await page.getByTestId('email-input').fill(email);
  const started = await page.evaluate(() => Date.now());
  await page.getByTestId('email-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'EmailVerifyOtp');
  // A wrong code is refused by the frame and the view stays.
  await page.getByTestId('otp-input').fill('000000');
  await page.getByTestId('otp-submit').click();
  await expect(page.getByTestId('otp-error')).toHaveText('Invalid code');
  await mailbox.code(email);
  await page.locator('[data-gangway-back]').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('email-submit').click();
  const text = await page.getByTestId('email-error').textContent();
  const elapsed = (await page.evaluate(() => Date.now())) - started;
  // n is the whole seconds left of the 30 s, rounded up: between what is left now and 30.
  const n = Number(/^Please try again after (\d+) seconds$/.exec(text ?? '')?.[1]);
  expect(n).toBeGreaterThanOrEqual(Math.ceil((30_000 - elapsed) / 1000));
  expect(n).toBeLessThanOrEqual(30);
  // No second code was mailed.
  expect((await mailbox.list(email)).length).toBe(1);
});

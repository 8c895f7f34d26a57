// Email login through the embedded-wallet frame emulator (a cross-origin iframe) with the one-time code
// read from the devnet mailbox, then a signature from the frame's per-user key, approved inside the frame.
import { recoverMessageAddress, toHex } from 'viem';
import { expect, test } from '../../kit/index';

test('email login completes through the frame emulator and the mailbox', async ({ page, devnet, mailbox }) => {
  const email = `devnet-${Date.now()}@example.com`;
  await page.goto(`${devnet.api}/__demo/email.html`);
  await expect(page.locator('#status')).toHaveText('frame ready');
  const since = Date.now() - 1000;
  await page.fill('#email', email);
  await page.click('#login button');
  await expect(page.locator('#status')).toHaveText('action: VERIFY_OTP');

  // A wrong code is refused, the mailed one is accepted.
  const wrong = await page.evaluate(() => (window as any).frameRequest('CONNECT_OTP', { otp: '000000x' }).catch((e: Error) => e.message));
  expect(wrong).toBe('Invalid code');
  const code = await mailbox.code(email, { since });
  expect(code).toMatch(/^\d{6}$/);
  await page.fill('#code', code);
  await page.click('#otp button');
  await expect(page.locator('#status')).toHaveText('connected');
  const user = JSON.parse((await page.locator('#user').textContent()) ?? '{}');
  expect(user).toMatchObject({ email, chainId: 31337, accounts: [{ type: 'eoa' }] });

  // The frame asks the visitor itself: the message shown decoded, Approve inside the frame.
  const signing = page.evaluate(([m, a]) => (window as any).frameRequest('RPC_REQUEST', { method: 'personal_sign', params: [m, a] }), [toHex('frame says hi'), user.address]);
  const frame = page.frameLocator('#frame');
  await expect(frame.locator('dd[data-key="message"]')).toHaveText('frame says hi');
  await frame.getByTestId('frame-approve').click();
  const sig = await signing;
  expect(await recoverMessageAddress({ message: 'frame says hi', signature: sig })).toBe(user.address);
  expect(await page.evaluate(() => (window as any).frameRequest('IS_CONNECTED'))).toEqual({ isConnected: true });

  // The session survives a reload of the app page (the frame keeps it in its own storage).
  await page.reload();
  await expect(page.locator('#status')).toHaveText('frame ready');
  expect(await page.evaluate(() => (window as any).frameRequest('IS_CONNECTED'))).toEqual({ isConnected: true });
  await page.evaluate(() => (window as any).frameRequest('SIGN_OUT'));
  expect(await page.evaluate(() => (window as any).frameRequest('IS_CONNECTED'))).toEqual({ isConnected: false });
});

test('social login through the popup', async ({ page, devnet }) => {
  await page.goto(`${devnet.api}/__demo/email.html`);
  await expect(page.locator('#status')).toHaveText('frame ready');
  const { uri } = await page.evaluate(() => (window as any).frameRequest('GET_SOCIAL_REDIRECT_URI', { provider: 'github' }));
  const resultUri = page.evaluate(
    (u) =>
      new Promise<string>((resolve) => {
        window.addEventListener('message', (e) => e.data?.type === '@w3m-social/RESULT' && resolve(e.data.resultUri));
        window.open(u, 'social', 'width=400,height=600');
      }),
    uri,
  );
  const popup = await page.waitForEvent('popup');
  await popup.fill('input[name=userName]', 'octo-devnet');
  await popup.click('button[type=submit]');
  const result = await page.evaluate((u) => (window as any).frameRequest('CONNECT_SOCIAL', { uri: u }), await resultUri);
  expect(result).toEqual({ userName: 'octo-devnet', email: 'octo-devnet@github.devnet' });
  expect((await page.evaluate(() => (window as any).frameRequest('GET_USER'))).userName).toBe('octo-devnet');
});

/**
 * The pseudo-locale (`?locale=x-pseudo`: every catalogue text accented and wrapped in ⟦…⟧) through
 * every view the demo reaches on the devnet. The EVM flow with the injected wallet: Connect, All Wallets,
 * Connecting, Account (tokens, activity, NFTs tabs), Networks, the network switch, Send (with a
 * validation error), Receive (and its toast). The money views: Swap (its token selects, the quote, a
 * validation error, the wallet's wait, the result), On-ramp (quote, providers, currencies, a limit, the
 * bank method, the checkout opened) and Pay (not connected, connected, the wallet's wait). The embedded
 * wallet: the email field and its error, device approval, the code and its error, Account, Approve
 * Transaction, the account settings and their email-change row through both codes, and the social
 * logins (a provider's popup wait, its Account, Farcaster's QR). The plugins' own views (name
 * registration, sign-in, the wallet guide, WalletConnect's QR) are walked by the sibling specs
 * pseudo-locale-names.spec.ts and pseudo-locale-connect.spec.ts, with the shared steps of pseudo.ts.
 * On each view, any visible text node,
 * aria-label, placeholder, title or alt that is not pseudo-localised fails the test — a string
 * hard-coded in a view instead of coming from the catalogue. Data is allowed as it is: addresses,
 * amounts, token symbols and names from the API, wallet and network names from the registry (and the
 * few further kinds of data each test names, with its reason).
 */
import { parseUnits, toHex, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { expect, test } from '../../kit/index';
import { truncateAddress } from '../../../libs/wallet/src/format';
import { PROVIDERS } from '../../../plugins/onramp/src/constants';
import { WALLET_ROW } from '../evm-account/helpers';
import { freshAddress, freshFundedAccount } from '../account/helpers';
import { freshAccount } from '../money/helpers';
import { frameApproval, freshEmail, providerRequest } from '../embedded/helpers';
import { commonData, connectPseudo, PSEUDO, scanner, view } from './pseudo';
import { DEVNET_AMM } from '../../../hosts/demo/src/networks';

test('x-pseudo: every view of the EVM flow shows only catalogue texts (and data)', async ({ page, context, devnet }) => {
  const { account } = await freshFundedAccount({ 31337: devnet.evm, 31338: devnet.evm2 }, parseUnits('5', 18));
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
  // The send's receiver is data too: the Send form shows the decoded transaction (send-details.ts).
  const receiver = freshAddress();
  const check = scanner(page, [
    account.address, truncateAddress(account.address), ...await commonData(devnet), 'ETH', 'USDC', 'DAI', 'GANG',
    // Token names are data from the balance API (test/devnet/src/api/tokens.mjs, evm/chains.mjs TOKENS).
    'Ether', 'USD Coin (devnet)', 'Dai Stablecoin (devnet)', 'Gangway Token', receiver,
  ]);

  await page.goto(PSEUDO);
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  await expect(page.locator('[data-gangway-modal]')).toHaveAttribute('lang', 'x-pseudo');
  await expect(page.locator(WALLET_ROW)).toBeVisible();
  await check('Connect');

  await page.getByTestId('all-wallets').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'AllWallets');
  await expect(page.getByTestId('all-wallets-list')).toBeVisible();
  await check('AllWallets');
  await page.getByTestId('all-wallets-search').fill('zzzz-no-such-wallet');
  await expect(page.getByTestId('all-wallets-empty')).toBeVisible();
  await check('AllWallets, nothing found');
  await page.locator('[data-gangway-back]').click();

  await page.locator(WALLET_ROW).click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingExternal');
  const request = await wallet.nextRequest('eth_requestAccounts');
  await check('ConnectingExternal', { waiting: true });
  await request.approve();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('account-tokens')).toBeVisible();
  await check('Account, tokens');

  await page.getByTestId('account-network').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Networks');
  await check('Networks');
  await page.getByTestId('network-eip155:31338').click();
  const sw = await wallet.nextRequest('wallet_switchEthereumChain');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'SwitchNetwork');
  await check('SwitchNetwork', { waiting: true });
  await sw.approve();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await page.getByTestId('account-network').click();
  await page.getByTestId('network-eip155:31337').click();
  await wallet.approveNext('wallet_switchEthereumChain');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');

  await page.getByTestId('account-action-send').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Send');
  await check('Send');
  await page.getByTestId('send-receiver').fill('0x1234');
  await page.getByTestId('send-amount').fill('0.1');
  await check('Send, invalid address');
  await page.getByTestId('send-receiver').fill(receiver);
  await page.getByTestId('send-submit').click();
  const tx = await wallet.nextRequest('eth_sendTransaction');
  await check('Send, waiting for the wallet');
  await tx.approve();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.locator('[data-gangway-toast]')).toBeVisible();
  await check('Account, after the send (toast)');

  await page.getByTestId('account-tab-activity').click();
  await expect(page.locator('[data-testid="activity-row"]').first()).toBeVisible();
  await check('Account, activity');
  await page.getByTestId('account-tab-nfts').click();
  await check('Account, NFTs');

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:5173' });
  await page.getByTestId('account-action-receive').click();
  await expect(page.getByTestId('receive-address')).toHaveText(account.address);
  await check('Receive');
  await page.getByTestId('receive-copy').click();
  await expect(page.locator('[data-gangway-toast]')).toBeVisible();
  await check('Receive, copied');
});

test('x-pseudo: Swap and On-ramp show only catalogue texts (and data)', async ({ page, context, devnet }) => {
  test.setTimeout(120_000);
  const account = await freshAccount(devnet, parseUnits('500', 6));
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
  // The swap service's tokens and the on-ramp's options, as the widget gets them (the API emulator's answers).
  const swapTokens = await (await fetch(`${devnet.api}/v1/convert/tokens?chainId=eip155:31337&${devnet.query}`)).json() as { tokens: { name: string; symbol: string }[] };
  const onramp = await (await fetch(`${devnet.api}/v1/onramp/options?${devnet.query}`)).json() as { paymentCurrencies: { id: string }[]; purchaseCurrencies: { name: string; symbol: string }[] };
  expect(swapTokens.tokens.length).toBeGreaterThan(1);
  const check = scanner(page, [
    account.address, truncateAddress(account.address), ...await commonData(devnet),
    ...swapTokens.tokens.flatMap((t) => [t.symbol, t.name]),
    // The swap router the host pins (its swapNetworks name and address), named in the swap review: data.
    'Devnet AMM', DEVNET_AMM,
    ...onramp.purchaseCurrencies.flatMap((c) => [c.symbol, c.name]),
    // A payment currency's ISO 4217 code (USD, EUR) is data from the on-ramp service, written the same
    // in every language, like a token symbol.
    ...onramp.paymentCurrencies.map((c) => c.id),
    // The on-ramp providers' names are their brands (spec §9 providers), shown as they are like wallet names.
    ...PROVIDERS.map((p) => p.name),
  ]);
  await connectPseudo(page, wallet);

  // Swap: the token selects (their "select token" entry and the symbols), the quote, a validation error.
  await page.getByTestId('account-action-swaps').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Swap');
  await expect(page.getByTestId('swap-from')).toBeVisible();
  await check('Swap');
  await page.getByTestId('swap-from').selectOption({ label: 'USDC' });
  await page.getByTestId('swap-to').selectOption({ label: 'ETH' });
  await page.getByTestId('swap-amount').fill('600');
  await expect(page.getByTestId('swap-quote-loading')).toHaveCount(0);
  await expect(page.getByTestId('swap-to-amount')).not.toHaveText('—');
  await expect(page.getByTestId('swap-from-usd')).toBeVisible();
  await check('Swap, quote');
  await page.getByTestId('swap-submit').click();
  await expect(page.getByTestId('swap-error')).toBeVisible();
  await check('Swap, more than the balance');

  // ETH → USDC (no approval): the wallet's wait, then the result and its toast.
  await page.getByTestId('swap-flip').click();
  await expect(page.getByTestId('swap-from').locator('option:checked')).toHaveText('ETH');
  await page.getByTestId('swap-amount').fill('0.05');
  await expect(page.getByTestId('swap-quote-loading')).toHaveCount(0);
  await expect(page.getByTestId('swap-to-amount')).not.toHaveText('—');
  await page.getByTestId('swap-submit').click();
  const swapTx = await wallet.nextRequest('eth_sendTransaction');
  await expect(page.getByTestId('swap-submit')).toHaveAttribute('data-step', 'swapping');
  await check('Swap, waiting for the wallet', { waiting: true });
  await swapTx.approve();
  await expect(page.getByTestId('swap-success')).toBeVisible();
  await expect(page.locator('[data-gangway-toast]')).toBeVisible();
  await check('Swap, swapped (toast)');

  // On-ramp: the quote, the providers with their fees, the currencies; a limit; the bank method in EUR; the checkout.
  await page.locator('[data-gangway-back]').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await page.getByTestId('account-action-onramp').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'OnRamp');
  await expect(page.getByTestId('onramp-quote-amount')).toBeVisible();
  await expect(page.getByTestId('onramp-provider-coinbase')).toBeVisible();
  await check('OnRamp, quote and providers');
  await page.getByTestId('onramp-amount').fill('9');
  await expect(page.getByTestId('onramp-limit-error')).toBeVisible();
  await check('OnRamp, below the limit');
  await page.getByTestId('onramp-method').selectOption('ACH_BANK_ACCOUNT');
  await page.getByTestId('onramp-currency').selectOption('EUR');
  await page.getByTestId('onramp-amount').fill('100');
  await expect(page.getByTestId('onramp-limit-error')).toHaveCount(0);
  await expect(page.getByTestId('onramp-quoting')).toHaveCount(0);
  await expect(page.getByTestId('onramp-quote-amount')).toBeVisible();
  await check('OnRamp, bank account in EUR');
  const [checkout] = await Promise.all([context.waitForEvent('page'), page.getByTestId('onramp-submit').click()]);
  await expect(page.getByTestId('onramp-opened')).toBeVisible();
  await check('OnRamp, checkout opened');
  await checkout.close();
});

test('x-pseudo: Pay, before and after connecting and while the wallet confirms', async ({ page, devnet }) => {
  const payer = await freshAccount(devnet, parseUnits('100', 6));
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const USDC = devnet.contracts.tokens.USDC as Address;
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: payer });
  const check = scanner(page, [
    // The token contract is data: the decoded transfer names it (pay-details.ts).
    payer.address, truncateAddress(payer.address), recipient, USDC, ...await commonData(devnet), 'ETH', 'USDC',
    // Token names are data from the balance API (the Account view behind Connect shows them).
    'Ether', 'USD Coin (devnet)',
  ]);
  await page.goto(`${PSEUDO}&on=pay&payTo=${recipient}&payAmount=12.5&payAsset=${USDC}&payNetwork=eip155:31337`);
  await page.getByTestId('host-pay').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Pay');
  await expect(page.getByTestId('pay-amount')).toHaveText('12.5 USDC');
  await check('Pay, not connected');

  await page.getByTestId('pay-connect').click();
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Pay');
  await expect(page.getByTestId('pay-submit')).toBeEnabled();
  await check('Pay, connected');

  await page.getByTestId('pay-submit').click();
  const tx = await wallet.nextRequest('eth_sendTransaction');
  await expect(page.getByTestId('pay-step')).toBeVisible();
  await check('Pay, waiting for the wallet', { waiting: true });
  await tx.approve();
  await expect(page.getByTestId('pay-result')).toHaveText(/^hash:0x/);
});

test('x-pseudo: email login, Approve Transaction, the account settings and the email change', async ({ page, devnet, mailbox, embedded }) => {
  test.setTimeout(120_000);
  await embedded.requireDeviceVerification(true);
  const email = freshEmail('pseudo');
  const newEmail = freshEmail('pseudo-new');
  const message = 'hello from the pseudo-locale';
  const allowed = [
    // The visitor's email addresses, as typed.
    email, newEmail,
    // What the dapp asks to sign, and the EIP-1193 method it asks with: the request's own data, shown as sent.
    message, 'personal_sign',
    ...await commonData(devnet), 'ETH', 'Ether',
  ];
  const check = scanner(page, allowed);
  await page.goto(PSEUDO);
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  await page.getByTestId('email-input').fill('not-an-email');
  await page.getByTestId('email-submit').click();
  await expect(page.getByTestId('email-error')).toBeVisible();
  await check('Connect, invalid email');

  // A new device: approved by the mailed link, then the code.
  const since = Date.now() - 1000;
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('email-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'EmailVerifyDevice');
  await expect(page.getByTestId('email-verify-device')).toContainText(email);
  await check('EmailVerifyDevice', { waiting: true });
  await embedded.approveDevice(email, { since });
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'EmailVerifyOtp');
  await check('EmailVerifyOtp');
  await page.getByTestId('otp-input').fill('12');
  await page.getByTestId('otp-submit').click();
  await expect(page.getByTestId('otp-error')).toBeVisible();
  await check('EmailVerifyOtp, malformed code');
  await page.getByTestId('otp-input').fill((await mailbox.waitFor(email, { since, subject: /login code/ })).code);
  await page.getByTestId('otp-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  const address = (await page.getByTestId('address').textContent()) as Address;
  allowed.push(address, truncateAddress(address));
  await expect(page.getByTestId('account-user')).toBeVisible();
  await expect(page.getByTestId('account-tokens')).toBeVisible();
  await check('Account, email login');

  // A signature request through the host's provider: ApproveTransaction shows the secure frame, which asks.
  const signed = providerRequest(page, 'personal_sign', [toHex(message), address]);
  const approval = await frameApproval(page);
  await expect(approval.locator('dd[data-key="message"]')).toHaveText(message);
  await check('ApproveTransaction');
  await approval.getByTestId('frame-approve').click();
  expect((await signed).ok).toBe(true);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');

  // The account settings and their row (settings.rows): the email change through both codes.
  await page.getByTestId('account-action-embedded-settings').click();
  await expect(page.getByTestId('embedded-settings')).toBeVisible();
  await check('EmbeddedAccountSettings');
  await page.getByTestId('settings-row-update-email').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'UpdateEmail');
  await check('UpdateEmail');
  const changeSince = Date.now() - 1000;
  await page.getByTestId('update-email-input').fill(newEmail);
  await page.getByTestId('update-email-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'UpdateEmailPrimaryOtp');
  await check('UpdateEmailPrimaryOtp');
  await page.getByTestId('otp-input').fill(await mailbox.code(email, { since: changeSince }));
  await page.getByTestId('otp-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'UpdateEmailSecondaryOtp');
  await check('UpdateEmailSecondaryOtp');
  await page.getByTestId('otp-input').fill(await mailbox.code(newEmail, { since: changeSince }));
  await page.getByTestId('otp-submit').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.locator('[data-gangway-toast]')).toBeVisible();
  await expect(page.getByTestId('account-user')).toContainText(newEmail);
  await check('Account, email changed (toast)');
});

test('x-pseudo: a social login through its popup, then its Account and settings', async ({ page, devnet, embedded }) => {
  const userName = `pseudo-user-${Date.now() % 100000}`;
  // The social account's user name (the provider's, as the frame returns it).
  const allowed = [userName, ...await commonData(devnet), 'ETH', 'Ether'];
  const check = scanner(page, allowed);
  await page.goto(PSEUDO);
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  await page.getByTestId('social-google').hover();
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('social-google').click();
  const popup = await popupOpened;
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingSocial');
  await popup.waitForURL(/\/__social\/authorize\?provider=/);
  await check('ConnectingSocial', { waiting: true });
  await embedded.signInSocial(popup, userName);
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  const address = (await page.getByTestId('address').textContent()) as Address;
  allowed.push(address, truncateAddress(address));
  // The provider also gives the account an email address (the frame's user record): data like the user name.
  const user = await page.evaluate(() => (window as unknown as { gangway: { getAccount(): { user?: { email?: string } } } }).gangway.getAccount().user);
  if (user?.email) allowed.push(user.email);
  await expect(page.getByTestId('account-user')).toBeVisible();
  await expect(page.getByTestId('account-tokens')).toBeVisible();
  await check('Account, social login');
  await page.getByTestId('account-action-embedded-settings').click();
  await expect(page.getByTestId('embedded-settings')).toBeVisible();
  await check('EmbeddedAccountSettings, social login');
});

test('x-pseudo: Farcaster\'s QR code, then its Account', async ({ page, devnet, embedded }) => {
  const allowed = ['fc-pseudo', ...await commonData(devnet), 'ETH', 'Ether'];
  const check = scanner(page, allowed);
  await page.goto(PSEUDO);
  await page.getByTestId('gangway-connect').click();
  await page.getByTestId('social-farcaster').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'ConnectingFarcaster');
  const qr = page.getByTestId('farcaster-qr');
  await expect(qr.locator('svg')).toBeVisible();
  await check('ConnectingFarcaster');
  await embedded.approveFarcaster((await qr.getAttribute('data-value'))!, 'fc-pseudo');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  const address = (await page.getByTestId('address').textContent()) as Address;
  allowed.push(address, truncateAddress(address));
  await expect(page.getByTestId('account-user')).toContainText('fc-pseudo');
  await check('Account, Farcaster login');
});

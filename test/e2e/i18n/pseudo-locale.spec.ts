/**
 * The pseudo-locale (`?locale=x-pseudo`: every catalogue text accented and wrapped in ⟦…⟧) through
 * every view of the EVM flow the demo reaches with the injected wallet: Connect, All Wallets,
 * Connecting, Account (tokens, activity, NFTs tabs), Networks, the network
 * switch, Send (with a validation error), Receive (and its toast), back to Account. On each, any visible
 * text node, aria-label, placeholder, title or alt that is not pseudo-localised fails the test — a
 * string hard-coded in a view instead of coming from the catalogue. Data is allowed as it is:
 * addresses, amounts, token symbols, wallet and network names from the registry.
 */
import { parseUnits } from 'viem';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { truncateAddress } from '../../../libs/wallet/src/format';
import { demoNetworks } from '../../../hosts/demo/src/networks';
import { currentView, WALLET_ROW } from '../evm-account/helpers';
import { freshAddress, freshFundedAccount } from '../account/helpers';
import { untranslatedTexts } from './untranslated';

const view = (page: Page) => currentView(page);

test('x-pseudo: every view of the EVM flow shows only catalogue texts (and data)', async ({ page, context, devnet }) => {
  const { account } = await freshFundedAccount({ 31337: devnet.evm, 31338: devnet.evm2 }, parseUnits('5', 18));
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
  // The wallet names of the registry, as the widget gets them (the API emulator's listing).
  const registry = await (await fetch(`${devnet.api}/getWallets?${devnet.query}&entries=500`)).json() as { data: { name: string }[] };
  const allowed = [
    account.address, truncateAddress(account.address),
    ...registry.data.map((w) => w.name), 'Gangway Test Wallet', 'WalletConnect',
    ...demoNetworks.map((n) => n.name), 'ETH', 'USDC', 'DAI', 'GANG',
    // Token names are data from the balance API (test/devnet/src/api/tokens.mjs, evm/chains.mjs TOKENS).
    'Ether', 'USD Coin (devnet)', 'Dai Stablecoin (devnet)', 'Gangway Token',
  ];
  const check = async (where: string, { waiting = false } = {}) => {
    // The view is on screen and settled (no spinner of its own still up), then scanned. A view whose
    // content is a wait (ConnectingExternal: the spinner until the wallet answers) is scanned as shown.
    if (!waiting) await expect(page.locator('[data-gangway-modal] .gw-spinner')).toHaveCount(0);
    expect(await untranslatedTexts(page, allowed), where).toEqual([]);
  };

  await page.goto('http://127.0.0.1:5173/?locale=x-pseudo');
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
  await page.getByTestId('send-receiver').fill(freshAddress());
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

/**
 * "Refresh balances" against the strict devnet: the forced read sends `forceUpdate` as the comma list
 * of CAIP-10 token ids the balance API takes (blockchain-api balance.rs:52-53; `true` is a 400 there,
 * and the devnet refuses it the same way), and the amount that changed on chain shows.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseEther } from 'viem';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { expect, test } from '../../kit/index';
import { connect, toast } from '../evm-account/helpers';

test('Refresh balances re-reads with forceUpdate as CAIP-10 ids and shows the new amount', async ({ page, devnet }) => {
  const account = { privateKey: generatePrivateKey() };
  const address = privateKeyToAccount(account.privateKey).address;
  await devnet.fundEvm(address, parseEther('1'));
  const forced: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith(`/v1/account/${address}/balance`) && u.searchParams.has('forceUpdate')) forced.push(u.searchParams.get('forceUpdate')!);
  });
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
  // A wallet without EIP-5792 (most of them): the balances come from the balance API, not wallet_getAssets.
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
    const w = window as unknown as Record<string, (m: { method: string }) => Promise<unknown>>;
    const bridge = w.__gangwayTestWalletBridge;
    w.__gangwayTestWalletBridge = (m) => (m.method === 'wallet_getCapabilities' ? Promise.resolve({ error: { code: 4200, message: 'Method not supported' } }) : bridge(m));
  }));
  await connect(page, wallet);
  const eth = page.locator('[data-testid="token-row"][data-symbol="ETH"] [data-testid="token-quantity"]');
  await expect(eth).toHaveText('1 ETH');

  await devnet.fundEvm(address, parseEther('1.5'));
  await page.getByTestId('account-refresh').click();
  await expect(eth).toHaveText('2.5 ETH');
  expect(forced).toEqual(['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee']);
  await expect(toast(page)).toHaveCount(0);
});

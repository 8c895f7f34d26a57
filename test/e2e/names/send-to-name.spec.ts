/**
 * A profile name as the Send receiver, on the devnet: a name registered with the devnet's profile API
 * (signed node-side by a fresh account, spec §7 POST /v1/profile/account) is typed with the spec's
 * suffix in Send's receiver; the widget resolves it through the names plugin's service (GET
 * /v1/profile/account/{name}), shows the address and sends to it — the chain shows the ETH arrived.
 * The profile API failing shows spec §8 'Error resolving name' and sends nothing.
 */
import { createPublicClient, http, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test, type DevnetFixture } from '../../kit/index';
import { connect, currentView, toast } from '../evm-account/helpers';
import { freshFundedAccount } from '../account/helpers';

/** Registers `<label>.reown.id` for a fresh address on chain 31337 (coin type 0x80000000 | 31337); returns the address. */
async function registerName(devnet: DevnetFixture, label: string): Promise<Address> {
  const owner = privateKeyToAccount(generatePrivateKey());
  const message = JSON.stringify({ name: `${label}.reown.id`, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
  const res = await fetch(`${devnet.api}/v1/profile/account?${devnet.query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: (0x80000000 | 31337) >>> 0, address: owner.address, message, signature: await owner.signMessage({ message }) }),
  });
  expect(res.status).toBe(200);
  return owner.address;
}

async function fillSend(page: Page, amount: string, to: string) {
  const value = await page.locator('[data-testid="send-token"] option').filter({ hasText: /^ETH / }).getAttribute('value');
  await page.getByTestId('send-token').selectOption(value!);
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-receiver').fill(to);
}

const label = () => `pay-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe('Send to a profile name', () => {
  test('a registered name resolves to its address, which receives the send', async ({ page, devnet }) => {
    const name = `${label()}.reown.id`;
    const target = await registerName(devnet, name.replace('.reown.id', ''));
    const { account } = await freshFundedAccount({ 31337: devnet.evm }, parseUnits('2', 18));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    await page.getByTestId('account-action-send').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Send');
    await fillSend(page, '0.25', name);
    await expect(page.getByTestId('send-receiver-name')).toHaveAttribute('data-status', 'resolved');
    await expect(page.getByTestId('send-receiver-address')).toHaveText(target);
    await page.getByTestId('send-submit').click();
    const req = await wallet.nextRequest('eth_sendTransaction');
    expect((req.params as { to: string }[])[0].to.toLowerCase()).toBe(target.toLowerCase());
    await req.approve();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(toast(page)).toHaveText('Transaction sent');
    const chain = createPublicClient({ transport: http(devnet.evm) });
    await expect.poll(() => chain.getBalance({ address: target })).toBe(parseUnits('0.25', 18));
  });

  test("the profile API down: 'Error resolving name', nothing sent; back up: resolves", async ({ page, devnet }) => {
    const name = `${label()}.reown.id`;
    const target = await registerName(devnet, name.replace('.reown.id', ''));
    const { account } = await freshFundedAccount({ 31337: devnet.evm }, parseUnits('1', 18));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    await page.getByTestId('account-action-send').click();
    await devnet.injectFault({ path: '/v1/profile/account/:name', method: 'GET', status: 503 });
    try {
      await fillSend(page, '0.1', name);
      await expect(page.getByTestId('send-receiver-name')).toHaveText('Error resolving name');
      await page.getByTestId('send-submit').click();
      await expect(page.getByTestId('send-error')).toHaveText('Error resolving name');
      expect(wallet.pending().filter((r: { method: string }) => r.method === 'eth_sendTransaction')).toHaveLength(0);
    } finally {
      await devnet.clearFaults();
    }
    // Typing again (the same name) after the fault is gone resolves it.
    await page.getByTestId('send-receiver').fill('');
    await page.getByTestId('send-receiver').fill(name);
    await expect(page.getByTestId('send-receiver-address')).toHaveText(target);
  });
});

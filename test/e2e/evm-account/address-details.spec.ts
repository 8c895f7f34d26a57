/**
 * What the widget knows about an address, as a visitor sees it on the devnet (issue 36, spec §3):
 * the Account view links the connected EVM address to its page on the devnet network's explorer
 * (per-chain addressExplorerUrl), and Send shows the receiver's avatar and name once a typed name
 * resolves (Send state receiverProfileImageUrl, receiverProfileName) — the devnet's identity emulator
 * answers a registered name's address with its avatar (GET /v1/identity/{address} → /__avatar/{name}).
 */
import { parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { expect, test, type DevnetFixture } from '../../kit/index';
import { connect, currentView } from './helpers';
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

test.describe('Address details', () => {
  test('the Account view links an EVM account to its page on the devnet network’s explorer, in a new tab (issue 36)', async ({ page, devnet }) => {
    const { account } = await freshFundedAccount({ 31337: devnet.evm }, parseUnits('1', 18));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    const link = page.getByTestId('account-explorer');
    await expect(link).toHaveText('View on explorer');
    const href = await link.getAttribute('href');
    expect(href?.toLowerCase()).toBe(`http://127.0.0.1:8787/explorer/31337/address/${account.address.toLowerCase()}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('Send shows the avatar and name of a typed name the devnet’s identity service resolves (issue 36)', async ({ page, devnet }) => {
    const label = `who-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
    const name = `${label}.reown.id`;
    const target = await registerName(devnet, label);
    const { account } = await freshFundedAccount({ 31337: devnet.evm }, parseUnits('1', 18));
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    await page.getByTestId('account-action-send').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Send');
    await page.getByTestId('send-receiver').fill(name);
    await expect(page.getByTestId('send-receiver-address')).toHaveText(target);
    await expect(page.getByTestId('send-receiver-profile-name')).toHaveText(name);
    const avatar = page.getByTestId('send-receiver-avatar');
    await expect(avatar).toHaveAttribute('src', `${devnet.api}/__avatar/${encodeURIComponent(name)}`);
    // The image really loaded (the emulator serves it), not just an <img> tag.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Typed on to something else: the avatar goes with the name.
    await page.getByTestId('send-receiver').fill('0x1234');
    await expect(page.getByTestId('send-receiver-profile')).toHaveCount(0);
  });
});

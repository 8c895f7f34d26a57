/**
 * The rest of the Account view on the devnet: NFTs minted on the local chain appear in the NFTs tab
 * (hostile names and image URLs inert); an address with a devnet identity shows its name and avatar
 * in the Account header and on the host's account button (a hostile identity stays text); network,
 * token and wallet images come from the devnet's image endpoints, with initials when one fails.
 */
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { connect, DEMO, WALLET_ROW } from '../evm-account/helpers';

function noDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  return dialogs;
}

test.describe('NFTs, identity and images', () => {
  test('NFTs minted on the devnet appear, hostile ones inert', async ({ page, devnet }) => {
    const dialogs = noDialogs(page);
    // Account 0 holds Pass #1, #2, three Early Badges and two hostile passes (devnet deploy).
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: evmAccounts[0] });
    await connect(page, wallet);
    // Spec §2 tab order: Tokens, NFTs, Activity.
    await expect(page.locator('[role="tab"]')).toHaveText(['Tokens', 'NFTs', 'Activity']);
    await page.getByTestId('account-tab-nfts').click();
    const item = (id: string, standard = 'ERC721') => page.locator(`[data-testid="nft-item"][data-token-id="${id}"][data-standard="${standard}"]`);
    await expect(item('1').getByTestId('nft-name')).toHaveText('Pass #1');
    await expect(item('1').getByTestId('nft-collection')).toHaveText('Gangway Passes');
    await expect(item('1').getByTestId('nft-image')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    await expect(item('2').getByTestId('nft-name')).toHaveText('Pass #2');
    await expect(item('1', 'ERC1155').getByTestId('nft-collection')).toHaveText('Gangway Badges ×3');
    // Hostile: a markup name with a javascript: image, and an SVG carrying a script.
    await expect(item('666').getByTestId('nft-name')).toHaveText('<img src=x onerror=alert(1)>');
    await expect(item('666').locator('img')).toHaveCount(0);
    await expect(item('667').getByTestId('nft-name')).toHaveText('<b onmouseover=alert(1)>svg</b>');
    // The SVG is only ever an <img> (its script cannot run there), never inline markup.
    await expect(item('667').getByTestId('nft-image')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(page.locator('[data-gangway-modal] svg script, [data-gangway-modal] img[src="x"], [data-gangway-modal] img[src^="javascript"]')).toHaveCount(0);
    // Nothing of another account: Pass #3 belongs to account 1.
    await expect(item('3')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('a service without the NFT endpoint (the hosted API answers 404): the NFTs tab goes, no error', async ({ page, devnet }) => {
    await devnet.injectFault({ path: '/v1/account/:address/nfts', status: 404 });
    try {
      const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: evmAccounts[0] });
      await connect(page, wallet);
      await page.getByTestId('account-tab-nfts').click();
      await expect(page.locator('[role="tab"]')).toHaveText(['Tokens', 'Activity']);
      await expect(page.getByTestId('nfts-error')).toHaveCount(0);
      await expect(page.locator('[data-gangway-toast]')).toHaveCount(0);
    } finally {
      await devnet.clearFaults();
    }
  });

  test('an address with a devnet identity shows its name and avatar (header and host button)', async ({ page, devnet }) => {
    const privateKey = generatePrivateKey();
    const owner = privateKeyToAccount(privateKey);
    const label = `e2e-${owner.address.slice(2, 10).toLowerCase()}`;
    const message = JSON.stringify({ name: `${label}.reown.id`, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
    const res = await fetch(`${devnet.api}/v1/profile/account?projectId=${devnet.projectId}`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ coin_type: 60, address: owner.address, message, signature: await owner.signMessage({ message }) }),
    });
    expect(res.status).toBe(200);
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: { privateKey } });
    await connect(page, wallet);
    await expect(page.getByTestId('account-name')).toHaveText(`${label}.reown.id`);
    const avatar = page.getByTestId('account-avatar');
    await expect(avatar).toHaveAttribute('src', `${devnet.api}/__avatar/${label}.reown.id`);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The host's account button (kernel React bindings: profileName, profileImage).
    await expect(page.getByTestId('gangway-connect')).toHaveText(`${label}.reown.id`);
    await expect(page.getByTestId('gangway-connect-avatar')).toHaveAttribute('src', `${devnet.api}/__avatar/${label}.reown.id`);
  });

  test('a hostile identity (markup name, script avatar) renders as text with the initials', async ({ page, devnet }) => {
    const dialogs = noDialogs(page);
    const privateKey = generatePrivateKey();
    const owner = privateKeyToAccount(privateKey);
    const hostile = '<img src=x onerror=alert(1)>';
    await devnet.admin(`identities/${owner.address}`, { body: { name: hostile, avatar: 'javascript:alert(1)' } });
    try {
      const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: { privateKey } });
      await connect(page, wallet);
      await expect(page.getByTestId('account-name')).toHaveText(hostile);
      await expect(page.getByTestId('account-avatar')).toHaveAttribute('data-fallback', '');
      await expect(page.getByTestId('gangway-connect')).toHaveText(hostile);
      await expect(page.getByTestId('gangway-connect-avatar')).toHaveCount(0);
      await expect(page.locator('img[src="x"], img[src^="javascript"]')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    } finally {
      await devnet.admin('identities', { method: 'DELETE' });
    }
  });

  test('network, token and wallet images come from the image endpoints as blobs', async ({ page, devnet }) => {
    const images: string[] = [];
    page.on('request', (r) => { if (/\/(getWalletImage|public\/get\w+Image)\//.test(r.url())) images.push(new URL(r.url()).pathname); });
    // The test wallet's Connect row: its EIP-6963 icon.
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: evmAccounts[3] });
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    await expect(page.locator(`${WALLET_ROW} img, ${WALLET_ROW} [data-fallback]`)).toHaveCount(1);
    await page.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    // The network icon is a blob of GET /public/getAssetImage/{the network's image id} (never its CAIP-2 id).
    const icon = page.getByTestId('account-network-icon');
    await expect(icon).toHaveAttribute('src', /^blob:/);
    expect(images).toContain('/public/getAssetImage/6a6e6777-0000-4000-8000-000000031337');
    expect(images.some((p) => p.includes('getAssetImage/eip155'))).toBe(false);
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // Token icons: the test wallet reports no icon URL, so the token image endpoint serves them.
    const usdc = page.locator('[data-testid="token-row"][data-symbol="USDC"] img');
    await expect(usdc).toHaveAttribute('src', /^blob:/);
    expect(images).toContain('/public/getTokenImage/USDC');
    await expect.poll(() => usdc.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // The Networks list shows every network with its icon.
    await page.getByTestId('account-network').click();
    await expect(page.locator('[data-testid="network-eip155:31338"] [data-testid="network-icon"]')).toHaveAttribute('src', /^blob:/);
  });

  test('a network image that fails shows the initials', async ({ page, devnet }) => {
    await devnet.clearFaults();
    await devnet.injectFault({ path: '/public/getAssetImage/*', status: 500 });
    try {
      const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: evmAccounts[3] });
      await connect(page, wallet);
      const icon = page.getByTestId('account-network-icon');
      await expect(icon).toHaveAttribute('data-fallback', '');
      await expect(icon).toHaveAttribute('data-initials', 'GD');
      // The rest of the header is unaffected.
      await expect(page.getByTestId('account-network')).toContainText('Gangway Devnet');
    } finally {
      await devnet.clearFaults();
    }
  });
});

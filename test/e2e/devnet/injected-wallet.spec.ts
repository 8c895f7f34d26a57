// The injected test wallet in Chromium: EIP-6963 announcement, connect, personal_sign (reject, then
// approve), eth_sendTransaction, chain switching (and 4902), accountsChanged, capabilities and assets.
import { createPublicClient, http, recoverMessageAddress } from 'viem';
import { evmAccounts } from '@gangway/devnet/accounts';
import { expect, test } from '../../kit/index';

test('the injected wallet announces, connects, signs and sends on the devnet', async ({ page, devnet, injectedWallet }) => {
  await page.goto(`${devnet.api}/__demo/injected.html`);
  await expect(page.locator('#providers li[data-rdns="dev.gangway.testwallet"]')).toHaveText('Gangway Test Wallet (dev.gangway.testwallet)');
  const out = page.locator('#out');

  expect(await page.evaluate(() => (window as any).ethereum.request({ method: 'eth_accounts' }))).toEqual([]);
  await page.click('#connect');
  await injectedWallet.approveNext('eth_requestAccounts');
  await expect(out).toContainText(`accounts: ["${injectedWallet.address}"]`);

  await page.click('#sign');
  await injectedWallet.rejectNext('personal_sign');
  await expect(out).toContainText('signatureError: {"code":4001');

  await page.click('#sign');
  await injectedWallet.approveNext('personal_sign');
  await expect(out).toContainText('signature: 0x');
  const signature = await page.evaluate(() => (window as any).__demo.signature as `0x${string}`);
  expect(await recoverMessageAddress({ message: 'Hello devnet', signature })).toBe(injectedWallet.address);

  await page.click('#send');
  await injectedWallet.approveNext('eth_sendTransaction');
  await expect(out).toContainText('txHash: 0x');
  const hash = await page.evaluate(() => (window as any).__demo.txHash as `0x${string}`);
  const receipt = await createPublicClient({ transport: http(devnet.evm) }).waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');

  await page.click('#switch');
  await injectedWallet.approveNext('wallet_switchEthereumChain');
  await expect(out).toContainText('chainChanged: 0x7a6a');
  expect(await page.evaluate(() => (window as any).ethereum.request({ method: 'eth_chainId' }))).toBe('0x7a6a');

  const unknown = await page.evaluate(() => (window as any).ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }).catch((e: any) => e.code));
  expect(unknown).toBe(4902);

  const caps = await page.evaluate(() => (window as any).ethereum.request({ method: 'wallet_getCapabilities', params: [] }));
  expect(caps['0x7a69'].assetDiscovery.supported).toBe(true);
  const assets = await page.evaluate((a) => (window as any).ethereum.request({ method: 'wallet_getAssets', params: [{ account: a, chainFilter: ['0x7a69'] }] }), injectedWallet.address);
  expect(assets['0x7a69'].map((x: any) => x.metadata.symbol)).toEqual(expect.arrayContaining(['ETH', 'USDC']));
  expect(assets['0x7a69'].find((x: any) => x.metadata.symbol === 'USDC')).toMatchObject({ type: 'erc20', metadata: { decimals: 6 } });

  await injectedWallet.setAccount(evmAccounts[3]);
  await expect(out).toContainText(`accountsChanged: ["${evmAccounts[3].address}"]`);
  expect(injectedWallet.pending()).toHaveLength(0);
});

// WalletConnect in Chromium: a dapp page using @walletconnect/universal-provider pairs with the kit's
// WalletConnect wallet through the devnet relay; personal_sign and eth_sendTransaction round-trip.
import { createPublicClient, http, recoverMessageAddress, toHex } from 'viem';
import { expect, test } from '../../kit/index';

test('a browser dapp pairs with the WalletConnect test wallet through the local relay', async ({ page, devnet, wcWallet }) => {
  await page.goto(`${devnet.api}/__demo/walletconnect.html`);
  const uri: string = await page.evaluate(() => (window as any).wcDemo.connect());
  expect(uri).toMatch(/^wc:/);
  await wcWallet.pair(uri);
  await wcWallet.approveSession(await wcWallet.nextProposal());
  const session = await page.evaluate(() => (window as any).wcDemo.session);
  expect(session.accounts).toContain(`eip155:31337:${wcWallet.address}`);
  await expect(page.locator('#status')).toHaveText('connected');

  const sig = page.evaluate(([m, a]) => (window as any).wcDemo.request('personal_sign', [m, a]), [toHex('hello from chromium'), wcWallet.address]);
  await wcWallet.approveRequest(await wcWallet.nextRequest());
  expect(await recoverMessageAddress({ message: 'hello from chromium', signature: (await sig) as `0x${string}` })).toBe(wcWallet.address);

  const rejected = page.evaluate(([m, a]) => (window as any).wcDemo.request('personal_sign', [m, a]).catch((e: any) => e.code), [toHex('no'), wcWallet.address]);
  await wcWallet.rejectRequest(await wcWallet.nextRequest());
  expect(await rejected).toBe(4001);

  const tx = page.evaluate((a) => (window as any).wcDemo.request('eth_sendTransaction', [{ from: a, to: '0x000000000000000000000000000000000000bEEF', value: '0x1' }]), wcWallet.address);
  await wcWallet.approveRequest(await wcWallet.nextRequest());
  const receipt = await createPublicClient({ transport: http(devnet.evm) }).waitForTransactionReceipt({ hash: (await tx) as `0x${string}` });
  expect(receipt.status).toBe('success');
});

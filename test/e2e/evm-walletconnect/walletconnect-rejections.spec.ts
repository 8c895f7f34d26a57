/**
 * The EVM slice over WalletConnect, the paths the happy-flow spec does not take:
 * - switching to a chain the wallet must add: the session holds only eip155:31337, so the switch to
 *   31338 reaches the wallet (a chain already in the session is switched locally by the SDK); the
 *   wallet rejects it (4001), then answers 4902, the widget asks wallet_addEthereumChain (rejected
 *   once, then approved: the wallet adds 31338 to the session with sign-client `update`), and the
 *   widget lands on 31338 where a native send is verified on chain;
 * - a rejected eth_sendTransaction (native and ERC-20) keeps the Send inputs and leaves balances
 *   unchanged on chain; the retry goes through;
 * - Receive shows the connected address and a QR code that decodes to it.
 * The wallet approves everything by itself except the methods in `prompt`, which the test settles.
 */
import { formatUnits, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { evmAccounts } from '@gangway/devnet/accounts';
import { createWcWallet, type WcWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test, type DevnetFixture } from '../../kit/index';
import { formatQuantity } from '../../../libs/wallet/src/format';
import { chainReader } from '../evm-account/helpers';
import { connectWalletConnect, currentView as view, fillSend, nextPrompt, readout, readQr, toast } from './helpers';

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;
const nativeRow = (page: Page) => page.locator('[data-testid="token-row"][data-symbol="ETH"] [data-testid="token-quantity"]');

/** A WalletConnect test wallet for one test, closed afterwards. */
async function withWallet(devnet: DevnetFixture, opts: Omit<Parameters<typeof createWcWallet>[0], 'relayUrl' | 'projectId'>, run: (w: WcWallet) => Promise<void>) {
  const wallet = await createWcWallet({ relayUrl: devnet.relay, projectId: devnet.projectId, autoApprove: true, ...opts });
  try {
    await run(wallet);
  } finally {
    await wallet.close();
  }
}

test.describe('EVM over WalletConnect: rejections, a chain to add, receive', () => {
  test('switch to a chain the wallet must add: 4001 on switch and on add keep the network, then 4902 → add → session update → switched', async ({ page, devnet }) => {
    // The wallet knows only 31337 (so it approves the session with eip155:31337 alone) and holds switch and add for the test.
    const account = evmAccounts[5];
    await withWallet(devnet, { chains: { 31337: devnet.evm }, account, prompt: ['wallet_switchEthereumChain', 'wallet_addEthereumChain'] }, async (wallet) => {
      await connectWalletConnect(page, wallet);
      const state = readout(page);
      await expect(state.network).toHaveText('eip155:31337');
      expect(wallet.sessions().map((s) => s.namespaces.eip155.chains)).toEqual([['eip155:31337']]);
      const chain1 = chainReader(devnet.evm);
      const chain2 = chainReader(devnet.evm2);
      await expect(nativeRow(page)).toHaveText(`${formatQuantity(formatUnits(await chain1.native(account.address), 18))} ETH`);

      // 1. The switch reaches the wallet (31338 is not in the session) and is rejected: nothing changes.
      await page.getByTestId('account-network').click();
      await page.getByTestId('network-eip155:31338').click();
      await expect(view(page)).toHaveAttribute('data-gangway-view', 'SwitchNetwork');
      const rejected = await nextPrompt(wallet, 'wallet_switchEthereumChain');
      expect(rejected.params.request.params).toEqual([{ chainId: '0x7a6a' }]);
      await wallet.rejectRequest(rejected);
      await expect(page.getByTestId('switch-network-view')).toHaveAttribute('data-phase', 'declined');
      await expect(page.getByText('Switch declined')).toBeVisible();
      await expect(state.network).toHaveText('eip155:31337');
      await expect(state.status).toHaveText('connected');

      // 2. Retry: the wallet does not know 31338 (4902), so the widget asks to add it; the add is rejected: nothing changes.
      await page.getByTestId('switch-network-retry').click();
      await expect(wallet.approveRequest(await nextPrompt(wallet, 'wallet_switchEthereumChain'))).rejects.toMatchObject({ code: 4902 });
      const add = await nextPrompt(wallet, 'wallet_addEthereumChain');
      expect(add.params.chainId).toBe('eip155:31337');
      expect(add.params.request.params).toEqual([{
        chainId: '0x7a6a', rpcUrls: [devnet.evm2], chainName: 'Gangway Devnet 2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, blockExplorerUrls: ['http://127.0.0.1:8787/explorer/31338'],
      }]);
      await wallet.rejectRequest(add);
      await expect(page.getByTestId('switch-network-view')).toHaveAttribute('data-phase', 'declined');
      await expect(state.network).toHaveText('eip155:31337');
      await expect(state.status).toHaveText('connected');
      expect(wallet.sessions().map((s) => s.namespaces.eip155.chains)).toEqual([['eip155:31337']]);

      // 3. Retry: 4902 again, the add approved; the wallet puts 31338 in the session and the widget switches.
      await page.getByTestId('switch-network-retry').click();
      await expect(wallet.approveRequest(await nextPrompt(wallet, 'wallet_switchEthereumChain'))).rejects.toMatchObject({ code: 4902 });
      await wallet.approveRequest(await nextPrompt(wallet, 'wallet_addEthereumChain'));
      await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
      await expect(state.network).toHaveText('eip155:31338');
      await expect(state.status).toHaveText('connected');
      await expect(state.address).toHaveText(wallet.address);
      expect(wallet.sessions().map((s) => s.namespaces.eip155.chains)).toEqual([['eip155:31337', 'eip155:31338']]);
      const prompts = wallet.log().filter((l) => l.method === 'wallet_switchEthereumChain' || l.method === 'wallet_addEthereumChain').map((l) => `${l.method}:${l.outcome}:${l.code ?? ''}`);
      expect(prompts).toEqual([
        'wallet_switchEthereumChain:rejected:4001',
        'wallet_switchEthereumChain:error:4902', 'wallet_addEthereumChain:rejected:4001',
        'wallet_switchEthereumChain:error:4902', 'wallet_addEthereumChain:approved:',
      ]);

      // On the added chain: Account shows the balance there, and a native send lands there (not on 31337).
      await expect(nativeRow(page)).toHaveText(`${formatQuantity(formatUnits(await chain2.native(account.address), 18))} ETH`);
      const to = freshAddress();
      await page.getByTestId('account-action-send').click();
      await fillSend(page, 'ETH', '0.1', to);
      await page.getByTestId('send-submit').click();
      await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
      await expect.poll(() => chain2.native(to)).toBe(parseUnits('0.1', 18));
      expect(await chain1.native(to)).toBe(0n);
      expect(wallet.log().filter((l) => l.method === 'eth_sendTransaction').map((l) => `${l.chainId}:${l.outcome}`)).toEqual(['eip155:31338:approved']);

      // Back to 31337: both chains are in the session now, so no wallet prompt is needed.
      await page.getByTestId('account-network').click();
      await page.getByTestId('network-eip155:31337').click();
      await expect(state.network).toHaveText('eip155:31337');
      await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');

      await page.getByTestId('account-disconnect').click();
      await expect(state.status).toHaveText('disconnected');
      await expect.poll(() => wallet.sessions().length).toBe(0);
    });
  });

  test('a rejected send (native, ERC-20) keeps the inputs and the balances on chain; the retry goes through; receive shows the address and its QR', async ({ page, devnet }) => {
    const account = evmAccounts[3];
    const tokens = devnet.contracts.tokens as Record<string, Address>;
    const usdc = { address: tokens.USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1 };
    await withWallet(devnet, { chains: { 31337: devnet.evm, 31338: devnet.evm2 }, account, tokens: { 31337: [usdc] }, prompt: ['eth_sendTransaction'] }, async (wallet) => {
      await connectWalletConnect(page, wallet);
      const chain = chainReader(devnet.evm);
      await expect(nativeRow(page)).toHaveText(`${formatQuantity(formatUnits(await chain.native(account.address), 18))} ETH`);
      const to = freshAddress();

      // Native: rejected, then approved.
      const ethBefore = await chain.native(account.address);
      await page.getByTestId('account-action-send').click();
      await fillSend(page, 'ETH', '0.1', to);
      await page.getByTestId('send-submit').click();
      const tx = await nextPrompt(wallet, 'eth_sendTransaction');
      expect(tx.params.chainId).toBe('eip155:31337');
      expect(tx.params.request.params).toEqual([{ from: account.address, to, value: '0x16345785d8a0000', data: '0x' }]);
      await wallet.rejectRequest(tx);
      await expectKeptAfterRejection(page, '0.1', to);
      expect(await chain.native(to)).toBe(0n);
      expect(await chain.native(account.address)).toBe(ethBefore);

      await page.getByTestId('send-submit').click();
      await wallet.approveRequest(await nextPrompt(wallet, 'eth_sendTransaction'));
      await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
      await expect.poll(() => chain.native(to)).toBe(parseUnits('0.1', 18));

      // ERC-20: rejected, then approved.
      const usdcBefore = await chain.erc20(tokens.USDC, account.address);
      await page.getByTestId('account-action-send').click();
      await fillSend(page, 'USDC', '1.5', to);
      await page.getByTestId('send-submit').click();
      const transfer = await nextPrompt(wallet, 'eth_sendTransaction');
      expect(transfer.params.request.params[0]).toMatchObject({ from: account.address, to: tokens.USDC });
      await wallet.rejectRequest(transfer);
      await expectKeptAfterRejection(page, '1.5', to);
      expect(await chain.erc20(tokens.USDC, to)).toBe(0n);
      expect(await chain.erc20(tokens.USDC, account.address)).toBe(usdcBefore);

      await page.getByTestId('send-submit').click();
      await wallet.approveRequest(await nextPrompt(wallet, 'eth_sendTransaction'));
      await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
      await expect.poll(() => chain.erc20(tokens.USDC, to)).toBe(1_500_000n);
      expect(await chain.erc20(tokens.USDC, account.address)).toBe(usdcBefore - 1_500_000n);
      expect(wallet.log().filter((l) => l.method === 'eth_sendTransaction').map((l) => l.outcome)).toEqual(['rejected', 'approved', 'rejected', 'approved']);

      // Receive: the connected address in full and a QR code that encodes it.
      await page.getByTestId('account-action-receive').click();
      await expect(view(page)).toHaveAttribute('data-gangway-view', 'Receive');
      await expect(page.getByTestId('receive-address')).toHaveText(wallet.address);
      await expect(page.locator('[data-testid="receive-qr"] svg')).toHaveCount(1);
      expect(await readQr(page, '[data-testid="receive-qr"]')).toBe(wallet.address);

      await page.locator('[data-gangway-back]').click();
      await page.getByTestId('account-disconnect').click();
      await expect(readout(page).status).toHaveText('disconnected');
      await expect.poll(() => wallet.sessions().length).toBe(0);
    });
  });
});

/** After a 4001 on Send: the spec's toast, still on Send with the inputs, ready to submit again. */
async function expectKeptAfterRejection(page: Page, amount: string, to: string) {
  await expect(toast(page)).toHaveText('Signature declined');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Send');
  await expect(page.getByTestId('send-amount')).toHaveValue(amount);
  await expect(page.getByTestId('send-receiver')).toHaveValue(to);
  await expect(page.getByTestId('send-submit')).toBeEnabled();
  await expect(readout(page).status).toHaveText('connected');
}

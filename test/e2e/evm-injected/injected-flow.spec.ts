/**
 * The EVM slice with the injected test wallet (EIP-6963) on the demo host against the devnet:
 * connect → Account with on-chain balances → switch to eip155:31338, a chain this wallet does not
 * know (4902 → wallet_addEthereumChain → switch) → a native send on that chain, verified on chain →
 * switch back → disconnect; a rejection (4001) at connect and at each switch leaves the state as it
 * was. (Sends on 31337, ERC-20 included, are the evm-account spec's.)
 * The flow runs twice: with the demo's own plugin chunks, and with every built-in plugin taken from its
 * federated remote bundle on another origin (`?source=remote`: dist/remotes on 127.0.0.1:5176), where
 * no chunk of the demo's own plugins may be requested.
 */
import { formatUnits, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { chainReader, connect, currentView as view, DEMO, WALLET_ROW, type Wallet } from '../evm-account/helpers';
import { formatQuantity, truncateAddress } from '../../../libs/wallet/src/format';

/** The demo's own readout of the widget state (outside the modal). */
const readout = (page: Page) => ({
  status: page.getByTestId('status'),
  address: page.getByTestId('address'),
  network: page.getByTestId('network'),
});
const nativeRow = (page: Page) => page.locator('[data-testid="token-row"][data-symbol="ETH"] [data-testid="token-quantity"]');

test.describe('EVM with the injected wallet', () => {
  const account = evmAccounts[4];

  for (const source of ['bundled', 'remote'] as const) test(`connect, balances, switch (adding a chain), rejections keep state, disconnect (plugins ${source})`, async ({ page, devnet }) => {
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The wallet knows only 31337: switching to 31338 must go through wallet_addEthereumChain.
    const wallet = await installInjectedWallet(page, { urls: { evm: devnet.evm }, contracts: devnet.contracts, account });
    await page.goto(source === 'remote' ? `${DEMO}?source=remote` : DEMO);
    const state = readout(page);
    await expect(state.status).toHaveText('disconnected');

    // Connect, rejected first (4001): nothing changes, the view offers a retry.
    await page.getByTestId('gangway-connect').click();
    await page.locator(WALLET_ROW).click();
    await wallet.rejectNext('eth_requestAccounts');
    await expect(page.getByTestId('connect-error')).toHaveText('Connection declined');
    await expect(state.status).toHaveText('disconnected');
    await expect(state.address).toHaveText('—');

    await page.getByTestId('connect-retry').click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(account.address));
    await expect(state.status).toHaveText('connected');
    await expect(state.address).toHaveText(account.address);
    await expect(state.network).toHaveText('eip155:31337');

    // Account balances match the local chain (read here with viem).
    const chain1 = chainReader(devnet.evm);
    const native = await chain1.native(account.address);
    await expect(page.getByTestId('account-balance')).toHaveText(`${formatQuantity(formatUnits(native, 18))} ETH`);
    const usdc = await chain1.erc20(devnet.contracts.tokens.USDC, account.address);
    expect(usdc).toBeGreaterThan(0n);
    await expect(page.locator('[data-testid="token-row"][data-symbol="USDC"] [data-testid="token-quantity"]')).toHaveText(`${formatQuantity(formatUnits(usdc, 6))} USDC`);

    // Switch to 31338: the wallet does not know it (4902), so the chain is added; the add is rejected first.
    await page.getByTestId('account-network').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Networks');
    await expect(page.getByTestId('network-eip155:31337')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('network-eip155:31338').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'SwitchNetwork');
    await wallet.rejectNext('wallet_addEthereumChain');
    await expect(page.getByTestId('switch-network-view')).toHaveAttribute('data-phase', 'declined');
    await expect(page.getByText('Switch declined')).toBeVisible();
    await expect(state.network).toHaveText('eip155:31337');
    await expect(state.status).toHaveText('connected');

    await page.getByTestId('switch-network-retry').click();
    const add = await waitForRequest(wallet, 'wallet_addEthereumChain');
    expect(add.params).toEqual([{
      chainId: '0x7a6a', rpcUrls: [devnet.evm2], chainName: 'Gangway Devnet 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, blockExplorerUrls: ['http://127.0.0.1:8787/explorer/31338'],
    }]);
    // Once added, the test wallet answers the second switch without a prompt (the chain is now known).
    await add.approve();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(state.network).toHaveText('eip155:31338');
    const adds = wallet.log().filter((l) => l.method === 'wallet_addEthereumChain').map((l) => l.outcome);
    expect(adds).toEqual(['rejected', 'approved']);
    const methods = wallet.log().map((l) => `${l.method}:${l.outcome}`);
    expect(methods.slice(methods.indexOf('wallet_addEthereumChain:approved'))).toContain('wallet_switchEthereumChain:answered');
    expect(await page.evaluate(() => (window as any).ethereum.request({ method: 'eth_chainId' }))).toBe('0x7a6a');

    // On the added chain: Account reads its balance there, and a native send lands there (not on 31337).
    const chain2 = chainReader(devnet.evm2);
    await expect(nativeRow(page)).toHaveText(`${formatQuantity(formatUnits(await chain2.native(account.address), 18))} ETH`);
    await sendNative(page, wallet, devnet, '0.1', freshAddress());

    // Switching back, rejected (4001): the network stays; the retry goes through.
    await page.getByTestId('account-network').click();
    await page.getByTestId('network-eip155:31337').click();
    await wallet.rejectNext('wallet_switchEthereumChain');
    await expect(page.getByTestId('switch-network-view')).toHaveAttribute('data-phase', 'declined');
    await expect(state.network).toHaveText('eip155:31338');
    await page.getByTestId('switch-network-retry').click();
    await wallet.approveNext('wallet_switchEthereumChain');
    await expect(state.network).toHaveText('eip155:31337');

    // Disconnect from the Account view: permissions revoked (best effort), the widget disconnected.
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await page.getByTestId('account-disconnect').click();
    await expect(state.status).toHaveText('disconnected');
    await expect(state.address).toHaveText('—');
    // The wallet no longer grants the site its accounts (wallet_revokePermissions went through).
    expect(await page.evaluate(() => (window as any).ethereum.request({ method: 'eth_accounts' }))).toEqual([]);
    expect(wallet.pending()).toHaveLength(0);

    // Where the plugins' code came from: the demo's own chunks, or only the remote bundles' origin.
    const ownPluginChunks = scripts.filter((u) => /\/chunks\/plugin-(?!details\.)/.test(u));
    const fromBundles = scripts.filter((u) => u.startsWith('http://127.0.0.1:5176/'));
    if (source === 'remote') {
      expect(ownPluginChunks).toEqual([]);
      for (const id of ['connect', 'injected', 'chain-eip155', 'account', 'networks', 'send']) {
        expect(fromBundles.some((u) => u.includes(`/${id}/remoteEntry.`))).toBe(true);
      }
    } else {
      expect(fromBundles).toEqual([]);
      expect(ownPluginChunks.length).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  });

  test('choosing a network before connecting', async ({ page, devnet }) => {
    await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await page.goto(DEMO);
    await page.getByTestId('open-Networks').click();
    await page.getByTestId('network-eip155:31338').click();
    await expect(readout(page).network).toHaveText('eip155:31338');
    await expect(readout(page).status).toHaveText('disconnected');
  });

  test('a wallet on a chain the app does not support opens UnsupportedChain', async ({ page, devnet }) => {
    const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
    await connect(page, wallet);
    // The wallet moves to a chain the demo does not configure (its own chain list, no add needed).
    await page.evaluate(() => (window as any).__gangwayTestWallet.emit('chainChanged', '0x5'));
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'UnsupportedChain');
    await expect(page.getByTestId('unsupported-network-name')).toHaveText('Unknown Network');
    await page.getByTestId('network-eip155:31337').click();
    await wallet.approveNext('wallet_switchEthereumChain');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(readout(page).network).toHaveText('eip155:31337');
  });
});

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;

/** Sends `amount` ETH from the Account view, approves it, and checks the chains (31338 gets it, 31337 not). */
async function sendNative(page: Page, wallet: Wallet, urls: { evm: string; evm2: string }, amount: string, to: Address) {
  await page.getByTestId('account-action-send').click();
  const eth = await page.locator('[data-testid="send-token"] option').filter({ hasText: /^ETH / }).getAttribute('value');
  await page.getByTestId('send-token').selectOption(eth!);
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-receiver').fill(to);
  await page.getByTestId('send-submit').click();
  await wallet.approveNext('eth_sendTransaction');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect.poll(() => chainReader(urls.evm2).native(to)).toBe(parseUnits(amount, 18));
  expect(await chainReader(urls.evm).native(to)).toBe(0n);
}

/** The next pending wallet request of a method, without settling it. */
async function waitForRequest(wallet: Wallet, method: string) {
  await expect.poll(() => wallet.pending().some((r) => r.method === method)).toBe(true);
  return wallet.pending().find((r) => r.method === method)!;
}

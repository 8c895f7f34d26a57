/** Shared steps of the evm-account specs: connect through the Connect view, read the chain, watch the toast. */
import { createPublicClient, erc20Abi, formatUnits, http, type Address } from 'viem';
import type { Page } from '@playwright/test';
import type { installInjectedWallet } from '@gangway/devnet/wallets';
import { expect } from '../../kit/index';

export const DEMO = 'http://127.0.0.1:5173/';
export const WALLET_ROW = '[data-testid="wallet-eip6963:dev.gangway.testwallet"]';
export type Wallet = Awaited<ReturnType<typeof installInjectedWallet>>;

export const currentView = (page: Page) => page.locator('[data-gangway-view]');
export const toast = (page: Page) => page.locator('[data-gangway-toast]');

/** Opens the modal, picks the test wallet on the Connect view and approves; ends on Account. */
export async function connect(page: Page, wallet: Wallet) {
  await page.goto(DEMO);
  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(page.getByTestId('status')).toHaveText('connected');
}

/** Native and ERC-20 balances read on chain with viem (what the Account view must show), and a transaction's fee. */
export function chainReader(rpcUrl: string) {
  const client = createPublicClient({ transport: http(rpcUrl) });
  return {
    native: (address: Address) => client.getBalance({ address }),
    erc20: (token: Address, address: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    format: formatUnits,
    /** What a transaction costs on the node now: eth_estimateGas × eth_gasPrice, in wei. */
    fee: async (tx: { account: Address; to: Address; value?: bigint }) => (await client.estimateGas(tx)) * (await client.getGasPrice()),
  };
}

/**
 * Makes the test wallet answer wallet_getCapabilities with "method not found", as most wallets do,
 * so the widget reads balances from the balance API (the path the API-fault tests need).
 */
export async function withoutAssetDiscovery(page: Page, binding = '__gangwayTestWalletBridge') {
  await page.addInitScript((name) => {
    const w = window as unknown as Record<string, (r: { method: string }) => Promise<unknown>>;
    const original = w[name];
    w[name] = async (req) => (req.method === 'wallet_getCapabilities'
      ? { error: { code: -32601, message: 'Method not found' } }
      : original(req));
  }, binding);
}

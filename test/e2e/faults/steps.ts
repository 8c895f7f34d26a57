/**
 * Steps the fault-matrix cases share: reaching a state (connected, on a view), the checks every case
 * makes (the modal is never blank, what the visitor held is still there) and wallet answers by code.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { installInjectedWallet } from '@gangway/devnet/wallets';
import type { DevnetFixture } from '../../kit/index';
import { expect } from '../../kit/index';

export const DEMO = 'http://127.0.0.1:5173/';
export const WALLET_ROW = '[data-testid="wallet-eip6963:dev.gangway.testwallet"]';
export type Wallet = Awaited<ReturnType<typeof installInjectedWallet>>;

export const view = (page: Page) => page.locator('[data-gangway-view]');
export const toast = (page: Page) => page.locator('[data-gangway-toast]');
export const alertOf = (page: Page, kind: string) => page.locator(`[data-gangway-alert="${kind}"]`);
export const readout = (page: Page) => ({ status: page.getByTestId('status'), address: page.getByTestId('address'), network: page.getByTestId('network') });

/** What a case gets: the page, the devnet's fault control, the injected test wallet. */
export interface CaseContext {
  page: Page;
  context: BrowserContext;
  devnet: DevnetFixture;
  wallet: Wallet;
  /** Values a case's steps pass on (e.g. the address it connected). */
  memo: Record<string, unknown>;
}

/** What wallets answer, by code (EIP-1193 4001, spec §8 4902 / 5000 / -32603), with the words real wallets use. */
export const WALLET_ANSWERS = {
  4001: 'User rejected the request.',
  5000: 'User disapproved requested chains.',
  4902: 'Unrecognized chain ID "0x7a6a". Try adding the chain using wallet_addEthereumChain first.',
  [-32603]: 'Internal JSON-RPC error.',
} as const;
export type WalletCode = keyof typeof WALLET_ANSWERS;
export const WALLET_CODES = [4001, 5000, 4902, -32603] as const;

/** Answers the wallet's next `method` prompt with an error of `code`. */
export async function answerWithError(wallet: Wallet, method: string, code: WalletCode) {
  const req = await wallet.nextRequest(method);
  req.reject(code, WALLET_ANSWERS[code]);
}

/** Opens the demo and connects the injected test wallet through the Connect view; ends on Account. */
export async function connectInjected({ page, wallet }: Pick<CaseContext, 'page' | 'wallet'>, url = DEMO) {
  await page.goto(url);
  // A wallet that already granted this site its accounts answers without a prompt.
  const prompts = !wallet.connected;
  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
  if (prompts) await wallet.approveNext('eth_requestAccounts');
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(readout(page).status).toHaveText('connected');
  await expect(readout(page).address).toHaveText(wallet.address);
}

/**
 * Never a blank modal: when the modal is open, what it shows (a view, an error view or an alert)
 * has visible text. Waits for it: a view may still be painting its first frame.
 */
export async function expectNotBlank(page: Page) {
  const modal = page.locator('[data-gangway-modal]');
  if ((await modal.count()) === 0) return;
  await expect.poll(() => modal.first().evaluate((el) => (el as HTMLElement).innerText.trim().length), { message: 'the open modal shows no text' }).toBeGreaterThan(0);
  const content = page.locator('[data-gangway-view], [data-gangway-error-view]');
  await expect(content.first()).toBeVisible();
  await expect.poll(() => content.first().evaluate((el) => (el as HTMLElement).innerText.trim().length), { message: 'the view is blank' }).toBeGreaterThan(0);
}

/** The connected account is still there, on the same network. */
export async function expectStillConnected(page: Page, address: string, network = 'eip155:31337') {
  await expect(readout(page).status).toHaveText('connected');
  await expect(readout(page).address).toHaveText(address);
  await expect(readout(page).network).toHaveText(network);
}

/** Not connected, and the Connect view still offers the test wallet (nothing stuck in 'connecting'). */
export async function expectConnectUsable(page: Page) {
  await expect(readout(page).status).toHaveText('disconnected');
  if ((await page.locator('[data-gangway-modal]').count()) === 0) await page.getByTestId('gangway-connect').click();
  else if ((await view(page).getAttribute('data-gangway-view')) !== 'Connect') await page.evaluate(() => (window as unknown as { gangway: { open(o: unknown): Promise<void> } }).gangway.open({ view: 'Connect' }));
  await expect(page.locator(WALLET_ROW)).toBeVisible();
}

/** Makes the test wallet lack asset discovery (wallet_getCapabilities: method not found), so balances come from the balance API. */
export async function withoutAssetDiscovery(page: Page, binding = '__gangwayTestWalletBridge') {
  await page.addInitScript((name) => {
    const w = window as unknown as Record<string, (r: { method: string }) => Promise<unknown>>;
    const original = w[name];
    w[name] = async (req) => (req.method === 'wallet_getCapabilities' ? { error: { code: -32601, message: 'Method not found' } } : original(req));
  }, binding);
}

/** Adds a fault through the devnet's fault control. */
export const inject = (devnet: DevnetFixture, ...faults: Parameters<DevnetFixture['injectFault']>[0][]) => Promise.all(faults.map((f) => devnet.injectFault(f)));

/** Shared steps of the WalletConnect specs: pairing from the Connect view, a wallet chosen in All Wallets, the wallet's prompts, Send, the QR on screen. */
import type { Page } from '@playwright/test';
import decodeQR from 'qr/decode.js';
import type { WcRequest, WcWallet } from '@gangway/devnet/wallets';
import { expect } from '../../kit/index';

export const DEMO = 'http://127.0.0.1:5173/';
export const currentView = (page: Page) => page.locator('[data-gangway-view]');
export const toast = (page: Page) => page.locator('[data-gangway-toast]');
/** The demo's own readout of the widget state (outside the modal). */
export const readout = (page: Page) => ({ status: page.getByTestId('status'), address: page.getByTestId('address'), network: page.getByTestId('network') });

/** Opens the Connect view, chooses WalletConnect and returns the pairing URI the view shows. */
export async function openWalletConnect(page: Page): Promise<string> {
  await page.getByTestId('gangway-connect').click();
  await page.getByTestId('wallet-walletConnect').click();
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'ConnectingWalletConnect');
  const copy = page.getByTestId('wc-copy-link');
  await expect(copy).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 });
  return (await copy.getAttribute('data-uri'))!;
}

/** From the Connect view: All Wallets, a search for `name`, and its one listing chosen (not installed, so WalletConnect). */
export async function chooseFromAllWallets(page: Page, name: string) {
  await page.getByTestId('all-wallets').click();
  await page.getByTestId('all-wallets-search').fill(name);
  const item = page.locator('[data-testid^="all-wallets-item-"]', { hasText: name });
  await expect(item).toHaveCount(1);
  await item.click();
}

/** Loads the demo and connects a wallet that approves the proposal itself (autoApprove); ends on Account. */
export async function connectWalletConnect(page: Page, wallet: WcWallet) {
  await page.goto(DEMO);
  await wallet.pair(await openWalletConnect(page));
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect(readout(page).status).toHaveText('connected');
  await expect(readout(page).address).toHaveText(wallet.address);
}

/** The wallet's next held request (a prompt), which must be of `method`. */
export async function nextPrompt(wallet: WcWallet, method: string): Promise<WcRequest> {
  const req = await wallet.nextRequest();
  expect(req.params.request.method).toBe(method);
  return req;
}

/** Fills the Send view: token by symbol, amount, receiver. */
export async function fillSend(page: Page, symbol: string, amount: string, to: string) {
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Send');
  const value = await page.locator('[data-testid="send-token"] option').filter({ hasText: new RegExp(`^${symbol} `) }).getAttribute('value');
  await page.getByTestId('send-token').selectOption(value!);
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-receiver').fill(to);
}

/** Decodes the QR code drawn in `selector` (its SVG rasterised in the page, decoded with the qr library's reader). */
export async function readQr(page: Page, selector: string): Promise<string> {
  const image = await page.locator(selector).evaluate(async (el) => {
    const svg = el.querySelector('svg')!;
    const size = 400;
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size, size);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, 0, 0, size, size);
    return { width: size, height: size, data: Array.from(ctx.getImageData(0, 0, size, size).data) };
  });
  return decodeQR({ width: image.width, height: image.height, data: Uint8Array.from(image.data) });
}

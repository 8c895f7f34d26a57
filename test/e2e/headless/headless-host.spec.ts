/**
 * The headless host (hosts/headless, docs/headless.md): a connect screen the host draws itself on the
 * headless API. The wallet list (spec order) and the registry's pages and search come from the API;
 * the injected test wallet connects from the host's own row, then the WalletConnect test wallet pairs
 * from the URI the host renders (text and QR) — the widget's state and events see both, and the modal
 * never opens. The wallet buttons (React component and custom element) connect one wallet directly.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { readQr } from '../evm-walletconnect/helpers';

const HOST = 'http://127.0.0.1:5183/';
const INJECTED = 'eip6963:dev.gangway.testwallet';
const overlay = (page: Page) => page.locator('[data-gangway-overlay]');
const widget = (page: Page) => ({ status: page.getByTestId('widget-status'), address: page.getByTestId('widget-address'), events: page.getByTestId('widget-events') });

test.describe('headless host', () => {
  test('custom screen: the injected wallet, then the WalletConnect wallet from the host-rendered URI; the widget sees both', async ({ page, injectedWallet, wcWallet }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(HOST);
    const w = widget(page);
    await expect(w.status).toHaveText('disconnected');

    // The list the host draws: WalletConnect first, then the announced wallet, then registry wallets.
    const rows = page.getByTestId('hl-wallets').locator('button');
    await expect(page.getByTestId(`hl-wallet-${INJECTED}`)).toBeVisible();
    await expect(page.getByTestId('hl-wallets').locator('button[data-source="recommended"]').first()).toBeVisible();
    await expect(rows.nth(0)).toHaveAttribute('data-source', 'walletConnect');
    await expect(rows.nth(1)).toHaveAttribute('data-testid', `hl-wallet-${INJECTED}`);
    // The project's social providers (the devnet's remote project configuration lists all seven, and
    // wins over the host's option), in the spec's default order.
    await expect(page.locator('[data-testid^="hl-social-"]')).toHaveText(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']);

    // Registry pages and search (the all-wallets plugin's registry API).
    await expect(page.getByTestId('hl-count')).toHaveText(/^\d+$/);
    expect(Number(await page.getByTestId('hl-count').textContent())).toBeGreaterThan(40);
    await expect(page.getByTestId('hl-page').locator('button')).toHaveCount(40);
    await page.getByTestId('hl-next').click();
    await expect(page.getByTestId('hl-page-number')).toHaveText('2');
    await page.getByTestId('hl-search').fill('phantom');
    await expect(page.getByTestId('hl-page').locator('button')).toHaveText([/^Phantom/]);

    // 1. The injected test wallet, from the host's own row: no modal.
    await page.getByTestId(`hl-wallet-${INJECTED}`).click();
    await expect(page.getByTestId('hl-connecting')).toHaveText(/: connecting$/);
    await injectedWallet.approveNext('eth_requestAccounts');
    await expect(w.status).toHaveText('connected');
    await expect(w.address).toHaveText(injectedWallet.address);
    await expect(page.getByTestId('hl-connecting')).toHaveText(/: connected$/);
    await expect(w.events).toHaveText(/CONNECT_SUCCESS/);
    await expect(overlay(page)).toHaveCount(0);
    await page.getByTestId('disconnect').click();
    await expect(w.status).toHaveText('disconnected');
    await expect(w.events).toHaveText(/DISCONNECT_SUCCESS/);

    // 2. WalletConnect: the host renders the URI (text and QR); the test wallet pairs from the QR's content.
    await page.getByTestId('hl-wc-show').click();
    const uriText = page.getByTestId('hl-wc-uri');
    await expect(uriText).toHaveText(/^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 });
    const uri = (await uriText.textContent())!;
    await expect(page.getByTestId('hl-wc-qr')).toHaveAttribute('data-value', uri);
    expect(await readQr(page, '[data-testid="hl-wc-qr"]')).toBe(uri);
    // It is the WalletConnect plugin's own pairing (the widget state holds the same URI).
    expect(await page.evaluate(() => (window as unknown as { gangway: { getState(): { slices: Record<string, { uri?: string }> } } }).gangway.getState().slices['walletconnect/pairing'].uri)).toBe(uri);
    await wcWallet.pair(uri);
    // The kit's WalletConnect wallet holds the proposal until it is approved.
    await wcWallet.approveSession(await wcWallet.nextProposal());
    await expect(w.status).toHaveText('connected');
    await expect(w.address).toHaveText(wcWallet.address);
    await expect(page.getByTestId('widget-wallet')).not.toHaveText('—');
    await expect(page.getByTestId('hl-wc-uri')).toHaveCount(0); // a spent URI leaves the state
    const events = (await w.events.textContent())!.split(' ');
    expect(events.filter((e) => e.startsWith('CONNECT_SUCCESS'))).toHaveLength(2);
    expect(await page.evaluate(() => (window as unknown as { gangway: { getAccount(ns: string): { connectorId?: string } } }).gangway.getAccount('eip155').connectorId)).toBe('walletConnect');
    await expect(overlay(page)).toHaveCount(0);

    await page.getByTestId('disconnect').click();
    await expect(w.status).toHaveText('disconnected');
    expect(errors).toEqual([]);
  });

  test('wallet buttons (React and custom element) connect the named wallet directly, without the modal', async ({ page, injectedWallet }) => {
    await page.goto(HOST);
    const w = widget(page);
    await expect(w.status).toHaveText('disconnected');

    const react = page.getByTestId('wallet-button-dev.gangway.testwallet');
    await react.click();
    await injectedWallet.approveNext('eth_requestAccounts');
    await expect(w.status).toHaveText('connected');
    await expect(w.address).toHaveText(injectedWallet.address);
    await expect(react).toHaveAttribute('data-status', 'connected');
    await expect(overlay(page)).toHaveCount(0);
    await page.getByTestId('disconnect').click();
    await expect(w.status).toHaveText('disconnected');

    const element = page.getByTestId('element-button');
    await element.locator('button').click();
    await expect(element).toHaveAttribute('status', 'connecting');
    await injectedWallet.approveNext('eth_requestAccounts');
    await expect(element).toHaveAttribute('status', 'connected');
    await expect(w.status).toHaveText('connected');
    await expect(w.address).toHaveText(injectedWallet.address);
    await expect(overlay(page)).toHaveCount(0);
  });
});

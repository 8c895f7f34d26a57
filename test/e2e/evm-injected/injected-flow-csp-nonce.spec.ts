/**
 * The whole injected EVM flow under a nonce-only Content-Security-Policy (`script-src 'nonce-…'`,
 * no 'self', no 'strict-dynamic'; styles likewise): connect → Account balances → switch to a chain the
 * wallet adds → native send there → disconnect. Every script the page ran carries the nonce — the
 * host's own and each lazy chunk the widget loaded on the way — and the browser reports no violation.
 */
import { formatUnits, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { chainReader, currentView as view, DEMO, WALLET_ROW } from '../evm-account/helpers';
import { formatQuantity } from '../../../libs/wallet/src/format';

/** Violations as the page sees them (securitypolicyviolation) and as the console reports them. */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy|Refused to/.test(m.text())) console.push(m.text()); });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations?: string[]; __scripts?: { src: string; nonce: string }[] };
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__violations = [...(w.__violations ?? []), `${e.violatedDirective} ${e.blockedURI}`];
    });
    // The chunk loader removes its <script> once loaded: record each one as it is added.
    w.__scripts = [];
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLScriptElement) w.__scripts!.push({ src: n.src, nonce: n.nonce ?? '' });
    }).observe(document, { childList: true, subtree: true });
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []))];
}

test.describe('strict nonce CSP', () => {
  test('the injected EVM flow runs with every script carrying the nonce and no violation', async ({ page, devnet }) => {
    const account = evmAccounts[5];
    const violations = await watchViolations(page);
    const scriptRequests: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scriptRequests.push(r.url()); });
    const wallet = await installInjectedWallet(page, { urls: { evm: devnet.evm }, contracts: devnet.contracts, account });

    const response = await page.goto(`${DEMO}?csp=nonce`);
    const csp = response!.headers()['content-security-policy'];
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/'self'|strict-dynamic|unsafe-/);

    // Connect through the test wallet; Account shows the on-chain balance.
    await page.getByTestId('gangway-connect').click();
    await page.locator(WALLET_ROW).click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    const native = await chainReader(devnet.evm).native(account.address);
    await expect(page.getByTestId('account-balance')).toHaveText(`${formatQuantity(formatUnits(native, 18))} ETH`);
    // The stylesheet got through by its nonce: the card has its width.
    expect(await page.locator('[role=dialog]').evaluate((el) => getComputedStyle(el).width)).toBe('360px');

    // Switch to 31338 (the wallet adds it), then a native send lands there.
    await page.getByTestId('account-network').click();
    await page.getByTestId('network-eip155:31338').click();
    await expect.poll(() => wallet.pending().some((r) => r.method === 'wallet_addEthereumChain')).toBe(true);
    await wallet.approveNext('wallet_addEthereumChain');
    await expect(page.getByTestId('network')).toHaveText('eip155:31338');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    const to: Address = privateKeyToAccount(generatePrivateKey()).address;
    await page.getByTestId('account-action-send').click();
    const eth = await page.locator('[data-testid="send-token"] option').filter({ hasText: /^ETH / }).getAttribute('value');
    await page.getByTestId('send-token').selectOption(eth!);
    await page.getByTestId('send-amount').fill('0.05');
    await page.getByTestId('send-receiver').fill(to);
    await page.getByTestId('send-submit').click();
    await wallet.approveNext('eth_sendTransaction');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect.poll(() => chainReader(devnet.evm2).native(to)).toBe(parseUnits('0.05', 18));

    // Disconnect.
    await page.getByTestId('account-disconnect').click();
    await expect(page.getByTestId('status')).toHaveText('disconnected');

    // Every script element added to the page carried the nonce, and every script the page fetched was one of them.
    const scripts = await page.evaluate(() => (window as unknown as { __scripts: { src: string; nonce: string }[] }).__scripts);
    expect(scripts.filter((s) => s.nonce !== nonce)).toEqual([]);
    const withSrc = new Set(scripts.map((s) => s.src).filter(Boolean));
    expect(scriptRequests.filter((url) => !withSrc.has(url))).toEqual([]);
    // Not vacuous: the runtime, the UI and the plugins of this flow were lazy chunks loaded under the policy.
    for (const chunk of ['gangway-runtime', 'gangway-ui', 'plugin-connect', 'plugin-injected', 'plugin-account', 'plugin-networks', 'plugin-send']) {
      expect(scriptRequests.some((url) => url.includes(chunk)), chunk).toBe(true);
    }
    expect(await violations()).toEqual([]);
  });
});

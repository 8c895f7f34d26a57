/**
 * The whole injected EVM flow of the demo under a nonce-only Content-Security-Policy (`?csp=nonce`:
 * `script-src 'nonce-…'` and `style-src 'nonce-…'`, no 'self', no 'strict-dynamic', no 'unsafe-*').
 * Nothing runs or styles without the nonce, so each lazily loaded chunk (kernel runtime, UI, every
 * plugin, the remote plugin's entry and chunks) must carry it: every <script> the page gets, and every
 * script it requests, has the nonce, and the browser reports 0 violations.
 */
import { formatUnits, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { chainReader, currentView as view, DEMO, toast, WALLET_ROW } from '../evm-account/helpers';
import { formatQuantity, truncateAddress } from '../../../libs/wallet/src/format';

interface AddedElement { tag: string; url: string; nonce: string }

/**
 * Records, from before the page's first byte, every <script>, <style> and <link> that enters the
 * document (chunk scripts are removed once loaded, so the end state alone would prove nothing), the
 * CSP violations the page sees, and the scripts it requests.
 */
async function watchCsp(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) consoleErrors.push(m.text()); });
  page.on('pageerror', (e) => { if (/Content Security Policy|Refused to/i.test(e.message)) consoleErrors.push(e.message); });
  const requestedScripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') requestedScripts.push(r.url()); });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: { violations: string[]; added: AddedElement[] } };
    w.__csp = { violations: [], added: [] };
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
    // `nonce` is read as the property: the browser hides the attribute once the element is connected.
    const seen = new WeakSet<Element>();
    const record = (el: Element) => {
      if (seen.has(el)) return;
      seen.add(el);
      if (el instanceof HTMLScriptElement) w.__csp.added.push({ tag: 'script', url: el.src, nonce: el.nonce ?? '' });
      else if (el instanceof HTMLStyleElement) w.__csp.added.push({ tag: 'style', url: '', nonce: el.nonce ?? '' });
      else if (el instanceof HTMLLinkElement) w.__csp.added.push({ tag: `link[${el.rel}]`, url: el.href, nonce: el.nonce ?? '' });
    };
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (!(n instanceof Element)) continue;
          record(n);
          n.querySelectorAll('script,style,link').forEach(record);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });

  return {
    requestedScripts,
    /** The nonce of this page load, from the CSP header (and the same one the host hands the widget). */
    nonceOf(csp: string) {
      const m = /script-src 'nonce-([^']+)'(;|$)/.exec(csp);
      expect(m, csp).not.toBeNull();
      return m![1];
    },
    /** Asserts every script and style had the nonce, every requested script was such an element, 0 violations. */
    async check(nonce: string) {
      const state = await page.evaluate(() => {
        const w = window as unknown as { __csp: { violations: string[]; added: AddedElement[] } };
        const inDocument = [...document.querySelectorAll('script,style')].map((el) => ({
          tag: el.tagName.toLowerCase(), url: (el as HTMLScriptElement).src ?? '', nonce: (el as HTMLElement).nonce ?? '',
        }));
        return { ...w.__csp, inDocument };
      });
      expect(state.violations).toEqual([]);
      expect(consoleErrors).toEqual([]);

      const scripts = state.added.filter((e) => e.tag === 'script');
      expect(scripts.length).toBeGreaterThan(0);
      expect(state.added.filter((e) => e.tag === 'style').length).toBeGreaterThan(0);
      const governed = /^(script|style|link\[(stylesheet|preload|modulepreload)\])$/;
      for (const el of [...state.added, ...state.inDocument]) {
        if (governed.test(el.tag)) expect(el, `${el.tag} ${el.url}`).toMatchObject({ nonce });
      }
      // Every script the page fetched came from one of those elements (nothing loaded another way).
      const nonced = new Set(scripts.filter((s) => s.nonce === nonce).map((s) => s.url));
      for (const url of requestedScripts) expect(nonced.has(url), `requested script without a nonced element: ${url}`).toBe(true);
      return { scripts, requestedScripts };
    },
  };
}

/** The demo's own readout of the widget state (outside the modal). */
const readout = (page: Page) => ({
  status: page.getByTestId('status'),
  address: page.getByTestId('address'),
  network: page.getByTestId('network'),
});
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;
const chunkName = (url: string) => /\/chunks\/([^/]+?)\.[0-9a-f]{6}\.js$/.exec(new URL(url).pathname)?.[1] ?? new URL(url).pathname;

test.describe('the injected EVM flow under a nonce-only CSP', () => {
  const account = evmAccounts[4];

  test('connect, balances, switch (adding a chain), send, receive, disconnect: every script has the nonce, 0 violations', async ({ page, devnet }) => {
    const csp = await watchCsp(page);
    const wallet = await installInjectedWallet(page, { urls: { evm: devnet.evm }, contracts: devnet.contracts, account });
    const response = await page.goto(`${DEMO}?csp=nonce`);
    const header = response!.headers()['content-security-policy'];
    const nonce = csp.nonceOf(header);
    expect(header).toContain(`script-src 'nonce-${nonce}';`);
    expect(header).toContain(`style-src 'nonce-${nonce}';`);
    expect(header).not.toMatch(/(script|style)-src[^;]*('self'|'strict-dynamic'|'unsafe-)/);
    expect(await page.locator('meta[name="gangway-csp-nonce"]').getAttribute('content')).toBe(nonce);
    const state = readout(page);
    await expect(state.status).toHaveText('disconnected');

    // Connect, rejected first (4001): the error view offers a retry.
    await page.getByTestId('gangway-connect').click();
    await page.locator(WALLET_ROW).click();
    await wallet.rejectNext('eth_requestAccounts');
    await expect(page.getByTestId('connect-error')).toHaveText('Connection declined');
    // The stylesheet got through by its nonce (the card has its width and radius).
    expect(await page.locator('[data-gangway-modal] [role="dialog"]').evaluate((el) => getComputedStyle(el).width)).toBe('360px');
    await page.getByTestId('connect-retry').click();
    await wallet.approveNext('eth_requestAccounts');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(account.address));
    await expect(state.status).toHaveText('connected');
    await expect(state.network).toHaveText('eip155:31337');

    // Account balances match the local chain.
    const chain1 = chainReader(devnet.evm);
    await expect(page.getByTestId('account-balance')).toHaveText(`${formatQuantity(formatUnits(await chain1.native(account.address), 18))} ETH`);
    const usdc = await chain1.erc20(devnet.contracts.tokens.USDC, account.address);
    await expect(page.locator('[data-testid="token-row"][data-symbol="USDC"] [data-testid="token-quantity"]')).toHaveText(`${formatQuantity(formatUnits(usdc, 6))} USDC`);
    // React's style={{}} props are set through the CSSOM, which style-src does not govern: they apply.
    expect(await page.getByTestId('account-balance').evaluate((el) => [getComputedStyle(el).marginTop, getComputedStyle(el).marginBottom])).toEqual(['0px', '8px']);

    // Switch to 31338, a chain the wallet does not know: wallet_addEthereumChain, then the switch.
    await page.getByTestId('account-network').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Networks');
    await page.getByTestId('network-eip155:31338').click();
    await wallet.approveNext('wallet_addEthereumChain');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(state.network).toHaveText('eip155:31338');

    // A native send on 31338, verified on chain.
    const to = freshAddress();
    await page.getByTestId('account-action-send').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Send');
    const eth = await page.locator('[data-testid="send-token"] option').filter({ hasText: /^ETH / }).getAttribute('value');
    await page.getByTestId('send-token').selectOption(eth!);
    await page.getByTestId('send-amount').fill('0.1');
    await page.getByTestId('send-receiver').fill(to);
    await page.getByTestId('send-submit').click();
    await wallet.approveNext('eth_sendTransaction');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(toast(page)).toHaveText('Transaction sent');
    await expect.poll(() => chainReader(devnet.evm2).native(to)).toBe(parseUnits('0.1', 18));

    // Switch back to 31337.
    await page.getByTestId('account-network').click();
    await page.getByTestId('network-eip155:31337').click();
    await wallet.approveNext('wallet_switchEthereumChain');
    await expect(state.network).toHaveText('eip155:31337');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');

    // Receive: the QR code is SVG markup inserted as HTML (no inline style attributes in it).
    await page.getByTestId('account-action-receive').click();
    await expect(page.getByTestId('receive-address')).toHaveText(account.address);
    await expect(page.locator('[data-testid="receive-qr"] svg path')).toHaveCount(1);
    await page.locator('[data-gangway-back]').click();

    // Disconnect.
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await page.getByTestId('account-disconnect').click();
    await expect(state.status).toHaveText('disconnected');
    await expect(state.address).toHaveText('—');

    const { scripts, requestedScripts } = await csp.check(nonce);
    // Not vacuous: the flow's lazy chunks were requested, each through a nonced <script>.
    const loaded = new Set(requestedScripts.map(chunkName));
    for (const chunk of ['gangway-runtime', 'gangway-ui', 'gangway-connect-logins', 'plugin-chain-eip155', 'plugin-account', 'plugin-networks', 'plugin-send', 'plugin-receive']) {
      expect(loaded, chunk).toContain(chunk);
    }
    expect(scripts.filter((s) => s.url.includes('/chunks/')).length).toBeGreaterThanOrEqual(9);
  });

  test('a remote plugin from another origin loads under the same policy: its entry and chunks carry the nonce', async ({ page }) => {
    const csp = await watchCsp(page);
    const response = await page.goto(`${DEMO}?csp=nonce&remote=1`);
    const nonce = csp.nonceOf(response!.headers()['content-security-policy']);
    await page.getByTestId('gangway-connect').click();
    await expect(page.locator('[data-gangway-modal] [role="dialog"]')).toBeVisible();
    await page.evaluate(() => (window as any).gangway.kernel.router.push('ExampleGreeting'));
    await expect(page.getByTestId('example-greeting')).toContainText('Hello from a remote plugin');
    const { requestedScripts } = await csp.check(nonce);
    const remote = requestedScripts.filter((u) => u.startsWith('http://127.0.0.1:5174/'));
    expect(remote.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    expect(remote.some((u) => u.includes('/chunks/'))).toBe(true);
    expect(requestedScripts.map(chunkName)).toContain('gangway-mf-runtime');
  });
});

/**
 * Hostile content (issue 18 item 3): the XSS corpus of xss-corpus.ts (beside this spec; the fuzz boundaries use it too) (markup, script and
 * SVG payloads, javascript:/data: URLs, bidi and zero-width tricks, very long strings) fed through the
 * real widget on the devnet wherever remote or wallet text reaches the screen:
 * - wallet names and icons: one EIP-6963 wallet per corpus entry announced in the page;
 * - error messages from wallets: those wallets fail to connect with the payload as their message;
 * - token names, symbols and icons: the test wallet (devnet signer) answers wallet_getAssets with them;
 * - NFT names and images: the devnet's hostile passes of account 0;
 * - profile names and avatars: the devnet identity of the connected address.
 * Each test asserts that no payload ran (`window.__gwXss` stays unset, no dialog), that the page never
 * navigated or opened a window, and that no hostile element sits in the widget's DOM (scripts, event
 * handler attributes, javascript:/data: links, frames, objects, images from other schemes).
 */
import type { Page } from '@playwright/test';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { expect, test } from '../../kit/index';
import { connect, currentView, DEMO } from '../evm-account/helpers';
import { HTML_PAYLOADS, URL_PAYLOADS, XSS_CORPUS } from './xss-corpus';

/** Records what a payload could do to the page: navigations, popups, dialogs. */
function watch(page: Page) {
  const events: string[] = [];
  page.on('dialog', (d) => { events.push(`dialog: ${d.message()}`); void d.dismiss(); });
  page.on('popup', (p) => { events.push(`popup: ${p.url()}`); });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && f.url() !== DEMO) events.push(`navigated: ${f.url()}`);
  });
  return events;
}

/** Every element in the widget (shadow roots included) a payload could have turned into code. */
async function hostileElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const okImage = /^(https?:|blob:|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i;
    const visit = (root: Element | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const tag = el.tagName.toLowerCase();
        if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'frame', 'frameset'].includes(tag)) found.push(`<${tag}>`);
        for (const a of Array.from(el.attributes)) {
          if (/^on/i.test(a.name)) found.push(`<${tag} ${a.name}>`);
          if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'].includes(a.name.toLowerCase())) {
            const v = a.value.trim();
            // Browsers ignore whitespace and control characters in a scheme: so does this check.
            // eslint-disable-next-line no-control-regex
            const bare = v.replace(/[\s\u0000-\u001f]/g, '');
            if (a.name === 'srcdoc' || /^(javascript|vbscript|data:text|file|about)/i.test(bare)) found.push(`<${tag} ${a.name}="${v.slice(0, 60)}">`);
            if (tag === 'img' && a.name === 'src' && !okImage.test(v)) found.push(`<img src="${v.slice(0, 60)}">`);
          }
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    for (const modal of Array.from(document.querySelectorAll('[data-gangway-modal]'))) visit(modal);
    // The host page's own scripts are known; a script added anywhere else is a payload.
    for (const host of Array.from(document.querySelectorAll('*'))) if (host.shadowRoot) visit(host.shadowRoot);
    return [...new Set(found)];
  });
}

async function assertInert(page: Page, events: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __gwXss?: unknown }).__gwXss)).toBeUndefined();
  expect(events).toEqual([]);
  expect(page.url()).toBe(DEMO);
  expect(await hostileElements(page)).toEqual([]);
  // A payload must not break a view either (a lone surrogate once failed the Account view).
  await expect(page.getByText('This feature failed to load')).toHaveCount(0);
}

test.describe('hostile content is inert', () => {
  test('wallet names, icons and error messages from hostile wallets stay text; nothing runs or navigates', async ({ page }) => {
    const events = watch(page);
    // One announced wallet per corpus entry: the entry as its name and its connect error; a hostile URL as its icon.
    await page.addInitScript(({ corpus, urls }) => {
      const announce = (i: number) => {
        const provider = {
          request: async () => { throw Object.assign(new Error(corpus[i]), { code: -32603 }); },
          on: () => provider,
          removeListener: () => provider,
        };
        const info = { uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: corpus[i], icon: urls[i % urls.length], rdns: `xss.hostile${i}` };
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: Object.freeze(info), provider }) }));
      };
      const all = () => corpus.forEach((_: string, i: number) => announce(i));
      window.addEventListener('eip6963:requestProvider', all);
      all();
    }, { corpus: [...XSS_CORPUS], urls: [...URL_PAYLOADS] });
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    // Wallets named with markup are listed with the markup as text (the first non-empty entries).
    const rows = page.locator('[data-testid^="wallet-eip6963:xss.hostile"]');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);
    await expect(page.locator('[data-testid="wallet-eip6963:xss.hostile0"]')).toContainText(HTML_PAYLOADS[0]);
    await assertInert(page, events);
    // Each of the first markup wallets fails with its payload as the message: shown as text, inert.
    for (const i of [0, 1, 3, 5, 8]) {
      const row = page.locator(`[data-testid="wallet-eip6963:xss.hostile${i}"]`);
      if (!(await row.count())) continue;
      await row.click();
      await expect(page.getByTestId('connect-error')).toHaveText(XSS_CORPUS[i]);
      await assertInert(page, events);
      await page.keyboard.press('Escape');
      await page.getByTestId('gangway-connect').click();
      await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Connect');
    }
    await assertInert(page, events);
  });

  test('token names, symbols and icons, NFTs and the profile name from hostile sources stay inert', async ({ page, devnet }) => {
    const events = watch(page);
    const account = evmAccounts[0];
    // A hostile profile for the connected address (the devnet's /v1/identity answers it).
    await devnet.admin(`identities/${account.address}`, { body: { name: HTML_PAYLOADS[1], avatar: URL_PAYLOADS[0] } });
    try {
      const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account });
      // The wallet discovers assets (EIP-5792/7811) and names them with the corpus.
      await page.addInitScript(({ corpus, urls }) => {
        const w = window as unknown as Record<string, (r: { method: string; params?: unknown }) => Promise<unknown>>;
        const original = w.__gangwayTestWalletBridge;
        const assets = corpus.map((name: string, i: number) => ({
          address: `0x${(i + 1).toString(16).padStart(40, '0')}`, balance: '0xf4240', type: 'ERC20',
          metadata: { name, symbol: corpus[(i + 11) % corpus.length], decimals: 6, price: 1, iconUrl: urls[i % urls.length] },
        }));
        w.__gangwayTestWalletBridge = async (req) => (req.method === 'wallet_getCapabilities'
          ? { result: { '0x7a69': { assetDiscovery: { supported: true } } } }
          : req.method === 'wallet_getAssets' ? { result: { '0x7a69': assets } } : original(req));
      }, { corpus: [...XSS_CORPUS], urls: [...URL_PAYLOADS] });
      await connect(page, wallet);
      await expect(page.getByTestId('account-name')).toHaveText(HTML_PAYLOADS[1]);
      await expect(page.locator('[data-gangway-modal]').getByText(HTML_PAYLOADS[0], { exact: true }).first()).toBeVisible();
      await assertInert(page, events);
      await page.getByTestId('account-tab-nfts').click();
      await expect(page.locator('[data-testid="nft-item"][data-token-id="666"]')).toBeVisible();
      await assertInert(page, events);
      await page.getByTestId('account-tab-activity').click();
      await assertInert(page, events);
    } finally {
      await devnet.admin('identities', { method: 'DELETE' });
    }
  });
});

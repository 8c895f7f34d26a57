/**
 * Prints the JavaScript a visitor's browser fetches through the injected-wallet flow of the demo:
 * page load → open → connect the devnet's EIP-6963 test wallet → Account (balances) → Send →
 * Receive → Networks → disconnect, chunk by chunk, raw and gzip, and the total. A figure, not a
 * test: `npm run size:flow` (needs a build; starts the devnet and the demo servers unless running);
 * `npm run size:flow -- --locale=es` walks it in that locale (the demo's `?locale=`).
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevnet, readyJson } from '../test/devnet/src/index.mjs';
import { installInjectedWallet } from '../test/devnet/src/wallets/index.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { serveHosts } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const running = await fetch('http://127.0.0.1:8787/__health').then((r) => r.ok, () => false);
const devnet = running ? null : await startDevnet();
const urls = devnet ? readyJson(devnet) : await (await fetch('http://127.0.0.1:8787/__admin/info')).json();
const hosts = await fetch('http://127.0.0.1:5173/').then(() => null, () => serveHosts(path.join(root, 'dist')));

const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage();
const fetched = [];
const bodies = [];
// The step is taken when the request starts (a body may arrive after the next step began).
page.on('request', (req) => {
  if (!req.url().endsWith('.js')) return;
  const entry = { step: currentStep, name: new URL(req.url()).pathname.split('/').pop(), raw: 0, gzip: 0 };
  fetched.push(entry);
  bodies.push(req.response().then((res) => res?.body()).then((body) => {
    if (body) Object.assign(entry, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }, () => undefined));
});
let currentStep = 'page load';
const wallet = await installInjectedWallet(page, { urls, contracts: urls.contracts, autoApprove: true });
const view = page.locator('[data-gangway-view]');
const step = async (name, fn) => { currentStep = name; await fn(); await page.waitForLoadState('networkidle'); };

const locale = process.argv.find((a) => a.startsWith('--locale='))?.slice('--locale='.length);
await step('page load', () => page.goto(`http://127.0.0.1:5173/${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`));
await step('open', async () => { await page.getByTestId('gangway-connect').click(); await view.waitFor(); });
await step('connect', async () => {
  await page.locator('[data-testid="wallet-eip6963:dev.gangway.testwallet"]').click();
  await page.locator('[data-gangway-view="Account"]').waitFor();
});
for (const v of ['Send', 'Receive', 'Networks']) {
  await step(v, async () => { await page.evaluate((x) => window.gangway.kernel.router.push(x), v); await page.locator(`[data-gangway-view="${v}"]`).waitFor(); });
}
await step('disconnect', () => page.evaluate(() => window.gangway.disconnect()));
void wallet;

await Promise.all(bodies);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\nJS fetched through the injected-wallet flow${locale ? ` in locale ${locale}` : ''} (gzip -9 of each response)\n`);
for (const f of fetched) console.log(`  ${f.step.padEnd(10)} ${f.name.padEnd(34)} ${kb(f.gzip).padStart(9)}  (${kb(f.raw)} raw)`);
const total = fetched.reduce((s, f) => ({ raw: s.raw + f.raw, gzip: s.gzip + f.gzip }), { raw: 0, gzip: 0 });
console.log(`\n  total: ${fetched.length} files, ${kb(total.gzip)} gzip (${kb(total.raw)} raw)`);

await browser.close();
await hosts?.close();
await devnet?.stop();

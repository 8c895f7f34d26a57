/**
 * Wallet pinning from the click (issue 33, EIP-6963): page-side impostors announce the test wallet's
 * rdns (1) before the page's first click, (2) while eth_requestAccounts waits in the wallet, copying
 * even its uuid, (3) after the connect, and (4) after a reload that restores the session. Every call an
 * impostor gets — a request, or a listener it is handed — is recorded on the Node side (it survives
 * the reload): none may arrive. The visitor's sends land on chain where they typed, on the chain they
 * switched to; the Connect view lists the wallet once; the host sees WALLET_ANNOUNCEMENT_IGNORED and,
 * with debug on (the demo's default), a console warning.
 */
import { parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet, TEST_WALLET_INFO } from '@gangway/devnet/wallets';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { chainReader, currentView as view, DEMO, WALLET_ROW, type Wallet } from '../evm-account/helpers';

const RDNS_ROWS = `[data-testid^="wallet-eip6963:${TEST_WALLET_INFO.rdns}"]`;
/** Where an impostor's answers would send the visitor's accounts and money (anvil's last account). */
const ATTACKER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

interface ImpostorCall { impostor: string; call: string }

/**
 * Impostors as page scripts: each is its own EIP-1193 provider under the test wallet's rdns, name and
 * icon, answering as a wallet would (the attacker's account, a made-up transaction hash) and recording
 * every call. One announces at page start (after the honest wallet, whose init script comes first) and
 * on every eip6963:requestProvider; `window.__announceImpostor(label, uuid?)` adds another.
 */
async function installImpostors(page: Page) {
  const calls: ImpostorCall[] = [];
  await page.exposeBinding('__impostorSaw', (_source, c: ImpostorCall) => { calls.push(c); });
  await page.addInitScript(({ info, attacker }) => {
    const w = window as unknown as Record<string, any>;
    const make = (label: string) => {
      const saw = (call: string) => { void w.__impostorSaw({ impostor: label, call }); };
      const provider = {
        isMetaMask: false,
        async request(args: { method?: unknown }) {
          const method = String(args?.method);
          saw(method);
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [attacker];
          if (method === 'eth_chainId') return '0x7a69';
          if (method === 'eth_sendTransaction') return `0x${'ab'.repeat(32)}`;
          return null;
        },
        on(event: string) { saw(`on:${event}`); return provider; },
        removeListener(event: string) { saw(`removeListener:${event}`); return provider; },
      };
      return provider;
    };
    w.__impostors = {};
    w.__announceImpostor = (label: string, uuid?: string) => {
      const provider = (w.__impostors[label] = make(label));
      const detail = Object.freeze({ info: Object.freeze({ ...info, uuid: uuid ?? crypto.randomUUID() }), provider });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    };
    w.__announceImpostor('before-click');
  }, { info: { name: TEST_WALLET_INFO.name, icon: TEST_WALLET_INFO.icon, rdns: TEST_WALLET_INFO.rdns }, attacker: ATTACKER });
  return { calls: () => [...calls] };
}

/** The host's view of dropped announcements: the public event, recorded from the page's start. */
async function watchIgnored(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, any>;
    w.__ignored = [];
    // The demo puts the widget on window.gangway while it starts; subscribe as soon as it is there.
    const hook = () => { if (w.gangway) w.gangway.subscribeEvents((e: { type: string; properties?: unknown }) => { if (e.type === 'WALLET_ANNOUNCEMENT_IGNORED') w.__ignored.push(e.properties); }); else setTimeout(hook, 5); };
    hook();
  });
  return () => page.evaluate(() => (window as unknown as { __ignored: { rdns: string; name: string; uuid: string }[] }).__ignored);
}

const announceImpostor = (page: Page, label: string, uuid?: string) =>
  page.evaluate(([l, u]) => (window as unknown as { __announceImpostor(l: string, u?: string): void }).__announceImpostor(l, u), [label, uuid] as const);

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;

/** A native send from the Account view, approved in the honest wallet; the amount must land on `rpc`'s chain. */
async function sendNative(page: Page, wallet: Wallet, rpc: string, amount: string) {
  const to = freshAddress();
  await page.getByTestId('account-action-send').click();
  const eth = await page.locator('[data-testid="send-token"] option').filter({ hasText: /^ETH / }).getAttribute('value');
  await page.getByTestId('send-token').selectOption(eth!);
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-receiver').fill(to);
  await page.getByTestId('send-submit').click();
  const tx = await wallet.nextRequest('eth_sendTransaction');
  expect((tx.params as { to: string }[])[0].to).toBe(to);
  await tx.approve();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect.poll(() => chainReader(rpc).native(to)).toBe(parseUnits(amount, 18));
  return to;
}

test.describe('EIP-6963 impostors never receive a request', () => {
  test('announced before the click, during eth_requestAccounts, after the connect and after a reload', async ({ page, devnet }) => {
    const account = evmAccounts[8];
    const wallet = await installInjectedWallet(page, { urls: { evm: devnet.evm, evm2: devnet.evm2 }, contracts: devnet.contracts, account });
    const impostors = await installImpostors(page);
    const ignored = await watchIgnored(page);
    const warnings: string[] = [];
    page.on('console', (m) => { if (m.type() === 'warning' && m.text().includes('injected:discovery')) warnings.push(m.text()); });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // (1) Before the first click: the Connect view lists the wallet once, the first announced.
    await page.goto(DEMO);
    await page.getByTestId('gangway-connect').click();
    await expect(page.locator(WALLET_ROW)).toBeVisible();
    await expect(page.locator(RDNS_ROWS)).toHaveCount(1);
    await expect.poll(ignored).toEqual([{ rdns: TEST_WALLET_INFO.rdns, name: TEST_WALLET_INFO.name, uuid: expect.any(String), plugin: 'injected' }]);
    await page.locator(WALLET_ROW).click();

    // (2) While the honest wallet holds eth_requestAccounts: another impostor, with the honest uuid.
    const asked = await wallet.nextRequest('eth_requestAccounts');
    await announceImpostor(page, 'during-connect', TEST_WALLET_INFO.uuid);
    await expect.poll(async () => (await ignored()).length).toBe(2);
    await asked.approve();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(page.getByTestId('address')).toHaveText(account.address);

    // (3) After the connect: a third impostor; then a send, a network switch and a send there.
    await announceImpostor(page, 'after-connect');
    await expect.poll(async () => (await ignored()).length).toBe(3);
    await sendNative(page, wallet, devnet.evm, '0.01');
    await page.getByTestId('account-network').click();
    await page.getByTestId('network-eip155:31338').click();
    await wallet.approveNext('wallet_switchEthereumChain');
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(page.getByTestId('network')).toHaveText('eip155:31338');
    const onSecond = await sendNative(page, wallet, devnet.evm2, '0.02');
    expect(await chainReader(devnet.evm).native(onSecond)).toBe(0n);
    // The wallet's own event still moves the session (its listeners are the honest wallet's).
    await wallet.switchChain(31337);
    await expect(page.getByTestId('network')).toHaveText('eip155:31337');
    expect(impostors.calls()).toEqual([]);

    // (4) A reload restores the session from the wallet found then; impostors announce again, and once more after.
    await page.reload();
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(page.getByTestId('address')).toHaveText(account.address);
    await announceImpostor(page, 'after-reload');
    await page.getByTestId('gangway-connect').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await sendNative(page, wallet, devnet.evm, '0.03');
    await expect.poll(async () => (await ignored()).length).toBe(2);

    expect(impostors.calls()).toEqual([]);
    expect(wallet.pending()).toHaveLength(0);
    const honest = wallet.log().map((l) => `${l.method}:${l.outcome}`);
    for (const step of ['eth_requestAccounts:approved', 'wallet_switchEthereumChain:approved']) expect(honest).toContain(step);
    expect(honest.filter((m) => m === 'eth_sendTransaction:approved')).toHaveLength(3);
    // The recorder works: a call made on an impostor directly is seen (so the empty lists above mean something).
    await page.evaluate(() => (window as unknown as { __impostors: Record<string, { request(a: { method: string }): Promise<unknown> }> }).__impostors['after-reload'].request({ method: 'eth_chainId' }));
    await expect.poll(impostors.calls).toEqual([{ impostor: 'after-reload', call: 'eth_chainId' }]);
    // Each dropped announcement reached the console as a warning (debug is on in the demo).
    expect(warnings.length).toBeGreaterThanOrEqual(5);
    expect(warnings[0]).toContain(`Ignored a second wallet announcing rdns ${TEST_WALLET_INFO.rdns}`);
    expect(errors).toEqual([]);
  });
});

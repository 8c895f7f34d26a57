/**
 * A hostile remote plugin granted nothing (issue 33, "permissions that hold"): served from an allowed
 * origin and pinned by its integrity, so the host runs it — and it tries every path to the visitor's
 * wallet (plugins/example-remote/src/hostile.ts): tapping requests ahead of the wallet to rewrite a
 * send's `to`, answering connects, the provider, the tap list, intercept, replacing hooks, a look-alike
 * connector, the pay and embedded-wallet services, signing, decrypting, changing the account or network,
 * disconnecting. Every attempt is refused, and the visitor's send arrives where the visitor typed,
 * checked on chain.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseUnits } from 'viem';
import { evmAccounts } from '@gangway/devnet/accounts';
import { installInjectedWallet } from '@gangway/devnet/wallets';
import { expect, test } from '../../kit/index';
import { chainReader, currentView, WALLET_ROW } from '../evm-account/helpers';

const sender = evmAccounts[3];
type Hostile = { log: Record<string, string>; seen: unknown[] };
const hostile = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { __gangwayHostile?: Hostile }).__gangwayHostile);

test('a hostile remote plugin granted nothing cannot see, rewrite or answer the wallet; the send arrives where the visitor typed', async ({ page, devnet }) => {
  const wallet = await installInjectedWallet(page, { urls: devnet, contracts: devnet.contracts, account: sender });
  const chain = chainReader(devnet.evm);
  // Pay is on, so the pay service is there to be refused (not merely absent).
  await page.goto('http://127.0.0.1:5173/?remote=hostile&on=pay');
  // It runs at start-up (onStartup): its setup attempts (flat and grouped API) are all refused, and it stays active.
  await expect.poll(async () => Object.keys((await hostile(page))?.log ?? {}).length).toBe(12);
  await expect.poll(() => page.evaluate(() => (window as any).gangway.getState().plugins['example-hostile']?.status)).toBe('active');

  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
  await wallet.approveNext('eth_requestAccounts');
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
  // Once connected, it tries again through the session: 13 more attempts.
  await expect.poll(async () => Object.keys((await hostile(page))?.log ?? {}).length).toBe(25);
  const { log } = (await hostile(page))!;
  const allowed = Object.entries(log).filter(([, o]) => !o.startsWith('denied'));
  expect(allowed, JSON.stringify(log, null, 1)).toEqual([]);
  // The permission checks are what refused the wallet paths (not some accident of the test).
  for (const name of ['tap eip155 requests ahead of the wallet', 'answer connects', 'tap the provider', 'publish a look-alike connector',
    'get the pay service', 'get the provider', 'personal_sign through api.request', 'send through the request hook', 'eth_decrypt',
    'publish a look-alike connector (api.wallet)', 'get the pay service (api.services)', 'personal_sign through api.wallet.request',
    'send through api.wallet.request']) {
    expect(log[name], name).toBe('denied: PERMISSION_DENIED');
  }
  for (const name of ['change the account', 'adopt an account', 'switch the network', 'disconnect the visitor', 'get the embedded wallet service',
    'read the session group', 'change the account (api.session)', 'disconnect the visitor (api.session)']) {
    expect(log[name], name).toBe('denied: PERMISSION_DENIED');
  }
  expect(log['read the sign-in tokens']).toBe('denied: PERMISSION_DENIED');
  expect(await page.getByTestId('status').textContent()).toBe('connected');

  // The visitor sends 0.001 ETH to a fresh address: the wallet is asked with that `to`, and it arrives.
  const to = privateKeyToAccount(generatePrivateKey()).address;
  await page.getByTestId('account-action-send').click();
  const value = await page.locator('[data-testid="send-token"] option').filter({ hasText: /^ETH / }).getAttribute('value');
  await page.getByTestId('send-token').selectOption(value!);
  await page.getByTestId('send-amount').fill('0.001');
  await page.getByTestId('send-receiver').fill(to);
  await page.getByTestId('send-submit').click();
  const tx = await wallet.nextRequest('eth_sendTransaction');
  expect(tx.params).toEqual([{ from: sender.address, to, value: '0x38d7ea4c68000', data: '0x' }]);
  await tx.approve();
  await expect(currentView(page)).toHaveAttribute('data-gangway-view', 'Account');
  await expect.poll(() => chain.native(to)).toBe(parseUnits('0.001', 18));
  expect((await hostile(page))!.seen).toEqual([]);
});

/**
 * The bitcoin adapter's host (hosts/bitcoin) on the devnet: a fresh key funded from the Esplora
 * faucet, the Bitcoin test wallet → connect through the widget → the adapter sees the payment and
 * ordinals addresses and the network → the balance the page reads equals the chain's UTXO sum → sign a
 * message with the adapter (BIP-322, verified here) → send a transfer with the adapter (verified on the
 * chain) → switch the network from the page (the adapter's switchNetwork) to the devnet's second
 * Bitcoin network (testnet parameters) → the widget's network button, Account view and state show it,
 * the adapter's account is the wallet's testnet one, the page's balance is read from that network's
 * Esplora, and a signature there is by the testnet address → disconnect from the page → the widget shows it.
 */
import { randomBytes } from 'node:crypto';
import * as bitcoin from 'bitcoinjs-lib';
import { bitcoinAccounts } from '@gangway/devnet/accounts';
import { bitcoinKey, installBitcoinWallet } from '@gangway/devnet/wallets';
import { expect, test } from '../../kit/index';
import { verifySimple } from '../../../plugins/chain-bip122/src/bip322';
import { formatQuantity, truncateAddress } from '../../../libs/wallet/src/format';

const HOST = 'http://127.0.0.1:5186/';
const WALLET_ROW = '[data-testid="wallet-wallet-standard:bip122:Gangway Bitcoin Wallet"]';
const MESSAGE = 'Hello from the Bitcoin host';
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';

const btc = (sats: bigint) => { const s = sats.toString().padStart(9, '0'); return `${s.slice(0, -8)}.${s.slice(-8)} BTC`; };
async function faucet(esplora: string, address: string, amount: number) {
  const r = await fetch(`${esplora}/faucet`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address, amount }) });
  expect(r.ok).toBe(true);
}
async function utxoSum(esplora: string, address: string) {
  const list = (await (await fetch(`${esplora}/address/${address}/utxo`)).json()) as { value: number }[];
  return list.reduce((s, u) => s + BigInt(u.value), 0n);
}

test('bitcoin adapter host: connect in the widget, balance, sign, transfer on regtest, switch to testnet, disconnect', async ({ page, devnet }) => {
  const privateKey = randomBytes(32).toString('hex');
  const key = bitcoinKey(privateKey);
  const keyTn = bitcoinKey(privateKey, 'testnet');
  // A fresh key, funded on both networks with different amounts (each network is its own ledger).
  await faucet(devnet.esplora, key.payment, 50_000_000);
  await faucet(devnet.esplora2, keyTn.payment, 20_000_000);
  const wallet = await installBitcoinWallet(page, { urls: devnet, account: { privateKey }, chains: ['bitcoin:regtest', 'bitcoin:testnet'] });
  expect(wallet.addressesOn('bitcoin:testnet').payment).toBe(keyTn.payment);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(HOST);
  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
  await expect(page.getByTestId('widget-status')).toHaveText('connected');
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);

  // The adapter sees the account, its two addresses and the network; the page's balance is the chain's.
  await expect(page.getByTestId('lib-status')).toHaveText('connected');
  await expect(page.getByTestId('lib-address')).toHaveText(wallet.address);
  await expect(page.getByTestId('lib-ordinals')).toHaveText(wallet.ordinalsAddress);
  await expect(page.getByTestId('lib-network')).toHaveText(REGTEST);
  await expect(page.locator('gangway-network-button button')).toHaveText('Bitcoin Regtest');
  expect(await utxoSum(devnet.esplora, key.payment)).toBe(50_000_000n);
  await expect(page.getByTestId('lib-balance')).toHaveText(btc(50_000_000n));

  // Sign with the adapter: the page's check and this one (BIP-322 against the payment address).
  await page.getByTestId('lib-sign').click();
  await expect(page.getByTestId('lib-signature-valid')).toHaveText('true');
  const signature = (await page.getByTestId('lib-signature').textContent())!;
  const script = bitcoin.address.toOutputScript(key.payment, bitcoin.networks.regtest);
  expect(verifySimple(new TextEncoder().encode(MESSAGE), script, signature)).toBe(true);

  // Send with the adapter: the transaction is on the chain and pays the receiver.
  const receiver = bitcoinAccounts[1].address;
  await page.getByTestId('lib-to').fill(receiver);
  await page.getByTestId('lib-amount').fill('250000');
  await page.getByTestId('lib-send').click();
  await expect(page.getByTestId('lib-tx-status')).toHaveText('confirmed');
  const txid = (await page.getByTestId('lib-txid').textContent())!;
  const tx = (await (await fetch(`${devnet.esplora}/tx/${txid}`)).json()) as { vout: { scriptpubkey_address: string; value: number }[]; fee: number };
  expect(tx.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: receiver, value: 250_000 }));
  const left = await utxoSum(devnet.esplora, key.payment);
  expect(left).toBe(50_000_000n - 250_000n - BigInt(tx.fee));
  await expect(page.getByTestId('lib-balance')).toHaveText(btc(left));

  // Switch the network from the page (the adapter's switchNetwork): the widget shows testnet, the
  // session's address is the wallet's testnet one, the page reads the balance from testnet's Esplora.
  expect(await utxoSum(devnet.esplora2, keyTn.payment)).toBe(20_000_000n);
  await page.getByTestId('lib-network-select').selectOption(TESTNET);
  await expect(page.locator('gangway-network-button button')).toHaveText('Bitcoin Testnet');
  await expect(page.getByTestId('widget-network')).toHaveText('Bitcoin Testnet');
  await expect(page.getByTestId('widget-status')).toHaveText('connected');
  await expect(page.getByTestId('widget-address')).toHaveText(keyTn.payment);
  await expect(page.getByTestId('lib-network')).toHaveText(TESTNET);
  await expect(page.getByTestId('lib-address')).toHaveText(keyTn.payment);
  await expect(page.getByTestId('lib-ordinals')).toHaveText(keyTn.ordinals);
  await expect(page.getByTestId('lib-balance')).toHaveText(btc(20_000_000n));
  expect(await page.evaluate(() => (window as unknown as { gangway: { getAccount(ns: string): { caipAddress?: string } | undefined } }).gangway.getAccount('bip122')?.caipAddress)).toBe(`${TESTNET}:${keyTn.payment}`);
  // The widget's Account view: the network, the testnet address and the BTC it holds there (its token list).
  await page.getByTestId('gangway-connect').click();
  await expect(page.getByTestId('account-network')).toHaveText('Network: Bitcoin Testnet');
  await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(keyTn.payment));
  await expect(page.locator('[data-testid="token-row"][data-symbol="BTC"] [data-testid="token-quantity"]')).toHaveText(`${formatQuantity('0.2')} BTC`);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);
  // Requests follow the network: the adapter's signature is by the testnet address.
  for (const id of ['lib-signature', 'lib-signature-valid']) await page.getByTestId(id).evaluate((e) => { e.textContent = ''; });
  await page.getByTestId('lib-sign').click();
  await expect(page.getByTestId('lib-signature-valid')).toHaveText('true');
  const signatureTn = (await page.getByTestId('lib-signature').textContent())!;
  expect(verifySimple(new TextEncoder().encode(MESSAGE), bitcoin.address.toOutputScript(keyTn.payment, bitcoin.networks.testnet), signatureTn)).toBe(true);

  // Disconnect from the page: the widget and the adapter both show it; the wallet ended the session.
  await page.getByTestId('lib-disconnect').click();
  await expect(page.getByTestId('widget-status')).toHaveText('disconnected');
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
  await expect.poll(() => wallet.connected).toBe(false);
  await expect(page.getByTestId('widget-address')).toHaveText('—');
  await expect(page.locator('gangway-network-button button')).toHaveText('Bitcoin Testnet');
  await expect(page.getByTestId('lib-error')).toHaveText('');
  expect(errors).toEqual([]);
});

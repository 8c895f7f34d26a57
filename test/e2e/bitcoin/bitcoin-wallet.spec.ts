/**
 * Bitcoin end to end with the Bitcoin test wallet (Wallet Standard, bitcoin:regtest; its key stays in
 * node) on the demo host with the devnet's regtest chain (?bitcoin=1): connect → the balance shown is
 * the sum of the address's UTXOs on the devnet's Esplora → Receive shows the address and its QR →
 * sign a message through the host's provider (BIP-322, verified here) → Send says 'Unsupported chain'
 * → the host's provider sends a transfer (verified on the chain) → disconnect. Bad input: malformed
 * and wrong-network addresses from the wallet are the wallet-answer error and leave the widget
 * disconnected; a signature of another message is refused; a second wallet registering under the
 * same name cannot take over the live session; a host with eip155 only never requests the Bitcoin code.
 */
import * as bitcoin from 'bitcoinjs-lib';
import type { Page } from '@playwright/test';
import { bitcoinAccounts } from '@gangway/devnet/accounts';
import { expect, test } from '../../kit/index';
import { formatQuantity } from '../../../libs/wallet/src/format';
import { verifySimple } from '../../../plugins/chain-bip122/src/bip322';

const DEMO = 'http://127.0.0.1:5173/?bitcoin=1';
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const WALLET_ROW = '[data-testid="wallet-wallet-standard:bip122:Gangway Bitcoin Wallet"]';
const view = (page: Page) => page.locator('[data-gangway-view]');

interface Provider {
  signMessage(p: { message: string; address?: string }): Promise<{ address: string; signature: string }>;
  sendTransfer(p: { recipientAddress: string; amount: string }): Promise<{ txid: string }>;
  getAddresses(): Promise<{ address: string; purpose: string }[]>;
}
type Win = { gangway: { getProvider(ns: string): Promise<Provider>; disconnect(ns?: string): Promise<void>; open(o: { view: string }): Promise<void> } };

const sats = (n: bigint) => {
  const s = n.toString().padStart(9, '0');
  const frac = s.slice(-8).replace(/0+$/, '');
  return `${s.slice(0, -8)}${frac ? `.${frac}` : ''}`;
};

async function utxoSum(esplora: string, address: string): Promise<bigint> {
  const list = (await (await fetch(`${esplora}/address/${address}/utxo`)).json()) as { value: number }[];
  return list.reduce((s, u) => s + BigInt(u.value), 0n);
}

async function connectBitcoin(page: Page) {
  await page.goto(DEMO);
  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
}

const signWithProvider = (page: Page, message: string) => page.evaluate(async (m) => {
  const provider = await (window as unknown as Win).gangway.getProvider('bip122');
  try { return await provider.signMessage({ message: m }); } catch (e) { return (e as Error).message; }
}, message);

test.describe('Bitcoin with the Wallet Standard test wallet', () => {
  test('connect, balance equal to the UTXO set, receive, sign (BIP-322), Send unsupported, transfer on regtest, disconnect', async ({ page, devnet, bitcoinWallet }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await connectBitcoin(page);
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(page.getByTestId('address')).toHaveText(bitcoinWallet.address);
    await expect(page.getByTestId('network')).toHaveText(REGTEST);

    // The balance shown is the sum of the address's unspent outputs on the chain.
    const balance = await utxoSum(devnet.esplora, bitcoinWallet.address);
    expect(balance).toBeGreaterThan(0n);
    await expect(page.locator('[data-testid="token-row"][data-symbol="BTC"] [data-testid="token-quantity"]')).toHaveText(`${formatQuantity(sats(balance))} BTC`);
    // Issue 36: the same balance under the address (the family service's native balance), not '—'.
    await expect(page.getByTestId('account-balance')).toHaveText(`${formatQuantity(sats(balance))} BTC`);

    // Receive: the payment address and its QR code.
    await page.getByTestId('account-action-receive').click();
    await expect(page.getByTestId('receive-address')).toHaveText(bitcoinWallet.address);
    await expect(page.locator('[data-testid="receive-qr"] svg')).toBeVisible();
    await expect(page.getByTestId('receive-networks')).toContainText('Bitcoin Regtest');
    await page.locator('[data-gangway-back]').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');

    // The wallet's two addresses: payment first, then the ordinals (taproot) one.
    const addresses = await page.evaluate(async () => (await (window as unknown as Win).gangway.getProvider('bip122')).getAddresses());
    expect(addresses).toEqual([{ address: bitcoinWallet.address, purpose: 'payment' }, { address: bitcoinWallet.ordinalsAddress, purpose: 'ordinal' }]);

    // Sign a message: a BIP-322 simple signature that verifies here for the payment address.
    const text = 'Gangway on Bitcoin';
    const signed = await signWithProvider(page, text);
    expect(typeof signed).toBe('object');
    const { address, signature } = signed as { address: string; signature: string };
    expect(address).toBe(bitcoinWallet.address);
    const script = bitcoin.address.toOutputScript(bitcoinWallet.address, bitcoin.networks.regtest);
    expect(verifySimple(new TextEncoder().encode(text), script, signature)).toBe(true);
    expect(verifySimple(new TextEncoder().encode('another text'), script, signature)).toBe(false);

    // Send is not offered on Bitcoin (spec §5, §9): no Send action on the Account view, and a host that
    // opens the Send view anyway gets 'Unsupported chain'; the wallet is never asked.
    await expect(page.getByTestId('account-action-receive')).toBeVisible();
    await expect(page.getByTestId('account-action-send')).toHaveCount(0);
    await page.evaluate(() => (window as unknown as Win).gangway.open({ view: 'Send' }));
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Send');
    await page.getByTestId('send-amount').fill('0.001');
    await page.getByTestId('send-receiver').fill(bitcoinAccounts[1].address);
    await page.getByTestId('send-submit').click();
    await expect(page.getByTestId('send-error')).toHaveText('Unsupported chain');
    expect(bitcoinWallet.log.filter((l) => l.method === 'signTransaction')).toEqual([]);
    // Opened directly, the Send view has no history to go back to: close the modal.
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);

    // The host's provider sends a transfer: the wallet signs the PSBT, Esplora accepts it, it pays the receiver.
    const receiver = bitcoinAccounts[1].address;
    const { txid } = await page.evaluate(async (to) => (await (window as unknown as Win).gangway.getProvider('bip122')).sendTransfer({ recipientAddress: to, amount: '1234567' }), receiver);
    const tx = (await (await fetch(`${devnet.esplora}/tx/${txid}`)).json()) as { status: { confirmed: boolean }; vout: { scriptpubkey_address: string; value: number }[]; vin: { prevout: { scriptpubkey_address: string } }[] };
    expect(tx.status.confirmed).toBe(true);
    expect(tx.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: receiver, value: 1234567 }));
    expect(tx.vin.every((i) => i.prevout.scriptpubkey_address === bitcoinWallet.address)).toBe(true);
    expect(await utxoSum(devnet.esplora, bitcoinWallet.address)).toBeLessThan(balance - 1234567n);

    // Disconnect: the widget and the wallet both end the session.
    await page.evaluate(() => (window as unknown as Win).gangway.disconnect());
    await expect(page.getByTestId('status')).toHaveText('disconnected');
    await expect.poll(() => bitcoinWallet.connected).toBe(false);
    expect(errors).toEqual([]);
  });

  for (const fault of ['address', 'network'] as const) {
    test(`a ${fault === 'address' ? 'malformed' : 'mainnet'} address from the wallet is refused; nothing connects`, async ({ page, bitcoinWallet }) => {
      bitcoinWallet.setFault(fault);
      await connectBitcoin(page);
      await expect(page.getByTestId('connecting-external')).toHaveAttribute('data-phase', 'failed');
      await expect(page.getByText('Invalid wallet response to bitcoin:connect: Expected a Bitcoin address')).toBeVisible();
      await expect(page.getByTestId('status')).toHaveText('disconnected');
    });
  }

  test('a signature of another message is refused', async ({ page, bitcoinWallet }) => {
    await connectBitcoin(page);
    await expect(page.getByTestId('status')).toHaveText('connected');
    bitcoinWallet.setFault('signature');
    expect(await signWithProvider(page, 'hello')).toBe('Invalid wallet response to signMessage: The signature does not match the address');
    await expect(page.getByTestId('address')).toHaveText(bitcoinWallet.address);
  });

  test('a second wallet registering under the same name cannot take over the live session', async ({ page, bitcoinWallet }) => {
    await connectBitcoin(page);
    await expect(page.getByTestId('status')).toHaveText('connected');
    await bitcoinWallet.registerImpostor();
    const signed = await signWithProvider(page, 'still me') as { address: string; signature: string };
    const script = bitcoin.address.toOutputScript(bitcoinWallet.address, bitcoin.networks.regtest);
    expect(verifySimple(new TextEncoder().encode('still me'), script, signed.signature)).toBe(true);
    expect(bitcoinWallet.log.filter((l) => l.impostor)).toEqual([]);
    await expect(page.getByTestId('address')).toHaveText(bitcoinWallet.address);
  });

  test('a host configured with eip155 only never requests the Bitcoin code, even with a Bitcoin wallet in the page', async ({ page, bitcoinWallet }) => {
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
    await page.goto('http://127.0.0.1:5173/');
    await page.getByTestId('gangway-connect').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await expect(page.locator('[data-testid="connect-method-wallet"]')).toBeVisible();
    await expect(page.locator(WALLET_ROW)).toHaveCount(0);
    expect(scripts.filter((u) => /chain-bip122|bitcoin-sdk/.test(u))).toEqual([]);
    expect(bitcoinWallet.log).toEqual([]);
  });
});

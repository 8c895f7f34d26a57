/**
 * Solana end to end with the Solana test wallet (Wallet Standard; its key stays in node) on the demo
 * host with the devnet's cluster (?solana=1): connect → SOL and SPL balances equal to LiteSVM's → send
 * SOL and an SPL token from the Send view, each verified on chain, each returning to Account → sign a
 * message, verified with ed25519. Bad input: a malformed receiver address keeps the Send view with its
 * inputs; a malformed address from the wallet is the wallet-answer error and leaves the widget
 * disconnected; a second wallet registering under the same name cannot take over the live session.
 */
import { Connection, Keypair, PublicKey, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { getBase58Encoder } from '@solana/kit';
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Page } from '@playwright/test';
import { expect, test } from '../../kit/index';
import { solanaAccounts } from '@gangway/devnet/accounts';
import { formatQuantity } from '../../../libs/wallet/src/format';

const DEMO = 'http://127.0.0.1:5173/?solana=1';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const USDC_MINT = new PublicKey('GkduNMzCvQNVzoxUYpmyRfAktgJDqXL4AVSMMCX2xQmz');
const WALLET_ROW = '[data-testid="wallet-wallet-standard:solana:Gangway Solana Wallet"]';
const view = (page: Page) => page.locator('[data-gangway-view]');
const tokenRow = (page: Page, symbol: string) => page.locator(`[data-testid="token-row"][data-symbol="${symbol}"] [data-testid="token-quantity"]`);

type Win = { gangway: { getProvider(ns: string): Promise<{ request(a: { method: string; params?: unknown }): Promise<unknown> }> } };

/** Decimal text of base units (what the widget shows before formatting). */
const units = (raw: bigint, decimals: number) => {
  const s = raw.toString().padStart(decimals + 1, '0');
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return `${s.slice(0, s.length - decimals)}${frac ? `.${frac}` : ''}`;
};

async function splBalance(c: Connection, owner: PublicKey): Promise<bigint> {
  const ata = getAssociatedTokenAddressSync(USDC_MINT, owner, true);
  const info = await c.getTokenAccountBalance(ata).catch(() => undefined);
  return info ? BigInt(info.value.amount) : 0n;
}

async function connectSolana(page: Page) {
  await page.goto(DEMO);
  await page.getByTestId('gangway-connect').click();
  await page.locator(WALLET_ROW).click();
}

async function send(page: Page, symbol: string, amount: string, to: string) {
  await page.getByTestId('account-action-send').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Send');
  const option = page.locator('[data-testid="send-token"] option').filter({ hasText: new RegExp(`^${symbol} `) });
  await expect(option).toHaveCount(1);
  await page.getByTestId('send-token').selectOption((await option.getAttribute('value'))!);
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-receiver').fill(to);
  await page.getByTestId('send-submit').click();
}

test.describe('Solana with the Wallet Standard test wallet', () => {
  test('connect, balances equal to the chain, send SOL and SPL on LiteSVM, sign a message', async ({ page, devnet, solanaWallet }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const chain = new Connection(devnet.solana, 'confirmed');
    const owner = new PublicKey(solanaWallet.address);

    await connectSolana(page);
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect(page.getByTestId('status')).toHaveText('connected');
    await expect(page.getByTestId('address')).toHaveText(solanaWallet.address);
    await expect(page.getByTestId('network')).toHaveText(SOLANA);

    // Balances shown are the chain's (read here with web3.js).
    const lamports = BigInt(await chain.getBalance(owner));
    const usdc = await splBalance(chain, owner);
    expect(usdc).toBeGreaterThan(0n);
    await expect(tokenRow(page, 'SOL')).toHaveText(`${formatQuantity(units(lamports, 9))} SOL`);
    // Issue 36: the same SOL balance under the address (the family service's native balance), not '—'.
    await expect(page.getByTestId('account-balance')).toHaveText(`${formatQuantity(units(lamports, 9))} SOL`);
    await expect(tokenRow(page, 'USDC')).toHaveText(`${formatQuantity(units(usdc, 6))} USDC`);

    // A malformed receiver address: the Send view keeps its inputs and nothing is asked of the wallet.
    await send(page, 'SOL', '0.5', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    await expect(page.getByTestId('send-error')).toHaveText('Invalid address');
    await expect(page.getByTestId('send-amount')).toHaveValue('0.5');
    expect(solanaWallet.log.filter((l) => l.method === 'signAndSendTransaction')).toEqual([]);
    await page.locator('[data-gangway-back]').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');

    // Send SOL to a fresh address: it lands on LiteSVM, the view returns to Account.
    const solTo = Keypair.generate().publicKey;
    await send(page, 'SOL', '0.5', solTo.toBase58());
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect.poll(() => chain.getBalance(solTo)).toBe(0.5 * LAMPORTS_PER_SOL);

    // Send 1.25 USDC to another fresh address (its token account is created by the transfer).
    const splTo = Keypair.generate().publicKey;
    await send(page, 'USDC', '1.25', splTo.toBase58());
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Account');
    await expect.poll(() => splBalance(chain, splTo)).toBe(1_250_000n);
    expect(await splBalance(chain, owner)).toBe(usdc - 1_250_000n);
    await expect(tokenRow(page, 'USDC')).toHaveText(`${formatQuantity(units(usdc - 1_250_000n, 6))} USDC`);

    // Sign a message through the host's provider: the signature verifies for the wallet's key.
    const text = 'Gangway on Solana';
    const message = new TextEncoder().encode(text);
    const { getBase58Decoder } = await import('@solana/kit');
    const signed = await page.evaluate(async ([m, pubkey]) => {
      const provider = await (window as unknown as Win).gangway.getProvider('solana');
      return provider.request({ method: 'solana_signMessage', params: { message: m, pubkey } });
    }, [getBase58Decoder().decode(message), solanaWallet.address] as const) as { signature: string };
    const signature = new Uint8Array(getBase58Encoder().encode(signed.signature));
    expect(ed25519.verify(signature, message, owner.toBytes())).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a malformed address from the wallet is refused; nothing connects', async ({ page, solanaWallet }) => {
    solanaWallet.setFault('address');
    await connectSolana(page);
    await expect(page.getByTestId('connecting-external')).toHaveAttribute('data-phase', 'failed');
    await expect(page.getByText('Invalid wallet response to standard:connect: Expected a Solana address (base58, 32 bytes)')).toBeVisible();
    await expect(page.getByTestId('status')).toHaveText('disconnected');
  });

  test('a second wallet registering under the same name cannot take over the live session', async ({ page, solanaWallet }) => {
    await connectSolana(page);
    await expect(page.getByTestId('status')).toHaveText('connected');
    await solanaWallet.registerImpostor();
    const signed = await page.evaluate(async (pubkey) => {
      const provider = await (window as unknown as Win).gangway.getProvider('solana');
      return provider.request({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey } });
    }, solanaWallet.address) as { signature: string };
    expect(ed25519.verify(new Uint8Array(getBase58Encoder().encode(signed.signature)), new Uint8Array(getBase58Encoder().encode('3yZe7d')), new PublicKey(solanaWallet.address).toBytes())).toBe(true);
    expect(solanaWallet.log.filter((l) => l.impostor)).toEqual([]);
    await expect(page.getByTestId('address')).toHaveText(solanaWallet.address);
  });

  test('the wallet switching account is followed; a malformed signature is refused', async ({ page, solanaWallet }) => {
    await connectSolana(page);
    await expect(page.getByTestId('address')).toHaveText(solanaWallet.address);
    await solanaWallet.switchAccount(solanaAccounts[1]);
    await expect(page.getByTestId('address')).toHaveText(solanaAccounts[1].address);
    await expect(page.getByTestId('status')).toHaveText('connected');
    solanaWallet.setFault('signature');
    const failed = await page.evaluate(async (pubkey) => {
      const provider = await (window as unknown as Win).gangway.getProvider('solana');
      try { return await provider.request({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey } }); } catch (e) { return (e as Error).message; }
    }, solanaAccounts[1].address);
    expect(failed).toBe('Invalid wallet response to solana_signMessage: Expected a signature (64 bytes)');
    await expect(page.getByTestId('address')).toHaveText(solanaAccounts[1].address);
  });

  test('a host configured with eip155 only never requests the Solana code, even with a Solana wallet in the page', async ({ page, solanaWallet }) => {
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
    await page.goto('http://127.0.0.1:5173/');
    await page.getByTestId('gangway-connect').click();
    await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
    await expect(page.locator('[data-testid="connect-method-wallet"]')).toBeVisible();
    await expect(page.locator(WALLET_ROW)).toHaveCount(0);
    expect(scripts.filter((u) => /chain-solana|solana-web3/.test(u))).toEqual([]);
    expect(solanaWallet.log).toEqual([]);
  });
});


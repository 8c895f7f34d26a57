/**
 * The Solana adapter's example dapp (hosts/solana) on the devnet's cluster (LiteSVM behind a Solana
 * JSON-RPC) with the Solana test wallet (Wallet Standard): connect through the widget → web3.js (the
 * adapter's Connection and provider, through its React hooks) sees the account and reads the balance
 * the chain holds → sign a message (verified here with ed25519) → send a SOL transfer (verified on the
 * cluster) → disconnect from the provider → the widget shows it.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { expect, test } from '../../kit/index';

const HOST = 'http://127.0.0.1:5185/';
const WALLET_ROW = '[data-testid="wallet-wallet-standard:solana:Gangway Solana Wallet"]';
const MESSAGE = 'Hello from the Solana host';
const fromHex = (s: string) => Uint8Array.from(s.match(/../g)!.map((b) => parseInt(b, 16)));

test.describe('solana adapter host', () => {
  test('web3.js sees the account, reads the balance, signs (verified) and sends (on chain); disconnect from the provider', async ({ page, devnet, solanaWallet }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const chain = new Connection(devnet.solana, 'confirmed');
    const owner = new PublicKey(solanaWallet.address);
    await page.goto(HOST);
    await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
    await expect(page.getByTestId('lib-rpc')).toHaveText('http://127.0.0.1:8899');

    await page.getByTestId('gangway-connect').click();
    await page.locator(WALLET_ROW).click();
    await expect(page.getByTestId('widget-status')).toHaveText('connected');
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);
    await expect(page.getByTestId('lib-status')).toHaveText('connected');
    await expect(page.getByTestId('lib-address')).toHaveText(solanaWallet.address);
    const before = await chain.getBalance(owner);
    await expect(page.getByTestId('lib-balance')).toHaveText(`${before / LAMPORTS_PER_SOL} SOL`);

    await page.getByTestId('lib-sign').click();
    await expect(page.getByTestId('lib-signature')).toHaveText(/^[0-9a-f]{128}$/);
    const signature = fromHex((await page.getByTestId('lib-signature').textContent())!);
    expect(ed25519.verify(signature, new TextEncoder().encode(MESSAGE), owner.toBytes())).toBe(true);
    await expect(page.getByTestId('lib-signature-valid')).toHaveText('true');

    const recipient = Keypair.generate().publicKey;
    await page.getByTestId('lib-to').fill(recipient.toBase58());
    await page.getByTestId('lib-send').click();
    await expect(page.getByTestId('lib-tx-status')).toHaveText('success');
    const hash = (await page.getByTestId('lib-tx-hash').textContent())!;
    // The devnet's RPC answers getSignatureStatuses the way web3.js parses it (its getTransaction does not).
    const { value: [status] } = await chain.getSignatureStatuses([hash]);
    expect(status?.err).toBeNull();
    expect(await chain.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 100);
    expect(solanaWallet.log.some((l) => l.method === 'signAndSendTransaction')).toBe(true);
    await expect(page.getByTestId('lib-balance')).toHaveText(`${(await chain.getBalance(owner)) / LAMPORTS_PER_SOL} SOL`);

    await page.getByTestId('lib-disconnect').click();
    await expect(page.getByTestId('widget-status')).toHaveText('disconnected');
    await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
    expect(errors).toEqual([]);
  });
});

/**
 * The Solana adapter's example dapp (hosts/solana) on the devnet's cluster (LiteSVM behind a Solana
 * JSON-RPC) with the Solana test wallet (Wallet Standard): connect through the widget → web3.js (the
 * adapter's Connection and provider, through its React hooks) sees the account and reads the balance
 * the chain holds → sign a message (verified here with ed25519) → send a SOL transfer (verified on the
 * cluster) → switch the cluster from the page (the adapter's useSolanaNetwork) → the widget's network
 * button, its Account view (network and balance) and state show the devnet's second cluster, and
 * web3.js's Connection and balance follow it → disconnect from the provider → the widget shows it.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { expect, test } from '../../kit/index';
import { formatQuantity } from '../../../libs/wallet/src/format';

const HOST = 'http://127.0.0.1:5185/';
const WALLET_ROW = '[data-testid="wallet-wallet-standard:solana:Gangway Solana Wallet"]';
const MESSAGE = 'Hello from the Solana host';
const FIRST = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const SECOND = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';
const fromHex = (s: string) => Uint8Array.from(s.match(/../g)!.map((b) => parseInt(b, 16)));

test.describe('solana adapter host', () => {
  test('web3.js sees the account, reads the balance, signs (verified), sends (on chain), switches the cluster; disconnect from the provider', async ({ page, devnet, solanaWallet }) => {
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

    // Switch the cluster from the page (the adapter's hook). The second cluster is its own chain: an
    // airdrop there (and the transfer above on the first) makes the two balances differ.
    const chain2 = new Connection(devnet.solana2, 'confirmed');
    expect(await chain2.getGenesisHash()).toBe('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY');
    await chain2.requestAirdrop(owner, 2 * LAMPORTS_PER_SOL);
    const onSecond = await chain2.getBalance(owner);
    expect(onSecond).not.toBe(await chain.getBalance(owner));
    await page.getByTestId('lib-network-select').selectOption(SECOND);
    await expect(page.getByTestId('gangway-network-button')).toHaveText('Solana Testnet');
    await expect(page.getByTestId('widget-network')).toHaveText('Solana Testnet');
    await expect(page.getByTestId('widget-status')).toHaveText('connected');
    expect(await page.evaluate(() => (window as unknown as { gangway: { getNetwork(ns: string): { caipNetworkId: string } | undefined } }).gangway.getNetwork('solana')?.caipNetworkId)).toBe(SECOND);
    await expect(page.getByTestId('lib-rpc')).toHaveText(devnet.solana2);
    await expect(page.getByTestId('lib-balance')).toHaveText(`${onSecond / LAMPORTS_PER_SOL} SOL`);
    // The widget's Account view: the new cluster's name and the SOL it holds there (its token list).
    await page.getByTestId('gangway-connect').click();
    await expect(page.getByTestId('account-network')).toHaveText('Network: Solana Testnet');
    await expect(page.locator('[data-testid="token-row"][data-symbol="SOL"] [data-testid="token-quantity"]')).toHaveText(`${formatQuantity(String(onSecond / LAMPORTS_PER_SOL))} SOL`);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-gangway-overlay]')).toHaveCount(0);
    // And back: the first cluster's balance again.
    await page.getByTestId('lib-network-select').selectOption(FIRST);
    await expect(page.getByTestId('gangway-network-button')).toHaveText('Solana Devnet');
    await expect(page.getByTestId('lib-rpc')).toHaveText(devnet.solana);
    await expect(page.getByTestId('lib-balance')).toHaveText(`${(await chain.getBalance(owner)) / LAMPORTS_PER_SOL} SOL`);

    await page.getByTestId('lib-disconnect').click();
    await expect(page.getByTestId('widget-status')).toHaveText('disconnected');
    await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
    await expect(page.getByTestId('lib-balance')).toHaveText('—');
    await expect(page.getByTestId('gangway-connect')).toHaveText('Connect Wallet');
    await expect(page.getByTestId('lib-error')).toHaveText('');
    expect(errors).toEqual([]);
  });
});

/**
 * Issue 37: hosts/appkit-solana, a Solana dapp written the AppKit way (only @reown/* imports, aliased
 * to @gangway/appkit), on the devnet's two Solana clusters with the Solana test wallet (Wallet
 * Standard): connect through <appkit-button> → AppKit's hooks show the account (address, caipAddress
 * solana:…) and the cluster → sign a message through useAppKitProvider('solana')'s provider (verified
 * here with ed25519) → send lamports (the wallet signs, useAppKitConnection's Connection sends; the
 * balances checked on the cluster) → switch to the second cluster through useAppKitNetwork (the
 * Connection and balance follow) → <appkit-network-button> and the connected <appkit-button> open the
 * modal's views → disconnect through useDisconnect.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { expect, test } from '../../kit/index';
import { buttonsOpenViews, closeModal, disconnectThroughHook, expectAccount, instanceAddress, openConnect, pageErrors, SOLANA_ROW } from './flow';

const HOST = 'http://127.0.0.1:5192/';
const MESSAGE = 'Hello from the AppKit Solana host';
const FIRST = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const SECOND = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';
const fromHex = (s: string) => Uint8Array.from(s.match(/../g)!.map((b) => parseInt(b, 16)));

test('an AppKit + Solana app on @gangway/appkit: connect, hooks, sign, send, switch the cluster, the buttons, disconnect', async ({ page, devnet, solanaWallet }) => {
  const errors = pageErrors(page);
  const chain = new Connection(devnet.solana, 'confirmed');
  const owner = new PublicKey(solanaWallet.address);
  await page.goto(HOST);
  await expect(page.getByTestId('appkit-connected')).toHaveText('false');
  await expect(page.getByTestId('appkit-network')).toHaveText(`solana:${FIRST}`);
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
  await expect(page.getByTestId('lib-rpc')).toHaveText(devnet.solana);

  await openConnect(page);
  await page.locator(SOLANA_ROW).click();
  await expect(page.getByTestId('appkit-status')).toHaveText('connected');
  await closeModal(page);

  // AppKit's hooks: the account and its cluster; the instance answers the same; the panel's balance is the chain's.
  await expectAccount(page, { address: solanaWallet.address, caipNetworkId: `solana:${FIRST}`, chainId: FIRST });
  expect(await instanceAddress(page)).toBe(solanaWallet.address);
  await expect(page.getByTestId('lib-status')).toHaveText('connected');
  await expect(page.getByTestId('lib-balance')).toHaveText(`${(await chain.getBalance(owner)) / LAMPORTS_PER_SOL} SOL`);

  // Sign through useAppKitProvider('solana')'s provider: the signature is the account's.
  await page.getByTestId('lib-sign').click();
  await expect(page.getByTestId('lib-signature')).toHaveText(/^[0-9a-f]{128}$/);
  const signature = fromHex((await page.getByTestId('lib-signature').textContent())!);
  expect(ed25519.verify(signature, new TextEncoder().encode(MESSAGE), owner.toBytes())).toBe(true);
  await expect(page.getByTestId('lib-signature-valid')).toHaveText('true');

  // Send lamports: the wallet signs, the Connection sends; checked on the cluster.
  const before = await chain.getBalance(owner);
  const recipient = Keypair.generate().publicKey;
  await page.getByTestId('lib-to').fill(recipient.toBase58());
  await page.getByTestId('lib-send').click();
  await expect(page.getByTestId('lib-tx-status')).toHaveText('success');
  const hash = (await page.getByTestId('lib-tx-hash').textContent())!;
  const { value: [status] } = await chain.getSignatureStatuses([hash]);
  expect(status?.err).toBeNull();
  expect(await chain.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 100);
  const spent = before - (await chain.getBalance(owner));
  // The transfer plus the fee (a few thousand lamports for one signature).
  expect(spent).toBeGreaterThan(LAMPORTS_PER_SOL / 100);
  expect(spent).toBeLessThan(LAMPORTS_PER_SOL / 100 + 100_000);
  expect(solanaWallet.log.some((l) => l.method === 'signTransaction')).toBe(true);
  await expect(page.getByTestId('lib-balance')).toHaveText(`${(await chain.getBalance(owner)) / LAMPORTS_PER_SOL} SOL`);

  // Switch the cluster through useAppKitNetwork. The second cluster is its own chain: an airdrop there
  // (and the transfer above on the first) makes the two balances differ.
  const chain2 = new Connection(devnet.solana2, 'confirmed');
  await chain2.requestAirdrop(owner, 2 * LAMPORTS_PER_SOL);
  const onSecond = await chain2.getBalance(owner);
  expect(onSecond).not.toBe(await chain.getBalance(owner));
  await page.getByTestId(`appkit-switch-${SECOND}`).click();
  await expectAccount(page, { address: solanaWallet.address, caipNetworkId: `solana:${SECOND}`, chainId: SECOND });
  await expect(page.getByTestId('lib-rpc')).toHaveText(devnet.solana2);
  await expect(page.getByTestId('lib-balance')).toHaveText(`${onSecond / LAMPORTS_PER_SOL} SOL`);

  await buttonsOpenViews(page, 'Solana Testnet');

  await disconnectThroughHook(page);
  await expect(page.getByTestId('lib-status')).toHaveText('disconnected');
  await expect(page.getByTestId('lib-balance')).toHaveText('—');
  expect(solanaWallet.connected).toBe(false);
  await expect(page.getByTestId('lib-error')).toHaveCount(0);
  expect(errors).toEqual([]);
});

/**
 * Solana through the AUTH connector on the devnet (the demo with ?solana=1): an email login on the
 * Solana network gets the user's Solana key from the frame, a message signature (ApproveTransaction shows
 * the frame → approve inside it) verifies with ed25519, and a SOL transfer signed and sent by the frame lands on LiteSVM.
 */
import { Connection, PublicKey, SystemProgram, Transaction, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { ed25519 } from '@noble/curves/ed25519.js';
import { solanaAccounts } from '@gangway/devnet/accounts';
import { expect, test } from '../../kit/index';
import { approveInFrame, DEMO, emailLogin, freshEmail, rejectInFrame, view } from './helpers';

const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
type Win = { gangway: { switchNetwork(n: string): Promise<void>; getProvider(ns: string): Promise<{ request(a: { method: string; params?: unknown }): Promise<unknown> }> } };

function solanaRequest(page: import('@playwright/test').Page, method: string, params: unknown) {
  return page.evaluate(async ([m, p]) => {
    const provider = await (window as unknown as Win).gangway.getProvider('solana');
    try { return { ok: true as const, result: await provider.request({ method: m as string, params: p }) }; } catch (e) { return { ok: false as const, message: (e as Error).message }; }
  }, [method, params] as const);
}

test('Solana through the AUTH connector: login, sign a message, send SOL on LiteSVM', async ({ page, devnet, mailbox }) => {
  const connection = new Connection(devnet.solana, 'confirmed');
  await page.goto(`${DEMO}?solana=1`);
  // Choosing the Solana network before connecting makes the login a Solana one.
  await page.evaluate((n) => (window as unknown as Win).gangway.switchNetwork(n), SOLANA);
  await expect(page.getByTestId('network')).toHaveText(SOLANA);
  await page.getByTestId('gangway-connect').click();
  await expect(view(page)).toHaveAttribute('data-gangway-view', 'Connect');
  await emailLogin(page, mailbox, freshEmail('sol'));
  const address = (await page.getByTestId('address').textContent())!;
  const owner = new PublicKey(address);
  // New frame users get 10 SOL.
  await expect.poll(() => connection.getBalance(owner)).toBe(10 * LAMPORTS_PER_SOL);

  // Sign a message.
  const text = new TextEncoder().encode('hello solana');
  const signing = solanaRequest(page, 'solana_signMessage', { message: getBase58Decoder().decode(text), pubkey: address });
  await expect(page.getByTestId('approve-transaction')).toHaveAttribute('data-method', 'solana_signMessage');
  await approveInFrame(page);
  const signed = await signing;
  expect(signed.ok).toBe(true);
  const signature = new Uint8Array(getBase58Encoder().encode((signed as { result: { signature: string } }).result.signature));
  expect(ed25519.verify(signature, text, owner.toBytes())).toBe(true);

  // Send 1.5 SOL: the frame signs and sends the transaction; it lands on LiteSVM.
  const to = new PublicKey(solanaAccounts[1].address);
  const before = await connection.getBalance(to);
  const { blockhash } = await connection.getLatestBlockhash();
  const tx = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports: 1.5 * LAMPORTS_PER_SOL }));
  const unsigned = tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
  const sending = solanaRequest(page, 'solana_signAndSendTransaction', { transaction: unsigned });
  await approveInFrame(page);
  const sent = await sending;
  expect(sent.ok).toBe(true);
  await expect.poll(() => connection.getBalance(to)).toBe(before + 1.5 * LAMPORTS_PER_SOL);
  expect(await connection.getBalance(owner)).toBeLessThan(8.5 * LAMPORTS_PER_SOL + 1);

  // The same send, rejected: nothing moves.
  const { blockhash: again } = await connection.getLatestBlockhash();
  const tx2 = new Transaction({ feePayer: owner, recentBlockhash: again }).add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports: LAMPORTS_PER_SOL }));
  const rejected = solanaRequest(page, 'solana_signAndSendTransaction', { transaction: tx2.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64') });
  await rejectInFrame(page);
  expect(await rejected).toMatchObject({ ok: false, message: 'User rejected the request.' });
  expect(await connection.getBalance(to)).toBe(before + 1.5 * LAMPORTS_PER_SOL);
});

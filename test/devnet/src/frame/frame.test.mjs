// Frame emulator backend (the same code the frame page forwards postMessage events to): device
// verification, email change with primary then secondary codes, Farcaster, eip155 send and solana signing.
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { createPublicClient, http, parseEther, toHex } from 'viem';
import { verify as edVerify, createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxClient } from '../wallets/mailbox-client.mjs';
import { getJson, startTestDevnet } from '../testing.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
/** @type {ReturnType<typeof mailboxClient>} */ let mailbox;
beforeAll(async () => {
  d = await startTestDevnet();
  mailbox = mailboxClient(d.urls.api);
});
afterAll(async () => d?.stop());

/** A frame "device": keeps the session token like the frame page does in localStorage. */
function device() {
  /** @type {string | undefined} */
  let token;
  const deviceId = `dev-${Math.random().toString(36).slice(2)}`;
  /** @param {string} type @param {unknown} [payload] */
  return async (type, payload = {}) => {
    const { body } = await getJson(`${d.urls.frame}/__frame/rpc`, { json: { type: `@w3m-app/${type}`, payload, token, deviceId } });
    token = body.token;
    if (!body.ok) throw new Error(body.payload.message);
    return body.payload;
  };
}

/** @param {ReturnType<typeof device>} frame @param {string} email */
async function login(frame, email) {
  const since = Date.now() - 1;
  expect(await frame('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' });
  await frame('CONNECT_OTP', { otp: await mailbox.code(email, { since }) });
}

describe('frame emulator', () => {
  it('answers unknown events and signed-out requests with errors', async () => {
    const frame = device();
    await expect(frame('NOPE')).rejects.toThrow('Unknown event NOPE');
    await expect(frame('GET_USER')).rejects.toThrow('Not signed in');
    await expect(frame('CONNECT_EMAIL', { email: 'not-an-email' })).rejects.toThrow('Invalid email');
  });

  it('verifies a new device through the mailed link before the code', async () => {
    await getJson(`${d.urls.api}/__admin/frame`, { json: { requireDeviceVerification: true } });
    const frame = device();
    const email = 'device@example.com';
    const since = Date.now() - 1;
    expect(await frame('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' });
    const mail = await mailbox.waitFor(email, { since, subject: /device/ });
    const waiting = frame('CONNECT_DEVICE');
    const link = /https?:\/\/\S+/.exec(mail.body)?.[0] ?? '';
    expect((await fetch(link)).status).toBe(200);
    await waiting;
    await frame('CONNECT_OTP', { otp: (await mailbox.waitFor(email, { since, subject: /login code/ })).code });
    expect((await frame('GET_USER')).email).toBe(email);
    await getJson(`${d.urls.api}/__admin/frame`, { json: { requireDeviceVerification: false } });
  });

  it('changes the email with a primary then a secondary code', async () => {
    const frame = device();
    await login(frame, 'old@example.com');
    let since = Date.now() - 1;
    expect(await frame('UPDATE_EMAIL', { email: 'new@example.com' })).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    const primary = await mailbox.code('old@example.com', { since });
    await expect(frame('UPDATE_EMAIL_SECONDARY_OTP', { otp: primary })).rejects.toThrow();
    since = Date.now() - 1;
    expect(await frame('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    expect(await frame('UPDATE_EMAIL_SECONDARY_OTP', { otp: await mailbox.code('new@example.com', { since }) })).toEqual({ newEmail: 'new@example.com' });
    expect((await frame('GET_USER')).email).toBe('new@example.com');
  });

  it('signs in with Farcaster once the URL is approved', async () => {
    const frame = device();
    const { url } = await frame('GET_FARCASTER_URI');
    const pending = frame('CONNECT_FARCASTER');
    expect((await fetch(`${url}&approve=1&userName=fc-devnet`)).status).toBe(200);
    expect(await pending).toEqual({ userName: 'fc-devnet' });
  });

  it('holds per-user keys: the same email gets the same funded address; sends on eip155', async () => {
    const a = device();
    await login(a, 'keys@example.com');
    const userA = await a('GET_USER', { chainId: 31337 });
    const b = device();
    await login(b, 'keys@example.com');
    expect((await b('GET_USER')).address).toBe(userA.address);
    const pub = createPublicClient({ transport: http(d.urls.evm) });
    expect(await pub.getBalance({ address: userA.address })).toBeGreaterThanOrEqual(parseEther('9'));
    const hash = await a('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: userA.address, to: '0x000000000000000000000000000000000000dEaD', value: toHex(parseEther('1')) }] });
    expect((await pub.waitForTransactionReceipt({ hash })).status).toBe('success');
    await expect(a('RPC_REQUEST', { method: 'eth_frobnicate', params: [] })).rejects.toThrow('Requested RPC call is not allowed');
    expect(await a('SWITCH_NETWORK', { chainId: 31338 })).toEqual({ chainId: 31338 });
    expect(await a('GET_CHAIN_ID')).toEqual({ chainId: 31338 });
  });

  it('signs and sends on solana', async () => {
    const frame = device();
    await login(frame, 'sol@example.com');
    const [{ pubkey }] = await frame('RPC_REQUEST', { method: 'solana_requestAccounts', chainNamespace: 'solana' });
    const message = getBase58Decoder().decode(new TextEncoder().encode('hello solana'));
    const { signature } = await frame('RPC_REQUEST', { method: 'solana_signMessage', chainNamespace: 'solana', params: { message, pubkey } });
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), new PublicKey(pubkey).toBuffer()]);
    expect(edVerify(null, Buffer.from('hello solana'), createPublicKey({ key: spki, format: 'der', type: 'spki' }), Buffer.from(getBase58Encoder().encode(signature)))).toBe(true);

    const { body } = await getJson(d.urls.solana, { json: { jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] } });
    const to = Keypair.generate().publicKey;
    const tx = new Transaction({ feePayer: new PublicKey(pubkey), recentBlockhash: body.result.value.blockhash }).add(SystemProgram.transfer({ fromPubkey: new PublicKey(pubkey), toPubkey: to, lamports: 1_000_000 }));
    const sent = await frame('RPC_REQUEST', { method: 'solana_signAndSendTransaction', chainNamespace: 'solana', params: { transaction: tx.serialize({ requireAllSignatures: false }).toString('base64') } });
    expect(sent.signature).toBeTruthy();
    const bal = await getJson(d.urls.solana, { json: { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [to.toBase58()] } });
    expect(bal.body.result.value).toBe(1_000_000);
  });
});

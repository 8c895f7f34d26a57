// The frame emulator's session events (spec §7: get chain id, smart account networks, init smart
// account, set preferred account, reload) as the real frame answers them, and the malformed ones it
// refuses. Smart accounts are enabled per browser context by a cookie (smart-accounts.mjs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxClient } from '../wallets/mailbox-client.mjs';
import { startTestDevnet } from '../testing.mjs';
import { SMART_ACCOUNTS_COOKIE, smartAccountAddress, smartAccountNetworks } from './smart-accounts.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
/** @type {ReturnType<typeof mailboxClient>} */ let mailbox;
beforeAll(async () => {
  d = await startTestDevnet();
  mailbox = mailboxClient(d.urls.api);
});
afterAll(async () => d?.stop());

/** A frame "device" (its session token kept as the frame page keeps it), with the context's cookie. @param {string} [cookie] */
function device(cookie) {
  /** @type {string | undefined} */
  let token;
  const deviceId = `dev-${Math.random().toString(36).slice(2)}`;
  /** @param {string} type @param {unknown} [payload] */
  return async (type, payload = {}) => {
    const res = await fetch(`${d.urls.frame}/__frame/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
      body: JSON.stringify({ type: `@w3m-app/${type}`, payload, token, deviceId }),
    });
    const body = await res.json();
    token = body.token;
    if (!body.ok) throw new Error(body.payload.message);
    return body.payload;
  };
}

/** @param {ReturnType<typeof device>} frame @param {string} email */
async function login(frame, email) {
  const since = Date.now() - 1;
  await frame('CONNECT_EMAIL', { email });
  await frame('CONNECT_OTP', { otp: await mailbox.code(email, { since }) });
}
const email = (tag = 'sa') => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

describe('frame emulator session events', () => {
  it('reads the smart-account networks of a browser context from its cookie', () => {
    expect(smartAccountNetworks(`a=1; ${SMART_ACCOUNTS_COOKIE}=31337,31338`)).toEqual([31337, 31338]);
    expect(smartAccountNetworks('a=1')).toEqual([]);
    expect(smartAccountNetworks(`${SMART_ACCOUNTS_COOKIE}=x`)).toEqual([]);
  });

  it('GET_CHAIN_ID answers the session chain, which SWITCH_NETWORK moves; an unknown chain is refused and the chain kept', async () => {
    const frame = device();
    await expect(frame('GET_CHAIN_ID')).rejects.toThrow('Not signed in');
    await login(frame, email('chain'));
    await frame('GET_USER', { chainId: 31337 });
    expect(await frame('GET_CHAIN_ID')).toEqual({ chainId: 31337 });
    expect(await frame('SWITCH_NETWORK', { chainId: 31338 })).toEqual({ chainId: 31338 });
    expect(await frame('GET_CHAIN_ID')).toEqual({ chainId: 31338 });
    await expect(frame('SWITCH_NETWORK', { chainId: 999 })).rejects.toThrow('Unsupported network 999');
    expect(await frame('GET_CHAIN_ID')).toEqual({ chainId: 31338 });
  });

  it('without smart-account networks: none listed, INIT_SMART_ACCOUNT and a smart SET_PREFERRED_ACCOUNT are refused, the EOA stays', async () => {
    const frame = device();
    await login(frame, email());
    const user = await frame('GET_USER', { chainId: 31337, preferredAccountType: 'smartAccount' });
    expect(user).toMatchObject({ preferredAccountType: 'eoa', accounts: [{ address: user.address, type: 'eoa' }] });
    expect(await frame('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [] });
    await expect(frame('INIT_SMART_ACCOUNT')).rejects.toThrow('Smart accounts are not enabled on network 31337');
    await expect(frame('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow('Smart accounts are not enabled on network 31337');
    expect(await frame('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({ type: 'eoa', address: user.address });
  });

  it('with smart-account networks: INIT_SMART_ACCOUNT then SET_PREFERRED_ACCOUNT gives the smart account, which a network without them drops', async () => {
    const frame = device(`${SMART_ACCOUNTS_COOKIE}=31337`);
    await login(frame, email());
    const eoa = (await frame('GET_USER', { chainId: 31337, preferredAccountType: 'smartAccount' })).address;
    const smart = smartAccountAddress(eoa);
    expect(smart).not.toBe(eoa);
    expect(await frame('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [31337] });
    await expect(frame('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow('Call INIT_SMART_ACCOUNT first');
    expect(await frame('INIT_SMART_ACCOUNT')).toEqual({ address: smart, isDeployed: false });
    expect(await frame('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({ type: 'smartAccount', address: smart });
    expect(await frame('GET_USER', {})).toMatchObject({ address: smart, preferredAccountType: 'smartAccount', accounts: [{ address: eoa, type: 'eoa' }, { address: smart, type: 'smartAccount' }] });
    await frame('SWITCH_NETWORK', { chainId: 31338 });
    expect(await frame('GET_USER', {})).toMatchObject({ address: eoa, preferredAccountType: 'eoa' });
    expect(await frame('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({ type: 'eoa', address: eoa });
  });

  it('refuses malformed events: a non-object payload, an unknown account type', async () => {
    const frame = device();
    await login(frame, email('bad'));
    await expect(frame('GET_CHAIN_ID', 'x')).rejects.toThrow('Malformed payload for GET_CHAIN_ID');
    await expect(frame('RELOAD', [1])).rejects.toThrow('Malformed payload for RELOAD');
    await expect(frame('SET_PREFERRED_ACCOUNT', { type: 'admin' })).rejects.toThrow('Invalid account type admin');
    await expect(frame('SET_PREFERRED_ACCOUNT', {})).rejects.toThrow('Invalid account type undefined');
    await expect(frame('GET_USER', { preferredAccountType: 'root' })).rejects.toThrow('Invalid account type root');
  });

  it('RELOAD drops the login in progress and keeps the session', async () => {
    const frame = device();
    const who = email('reload');
    await login(frame, who);
    await frame('CONNECT_EMAIL', { email: email('other') });
    expect(await frame('RELOAD')).toEqual({});
    await expect(frame('CONNECT_OTP', { otp: '000000' })).rejects.toThrow('No code was requested');
    expect(await frame('IS_CONNECTED')).toEqual({ isConnected: true });
    expect((await frame('GET_USER', {})).email).toBe(who);
  });

  it('RELOAD ends a Farcaster sign-in the frame was waiting on', async () => {
    const frame = device();
    await frame('GET_FARCASTER_URI');
    const waiting = frame('CONNECT_FARCASTER');
    await new Promise((r) => setTimeout(r, 150));
    await frame('RELOAD');
    await expect(waiting).rejects.toThrow('Farcaster sign-in was cancelled (the frame reloaded)');
  });
});

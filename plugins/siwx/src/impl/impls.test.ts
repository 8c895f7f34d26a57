/**
 * The local and server implementations on their own (hosted: hosted.test.ts): local (nonces and
 * sessions in the page) and server (a host backend's four endpoints). Each refuses a replay, and
 * never returns a session for another account.
 */
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@gangway/kernel/testing';
import { privateKeyToAccount } from 'viem/accounts';
import { builtinFamilies } from '../test-util/families.test-util';
import { KEY_A, KEY_B } from '../test-util/harness.test-util';
import type { SIWXConfig, SIWXContext, SIWXSession } from '../types';
import { createLocalSiwx } from './local';
import { createServerSiwx } from './server';

const A = privateKeyToAccount(KEY_A);
const B = privateKeyToAccount(KEY_B);
const CHAIN = 'eip155:31337';

function memoryTokens() {
  let v: Record<string, string> = {};
  return { get: () => v, set: (n: Record<string, string>) => { v = n; }, remove: () => { v = {}; } };
}
function context(http?: SIWXContext['http']): SIWXContext {
  return { domain: 'app.example.com', origin: 'https://app.example.com', uri: 'https://app.example.com/', networks: [], tokens: memoryTokens(), http: http as never, family: builtinFamilies() };
}
async function signIn(config: SIWXConfig, account = A): Promise<SIWXSession> {
  const m = await config.createMessage({ chainId: CHAIN, accountAddress: account.address });
  return { data: m.data, message: m.text, signature: await account.signMessage({ message: m.text }) };
}

describe('localSiwx', () => {
  it('keeps a verified session as a sign-in token, refuses its replay, and forgets it on revoke', async () => {
    const ctx = context();
    const local = createLocalSiwx({ statement: 'Hi.' });
    local.bind!(ctx);
    const s = await signIn(local);
    await local.addSession(s);
    await expect(local.addSession(s)).rejects.toThrow('Sign-in rejected: nonce');
    expect(Object.keys(ctx.tokens.get())).toEqual([`${CHAIN}:${A.address.toLowerCase()}`]);
    expect((await local.getSessions(CHAIN, A.address))[0].signature).toBe(s.signature);
    expect(await local.getSessions(CHAIN, B.address)).toEqual([]);
    expect(await local.getSessions('eip155:1', A.address)).toEqual([]);
    await local.revokeSession(CHAIN, A.address);
    expect(await local.getSessions(CHAIN, A.address)).toEqual([]);
  });

  it('refuses a session signed by another account, and drops a stored one that expired', async () => {
    const ctx = context();
    let now = Date.now();
    const local = createLocalSiwx({ expiresInSeconds: 60 }, () => now);
    local.bind!(ctx);
    const m = await local.createMessage({ chainId: CHAIN, accountAddress: A.address });
    await expect(local.addSession({ data: m.data, message: m.text, signature: await B.signMessage({ message: m.text }) })).rejects.toThrow('signature');
    await local.addSession(await signIn(local));
    now += 61_000;
    expect(await local.getSessions(CHAIN, A.address)).toEqual([]);
    expect(ctx.tokens.get()).toEqual({});
  });

  it('drops a tampered stored token', async () => {
    const ctx = context();
    const local = createLocalSiwx();
    local.bind!(ctx);
    await local.addSession(await signIn(local));
    const key = Object.keys(ctx.tokens.get())[0];
    const stored = JSON.parse(ctx.tokens.get()[key]);
    ctx.tokens.set({ [key]: JSON.stringify({ ...stored, message: stored.message.replace('31337', '1') }) });
    expect(await local.getSessions(CHAIN, A.address)).toEqual([]);
    ctx.tokens.set({ [key]: 'not json' });
    expect(await local.getSessions(CHAIN, A.address)).toEqual([]);
  });
});

describe('serverSiwx (a host backend)', () => {
  it('uses the nonce, verify, session and sign-out endpoints', async () => {
    let current: { message: string; signature: string } | null = null;
    const api = fakeFetch({
      'GET /auth/nonce': { json: { nonce: 'backendNonce99' } },
      'POST /auth/verify': (c) => { const b = c.body as { message: string; signature: string }; current = { message: b.message, signature: b.signature }; return { json: { ok: true } }; },
      'GET /auth/session': () => ({ json: { session: current } }),
      'POST /auth/signout': () => { current = null; return { json: {} }; },
    });
    const server = createServerSiwx({ baseUrl: 'https://app.example.com/auth', fetch: api.fetch });
    server.bind!(context());
    const s = await signIn(server);
    expect(s.data.nonce).toBe('backendNonce99');
    await server.addSession(s);
    expect((await server.getSessions(CHAIN, A.address))[0].signature).toBe(s.signature);
    expect(await server.getSessions(CHAIN, B.address)).toEqual([]);
    await server.revokeSession(CHAIN, A.address);
    expect(await server.getSessions(CHAIN, A.address)).toEqual([]);
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /auth/nonce', 'POST /auth/verify', 'GET /auth/session', 'GET /auth/session', 'POST /auth/signout', 'GET /auth/session',
    ]);
  });

  it('refuses a backend answer that is not a nonce', async () => {
    const api = fakeFetch({ 'GET /n': { json: { nonce: 'x y' } } });
    const server = createServerSiwx({ nonceUrl: 'https://b.example/n', fetch: api.fetch });
    server.bind!(context());
    await expect(server.createMessage({ chainId: CHAIN, accountAddress: A.address })).rejects.toThrow('unexpected response');
  });
});

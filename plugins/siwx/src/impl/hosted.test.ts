/**
 * hostedSiwx against a fake ReownAuthentication: the four `/auth/v1` calls exactly as AppKit sends
 * them (paths on wallet services, the nonce JWT and Bearer headers, the body), the session token kept
 * as the account's sign-in token and nothing else, and every way a session is not there.
 */
import { describe, expect, it } from 'vitest';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { privateKeyToAccount } from 'viem/accounts';
import { siwxManifest } from '../manifest';
import { builtinFamilies } from '../test-util/families.test-util';
import { KEY_A, KEY_B } from '../test-util/harness.test-util';
import type { SIWXConfig, SIWXContext, SIWXSession } from '../types';
import { createHostedSiwx } from './hosted';

const A = privateKeyToAccount(KEY_A);
const B = privateKeyToAccount(KEY_B);
const CHAIN = 'eip155:31337';
const KEY_OF_A = `${CHAIN}:${A.address.toLowerCase()}`;
const NONCE_JWT = 'eyJub25jZSI.eyJub25jZSI6MX0.c2ln';
const SESSION_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhIn0.c2Vzc2lvbg';

function memoryTokens(initial: Record<string, string> = {}) {
  let v = initial;
  return { get: () => v, set: (n: Record<string, string>) => { v = n; }, remove: () => { v = {}; } };
}

/** A stand-in service: one nonce per call, single use; a token per authenticated session; `me` and sign-out by token. */
function fakeService() {
  let n = 0;
  const nonces = new Map<string, string>();
  const live = new Map<string, { address: string; caip2Network: string }>();
  const bearer = (h: Record<string, string>, name: string) => /^Bearer (.+)$/.exec(h[name] ?? '')?.[1];
  const api = fakeFetch({
    'GET /auth/v1/nonce': () => {
      const nonce = `serverNonce${++n}abc`;
      const token = `${NONCE_JWT}${n}`;
      nonces.set(token, nonce);
      return { json: { nonce, token } };
    },
    'POST /auth/v1/authenticate': (c) => {
      const jwt = bearer(c.headers, 'x-nonce-jwt');
      const b = c.body as { data: SIWXSession['data']; message: string };
      if (!jwt || nonces.get(jwt) !== b.data.nonce || !b.message.includes(`Nonce: ${b.data.nonce}`)) return { status: 401, json: { message: 'Invalid nonce' } };
      nonces.delete(jwt);
      const token = `${SESSION_JWT}${live.size}`;
      live.set(token, { address: b.data.accountAddress, caip2Network: b.data.chainId });
      return { json: { token } };
    },
    'GET /auth/v1/me': (c) => {
      const a = live.get(bearer(c.headers, 'Authorization') ?? '');
      return a ? { json: { ...a, exp: Math.floor(Date.now() / 1000) + 3600, domain: 'app.example.com', uri: 'https://app.example.com/', nonce: 'x', aud: 'a', sub: 's' } } : { status: 401, json: { message: 'Unauthorized' } };
    },
    'POST /auth/v1/sign-out': (c) => (live.delete(bearer(c.headers, 'Authorization') ?? '') ? { text: '' } : { status: 401 }),
  });
  return { api, live };
}

function setup(tokens = memoryTokens()) {
  const service = fakeService();
  const h = createPluginHarness(siwxManifest, { fetch: service.api.fetch });
  const ctx: SIWXContext = { domain: 'app.example.com', origin: 'https://app.example.com', uri: 'https://app.example.com/', networks: [], tokens, http: h.kernel.http, family: builtinFamilies() };
  const hosted = createHostedSiwx();
  hosted.bind!(ctx);
  return { ...service, ctx, hosted, calls: () => service.api.calls.map((c) => `${c.method} ${c.url.origin}${c.url.pathname}`) };
}
async function signIn(config: SIWXConfig, account = A): Promise<SIWXSession> {
  const m = await config.createMessage({ chainId: CHAIN, accountAddress: account.address });
  return { data: m.data, message: m.text, signature: await account.signMessage({ message: m.text }) };
}

describe('hostedSiwx (ReownAuthentication, /auth/v1 on wallet services)', () => {
  it('sends nonce, authenticate, me and sign-out as AppKit does, and keeps only the session token', async () => {
    const t = setup();
    const s = await signIn(t.hosted);
    expect(s.data.nonce).toBe('serverNonce1abc');
    await t.hosted.addSession(s);
    const [nonce, authenticate] = t.api.calls;
    expect(`${nonce.method} ${nonce.url.origin}${nonce.url.pathname}`).toBe('GET https://api.web3modal.org/auth/v1/nonce');
    expect(nonce.headers).not.toHaveProperty('Authorization');
    expect(authenticate.headers['x-nonce-jwt']).toBe(`Bearer ${NONCE_JWT}1`);
    expect(authenticate.body).toEqual({ data: s.data, message: s.message, signature: s.signature, clientId: null });
    // The token is the account's sign-in token; the signature is kept nowhere in the page.
    expect(t.ctx.tokens.get()).toEqual({ [KEY_OF_A]: `${SESSION_JWT}0` });

    const [live] = await t.hosted.getSessions(CHAIN, A.address);
    expect(live.data).toMatchObject({ chainId: CHAIN, accountAddress: A.address });
    expect(live.signature).toBe('');
    expect(t.api.calls.at(-1)!.headers.Authorization).toBe(`Bearer ${SESSION_JWT}0`);

    await t.hosted.revokeSession(CHAIN, A.address);
    expect(t.api.calls.at(-1)!.url.pathname).toBe('/auth/v1/sign-out');
    expect(t.api.calls.at(-1)!.headers.Authorization).toBe(`Bearer ${SESSION_JWT}0`);
    expect(t.live.size).toBe(0);
    expect(t.ctx.tokens.get()).toEqual({});
    expect(await t.hosted.getSessions(CHAIN, A.address)).toEqual([]);
    expect(t.calls()).toEqual([
      'GET https://api.web3modal.org/auth/v1/nonce', 'POST https://api.web3modal.org/auth/v1/authenticate', 'GET https://api.web3modal.org/auth/v1/me', 'POST https://api.web3modal.org/auth/v1/sign-out',
    ]);
    // Every call carries the project id, st and sv, as AppKit's (ReownAuthentication.ts:220-223).
    expect(t.api.calls.every((c) => c.url.searchParams.get('projectId') === 'test' && c.url.searchParams.has('st') && c.url.searchParams.has('sv'))).toBe(true);
  });

  it('a signature it did not ask for reaches nobody: replayed, or from a message of another page', async () => {
    const t = setup();
    const s = await signIn(t.hosted);
    await t.hosted.addSession(s);
    const before = t.api.calls.length;
    await expect(t.hosted.addSession(s)).rejects.toThrow('not issued to this page');
    const other = setup();
    await expect(other.hosted.addSession(await signIn(t.hosted))).rejects.toThrow('not issued to this page');
    expect(t.api.calls.length).toBe(before + 1);
    expect(other.api.calls).toHaveLength(0);
  });

  it('refuses a signature by another account before the service sees it', async () => {
    const t = setup();
    const m = await t.hosted.createMessage({ chainId: CHAIN, accountAddress: A.address });
    await expect(t.hosted.addSession({ data: m.data, message: m.text, signature: await B.signMessage({ message: m.text }) })).rejects.toThrow('signature');
    expect(t.calls()).toEqual(['GET https://api.web3modal.org/auth/v1/nonce']);
  });

  it('has no session without a token, for another account or chain, or with a token the service refuses', async () => {
    const t = setup();
    expect(await t.hosted.getSessions(CHAIN, A.address)).toEqual([]);
    expect(t.api.calls).toHaveLength(0);
    await t.hosted.addSession(await signIn(t.hosted));
    expect(await t.hosted.getSessions(CHAIN, B.address)).toEqual([]);
    expect(await t.hosted.getSessions('eip155:1', A.address)).toEqual([]);
    // The service forgot it (expired, signed out elsewhere): the token is dropped.
    t.live.clear();
    expect(await t.hosted.getSessions(CHAIN, A.address)).toEqual([]);
    expect(t.ctx.tokens.get()).toEqual({});
  });

  it('never sends a stored value that is not a token, and a me answer for another account is no session', async () => {
    const t = setup(memoryTokens({ [KEY_OF_A]: '{"message":"m","signature":"0x1"}' }));
    expect(await t.hosted.getSessions(CHAIN, A.address)).toEqual([]);
    expect(t.api.calls).toHaveLength(0);
    expect(t.ctx.tokens.get()).toEqual({});
    t.live.set('a.b.c', { address: B.address, caip2Network: CHAIN });
    t.ctx.tokens.set({ [KEY_OF_A]: 'a.b.c' });
    expect(await t.hosted.getSessions(CHAIN, A.address)).toEqual([]);
  });

  it('setSessions([]) signs every account out on the service', async () => {
    const t = setup();
    await t.hosted.addSession(await signIn(t.hosted, A));
    await t.hosted.addSession(await signIn(t.hosted, B));
    expect(t.live.size).toBe(2);
    await t.hosted.setSessions([]);
    expect(t.live.size).toBe(0);
    expect(t.ctx.tokens.get()).toEqual({});
  });

  it('a service that is down is an error, not a signed-out visitor; the token stays', async () => {
    const t = setup(memoryTokens({ [KEY_OF_A]: 'a.b.c' }));
    const down = createPluginHarness(siwxManifest, { fetch: fakeFetch({ 'GET /auth/v1/me': { status: 503 } }).fetch });
    const hosted = createHostedSiwx();
    hosted.bind!({ ...t.ctx, http: down.kernel.http });
    await expect(hosted.getSessions(CHAIN, A.address)).rejects.toThrow('HTTP 503');
    expect(t.ctx.tokens.get()).toEqual({ [KEY_OF_A]: 'a.b.c' });
  });
});

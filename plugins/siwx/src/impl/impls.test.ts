/**
 * The built-in implementations on their own: local (nonces and sessions in the page), hosted (the
 * spec §7 sessions API, answered here by a fake that keeps what it is sent) and server (a host
 * backend's four endpoints). Each refuses a replay, and never returns a session for another account.
 */
import { describe, expect, it } from 'vitest';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { privateKeyToAccount } from 'viem/accounts';
import { siwxManifest } from '../manifest';
import { KEY_A, KEY_B } from '../test-util/harness.test-util';
import type { SIWXConfig, SIWXContext, SIWXSession } from '../types';
import { createHostedSiwx } from './hosted';
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
  return { domain: 'app.example.com', origin: 'https://app.example.com', uri: 'https://app.example.com/', networks: [], tokens: memoryTokens(), http: http as never };
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

describe('hostedSiwx (spec §7 sessions API)', () => {
  it('takes its nonce from the API, creates, lists and revokes with the pci and the signature', async () => {
    const kept: { pci: string; message: string; signature: string; revokedAt: number | null }[] = [];
    const account = encodeURIComponent(`${CHAIN}:${A.address.toLowerCase()}`);
    const api = fakeFetch({
      'POST /v1/sessions/nonce': { json: { nonce: 'serverNonce1234' } },
      [`POST /v1/sessions/${account}`]: (c) => {
        const b = c.body as { message: string; signature: string };
        if (kept.some((k) => k.message === b.message)) return { status: 401, json: { message: 'spent nonce' } };
        kept.push({ pci: `pci-${kept.length}`, ...b, revokedAt: null });
        return { json: { pci: kept.at(-1)!.pci } };
      },
      [`GET /v1/sessions/${account}`]: () => ({ json: { pcis: kept.map((k) => ({ pci: k.pci, revokedAt: k.revokedAt, expiry: 0, permissions: [{ type: 'siwx', data: { message: k.message, signature: k.signature } }] })) } }),
      [`POST /v1/sessions/${account}/revoke`]: (c) => {
        const b = c.body as { pci: string; signature: string };
        const k = kept.find((x) => x.pci === b.pci && x.signature === b.signature);
        if (!k) return { status: 401 };
        k.revokedAt = 1;
        return { json: { success: true } };
      },
    });
    const h = createPluginHarness(siwxManifest, { fetch: api.fetch });
    const hosted = createHostedSiwx();
    hosted.bind!(context(h.kernel.http));
    const s = await signIn(hosted);
    expect(s.data.nonce).toBe('serverNonce1234');
    await hosted.addSession(s);
    await expect(hosted.addSession(s)).rejects.toThrow();
    const live = await hosted.getSessions(CHAIN, A.address);
    expect(live).toHaveLength(1);
    expect(live[0].id).toBe('pci-0');
    expect(await hosted.getSessions(CHAIN, B.address)).toEqual([]);
    await hosted.revokeSession(CHAIN, A.address);
    expect(await hosted.getSessions(CHAIN, A.address)).toEqual([]);
    const revoke = api.calls.find((c) => c.url.pathname.endsWith('/revoke'))!;
    expect(revoke.body).toEqual({ pci: 'pci-0', signature: s.signature });
    // Every call carries the project id (spec §7).
    expect(api.calls.every((c) => c.url.searchParams.get('projectId') === 'test')).toBe(true);
  });

  it('ignores a listed session the page cannot verify (another page, another signer)', async () => {
    const other = await (async () => {
      const local = createLocalSiwx();
      local.bind!({ ...context(), domain: 'evil.example', origin: 'https://evil.example', uri: 'https://evil.example/' });
      return signIn(local);
    })();
    const account = encodeURIComponent(`${CHAIN}:${A.address.toLowerCase()}`);
    const api = fakeFetch({ [`GET /v1/sessions/${account}`]: { json: { pcis: [{ pci: 'p', revokedAt: null, permissions: [{ type: 'siwx', data: { message: other.message, signature: other.signature } }] }] } } });
    const h = createPluginHarness(siwxManifest, { fetch: api.fetch });
    const hosted = createHostedSiwx();
    hosted.bind!(context(h.kernel.http));
    expect(await hosted.getSessions(CHAIN, A.address)).toEqual([]);
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

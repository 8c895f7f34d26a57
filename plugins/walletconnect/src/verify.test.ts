// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { checkAttestation, createVerifyClient, loadAttestation, type VerifyEnv } from './verify';
import { verifyAlert } from './provider-alerts';

const subtle = globalThis.crypto.subtle;
const ORIGIN = 'http://127.0.0.1:5173';
const VERIFY = 'http://127.0.0.1:8787';
const b64url = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');

async function keyPair() {
  const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await subtle.exportKey('jwk', pair.publicKey);
  const sign = async (payload: object, header: object = { alg: 'ES256', typ: 'JWT' }) => {
    const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
    const sig = new Uint8Array(await subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode(input)));
    return `${input}.${b64url(sig)}`;
  };
  return { jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } as JsonWebKey, sign };
}

const exp = () => Math.floor(Date.now() / 1000) + 300;
const env = { subtle, now: Date.now };

describe('checkAttestation', () => {
  it('reads verified, unverified and threat from a well-signed attestation', async () => {
    const k = await keyPair();
    const base = { id: 'p1', origin: ORIGIN, exp: exp() };
    expect(await checkAttestation(await k.sign({ ...base, isVerified: true, isScam: false }), { id: 'p1', origin: ORIGIN }, k.jwk, env)).toBe('verified');
    expect(await checkAttestation(await k.sign({ ...base, isVerified: false, isScam: null }), { id: 'p1', origin: ORIGIN }, k.jwk, env)).toBe('unverified');
    expect(await checkAttestation(await k.sign({ ...base, isVerified: false, isScam: true }), { id: 'p1', origin: ORIGIN }, k.jwk, env)).toBe('threat');
  });

  it('refuses a forged payload, another key, another proposal, another origin, an expired one, not-a-JWT', async () => {
    const k = await keyPair();
    const other = await keyPair();
    const good = await k.sign({ id: 'p1', origin: ORIGIN, isVerified: false, exp: exp() });
    const [h, , s] = good.split('.');
    const forged = `${h}.${b64url(JSON.stringify({ id: 'p1', origin: ORIGIN, isVerified: true, exp: exp() }))}.${s}`;
    const want = { id: 'p1', origin: ORIGIN };
    await expect(checkAttestation(forged, want, k.jwk, env)).rejects.toThrow('signature');
    await expect(checkAttestation(good, want, other.jwk, env)).rejects.toThrow('signature');
    await expect(checkAttestation(good, { id: 'p2', origin: ORIGIN }, k.jwk, env)).rejects.toThrow('another message');
    await expect(checkAttestation(good, { id: 'p1', origin: 'https://evil.example' }, k.jwk, env)).rejects.toThrow('another origin');
    await expect(checkAttestation(await k.sign({ id: 'p1', origin: ORIGIN, isVerified: true, exp: 1 }), want, k.jwk, env)).rejects.toThrow('expired');
    await expect(checkAttestation('not.a', want, k.jwk, env)).rejects.toThrow('not a JWT');
    await expect(checkAttestation(await k.sign({ id: 'p1', origin: ORIGIN, isVerified: true, exp: exp() }, { alg: 'none' }), want, k.jwk, env)).rejects.toThrow();
    await expect(checkAttestation(await k.sign({ id: 'p1', origin: ORIGIN, isVerified: 'yes', exp: exp() }), want, k.jwk, env)).rejects.toThrow();
  });
});

/** A page with a hidden-iframe-capable body; `answer` plays the Verify page posting to its parent. */
function fakePage() {
  const listeners = new Set<(e: MessageEvent) => void>();
  const frames: HTMLIFrameElement[] = [];
  const win = {
    location: { origin: ORIGIN },
    addEventListener: (_: string, f: (e: MessageEvent) => void) => listeners.add(f),
    removeEventListener: (_: string, f: (e: MessageEvent) => void) => listeners.delete(f),
  };
  const page = {
    window: win as unknown as VerifyEnv['window'],
    document: { createElement: (t: string) => document.createElement(t), body: { appendChild: (f: HTMLIFrameElement) => { frames.push(f); document.body.appendChild(f); return f; } } } as unknown as VerifyEnv['document'],
    frames,
    post(data: unknown, origin = new URL(VERIFY).origin, source: unknown = frames.at(-1)?.contentWindow, isTrusted = true) {
      for (const f of [...listeners]) f({ data, origin, source, isTrusted } as MessageEvent);
    },
    listeners,
  };
  return page;
}

describe('loadAttestation', () => {
  it("takes the Verify frame's answer only (trusted, origin and window), then removes the frame", async () => {
    const page = fakePage();
    const p = loadAttestation(VERIFY, 'proj', { id: 'p1', decryptedId: 'd1' }, { ...page, fetch, ...env });
    expect(page.frames[0].src).toBe(`${VERIFY}/v3/attestation?projectId=proj&origin=${encodeURIComponent(ORIGIN)}&id=p1&decryptedId=d1`);
    page.post(JSON.stringify({ type: 'verify_attestation', attestation: 'forged' }), new URL(VERIFY).origin, page.frames[0].contentWindow, false);
    page.post(JSON.stringify({ type: 'verify_attestation', attestation: 'forged' }), 'https://evil.example');
    page.post(JSON.stringify({ type: 'verify_attestation', attestation: 'forged' }), new URL(VERIFY).origin, {});
    page.post('{not json');
    page.post(JSON.stringify({ type: 'verify_attestation', attestation: 'a.b.c' }));
    expect(await p).toBe('a.b.c');
    expect(page.listeners.size).toBe(0);
    expect(page.frames[0].isConnected).toBe(false);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const page = fakePage();
      const p = loadAttestation(VERIFY, 'proj', { id: 'p1' }, { ...page, fetch, ...env }, 5000);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await p).toBeUndefined();
      expect(page.listeners.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createVerifyClient', () => {
  it('returns the attestation for the proposal and tells the verdict; unavailable Verify gives "" and an error', async () => {
    const k = await keyPair();
    const page = fakePage();
    let keyStatus = 200;
    const fakeFetch = vi.fn(async () => new Response(JSON.stringify({ publicKey: k.jwk }), { status: keyStatus }));
    const verdicts: string[] = [];
    const errors: unknown[] = [];
    const client = createVerifyClient({ verifyUrl: VERIFY, projectId: 'proj', env: { ...page, fetch: fakeFetch as unknown as typeof fetch, ...env }, timeoutMs: 1000 }, (v) => verdicts.push(v), (e) => errors.push(e));

    const jwt = await k.sign({ id: 'p1', origin: ORIGIN, isVerified: false, isScam: false, exp: exp() });
    const first = client.register({ id: 'p1', decryptedId: 'd' });
    await vi.waitFor(() => expect(page.frames).toHaveLength(1));
    page.post(JSON.stringify({ type: 'verify_attestation', attestation: jwt }));
    expect(await first).toBe(jwt);
    expect(verdicts).toEqual(['unverified']);

    // The public key is fetched once; a signature by another key makes Verify unavailable (no attestation sent).
    const other = await keyPair();
    const second = client.register({ id: 'p2' });
    await vi.waitFor(() => expect(page.frames).toHaveLength(2));
    page.post(JSON.stringify({ type: 'verify_attestation', attestation: await other.sign({ id: 'p2', origin: ORIGIN, isVerified: true, exp: exp() }) }));
    expect(await second).toBe('');
    expect(verdicts).toEqual(['unverified', 'unavailable']);
    expect(String(errors[0])).toMatch(/signature/);
    expect(fakeFetch).toHaveBeenCalledTimes(1);

    // The key endpoint failing: unavailable, and the next proposal asks for the key again.
    keyStatus = 503;
    const client2 = createVerifyClient({ verifyUrl: VERIFY, projectId: 'proj', env: { ...page, fetch: fakeFetch as unknown as typeof fetch, ...env }, timeoutMs: 50 }, (v) => verdicts.push(v), (e) => errors.push(e));
    expect(await client2.register({ id: 'p3' })).toBe('');
    expect(String(errors.at(-1))).toMatch(/HTTP 503|did not answer/);
  });

  it('maps verdicts to the alerts of spec §8', () => {
    expect(verifyAlert('unverified')).toBe('WC_UNVERIFIED_DOMAIN');
    expect(verifyAlert('threat')).toBe('WC_DOMAIN_THREAT');
    expect(verifyAlert('verified')).toBeNull();
    expect(verifyAlert('unavailable')).toBeNull();
  });
});

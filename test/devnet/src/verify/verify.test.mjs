// The Verify emulation: attestations signed with ES256 that check against the served public key,
// the embedding origin taken from the Referer, verdicts per origin set by tests.
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startTestDevnet } from '../testing.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => {
  d = await startTestDevnet();
});
afterAll(async () => d?.stop());

/** Loads the attestation page as a browser iframe would (Referer = the embedding page) and returns the JWT it posts. */
async function attestation(/** @type {string} */ referer, /** @type {string} */ id) {
  const res = await fetch(`${d.urls.api}/v3/attestation?projectId=${d.projectId}&origin=${encodeURIComponent('http://evil.example')}&id=${id}&decryptedId=x`, { headers: { referer } });
  const html = await res.text();
  const posted = JSON.parse(JSON.parse(/postMessage\((".*?"), '\*'\)/.exec(html)?.[1] ?? '""'));
  expect(posted.type).toBe('verify_attestation');
  return /** @type {string} */ (posted.attestation);
}

async function checkSignature(/** @type {string} */ jwt) {
  const { publicKey } = (await getJson(`${d.urls.api}/v3/public-key`)).body;
  const key = createPublicKey({ key: publicKey, format: 'jwk' });
  const [h, p, s] = jwt.split('.');
  return verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
}

const payload = (/** @type {string} */ jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

describe('Verify emulation', () => {
  it('attests the demo origin as verified, signed with the served key; the origin comes from the Referer', async () => {
    const jwt = await attestation('http://127.0.0.1:5173/?x=1', 'a'.repeat(64));
    expect(await checkSignature(jwt)).toBe(true);
    expect(payload(jwt)).toMatchObject({ id: 'a'.repeat(64), origin: 'http://127.0.0.1:5173', isVerified: true, isScam: false });
    expect(payload(jwt).exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('an unknown origin is unverified; a tampered payload fails the signature', async () => {
    const jwt = await attestation('http://unknown.example/', 'b'.repeat(64));
    expect(payload(jwt)).toMatchObject({ origin: 'http://unknown.example', isVerified: false, isScam: false });
    const [h, , s] = jwt.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload(jwt), isVerified: true })).toString('base64url')}.${s}`;
    expect(await checkSignature(forged)).toBe(false);
  });

  it('verdicts set by tests (threat, unverified) apply until reset', async () => {
    await getJson(`${d.urls.api}/__admin/verify`, { json: { origin: 'http://127.0.0.1:5173', verdict: 'threat' } });
    expect(payload(await attestation('http://127.0.0.1:5173/', 'c'.repeat(64)))).toMatchObject({ isVerified: false, isScam: true });
    expect((await getJson(`${d.urls.api}/__admin/verify`, { json: { origin: 'http://127.0.0.1:5173', verdict: 'maybe' } })).status).toBe(400);
    await getJson(`${d.urls.api}/__admin/reset`, { json: {} });
    expect(payload(await attestation('http://127.0.0.1:5173/', 'd'.repeat(64)))).toMatchObject({ isVerified: true, isScam: false });
  });
});

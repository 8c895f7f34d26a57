// Profile names and identity, held to blockchain-api src/handlers/profile/* and identity.rs (commit a4b66a9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startTestDevnet } from '../../testing.mjs';
import { expectPair } from './pairs.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const nobody = privateKeyToAccount(generatePrivateKey()).address;
const owner = privateKeyToAccount(generatePrivateKey());
const label = `contract-${owner.address.slice(2, 10).toLowerCase()}`;
const registerBody = async (/** @type {Record<string, unknown>} */ payload, coinType = 60) => {
  const message = JSON.stringify({ attributes: {}, timestamp: Math.floor(Date.now() / 1000), ...payload });
  return { coin_type: coinType, address: owner.address, message, signature: await owner.signMessage({ message }) };
};

describe('reverse lookup: GET /v1/profile/reverse/{address}', () => {
  it('an address with no name, without apiVersion=2: 404 NameByAddressNotFound (reverse.rs:43-50, error.rs:532-538)', () =>
    expectPair(d.urls.api, d.projectId, { source: 'reverse.rs:48', path: `/v1/profile/reverse/${nobody}`, status: 404, response: { status: 'FAILED', reasons: [{ field: 'address', description: 'No name for address is found' }] } }));
  it('the same with apiVersion=2: 200 [] (reverse.rs:45-46)', () =>
    expectPair(d.urls.api, d.projectId, { source: 'reverse.rs:46', path: `/v1/profile/reverse/${nobody}`, query: { apiVersion: '2' }, status: 200, response: [] }));
  it('apiVersion not a number: axum\'s 400 (profile/mod.rs:70 `api_version: Option<usize>`)', () =>
    expectPair(d.urls.api, d.projectId, { source: 'mod.rs:70', path: `/v1/profile/reverse/${nobody}`, query: { apiVersion: 'two' }, status: 400, text: /^Failed to deserialize query string/ }));
});

describe('register, lookup and suggestions', () => {
  it('registers a full name in an allowed zone and answers NameAndAddresses (register.rs:217-218, types.rs:55-62)', async () => {
    await expectPair(d.urls.api, d.projectId, {
      source: 'register.rs:218', method: 'POST', path: '/v1/profile/account', body: await registerBody({ name: `${label}.reown.id` }), status: 200,
      response: { name: `${label}.reown.id`, registered_at: expect.any(String), updated_at: expect.any(String), attributes: {}, addresses: { 60: { address: owner.address, created_at: expect.any(String) } } },
    });
    await expectPair(d.urls.api, d.projectId, { source: 'reverse.rs:52-63', path: `/v1/profile/reverse/${owner.address}`, query: { apiVersion: '2' }, status: 200, response: [{ name: `${label}.reown.id` }] });
    await expectPair(d.urls.api, d.projectId, { source: 'lookup.rs:57', path: `/v1/profile/account/${label}.reown.id`, query: { apiVersion: '2' }, status: 200, response: { name: `${label}.reown.id`, addresses: { 60: { address: owner.address } } } });
  });

  it('refuses what register.rs refuses, in its order and shapes', async () => {
    const cases = [
      { why: 'a bare label (not in an allowed zone, register.rs:86-88)', body: await registerBody({ name: `${label}x` }), status: 400, field: 'name', description: `Invalid name length: ${label}x` },
      { why: 'upper case (register.rs:76-78)', body: await registerBody({ name: 'Alice.reown.id' }), status: 400, field: 'name', description: 'Invalid name format: Alice.reown.id' },
      { why: 'another zone (register.rs:86-88)', body: await registerBody({ name: `${label}.eth.id` }), status: 400, field: 'name', description: `Name is not in the allowed zones: ${label}.eth.id` },
      { why: 'a coin type of no supported chain (register.rs:91-93)', body: await registerBody({ name: `${label}-c.reown.id` }, 0x80000000 + 999999), status: 400, field: 'coin_type' },
      { why: 'taken (register.rs:96-101)', body: await registerBody({ name: `${label}.reown.id` }), status: 400, field: 'name', description: `Name is already registered: ${label}.reown.id` },
      { why: 'an old timestamp (register.rs:104-106, 10 s)', body: await registerBody({ name: `${label}-t.reown.id`, timestamp: Math.floor(Date.now() / 1000) - 60 }), status: 400, field: 'timestamp' },
      { why: 'an unknown attribute (register.rs:109-117)', body: await registerBody({ name: `${label}-a.reown.id`, attributes: { avatar: 'x' } }), status: 400, field: 'attributes' },
    ];
    for (const c of cases) {
      await expectPair(d.urls.api, d.projectId, { source: c.why, method: 'POST', path: '/v1/profile/account', body: c.body, status: c.status, response: { status: 'FAILED', reasons: [{ field: c.field, ...(c.description ? { description: c.description } : {}) }] } });
    }
    const forged = { ...(await registerBody({ name: `${label}-f.reown.id` })), address: nobody };
    await expectPair(d.urls.api, d.projectId, { source: 'register.rs:152-155', method: 'POST', path: '/v1/profile/account', body: forged, status: 401, response: { status: 'FAILED', reasons: [{ field: 'signature' }] } });
    await expectPair(d.urls.api, d.projectId, { source: 'simple_request_json.rs:18-24 (axum Json rejection)', method: 'POST', path: '/v1/profile/account', body: { address: owner.address, message: '{}', signature: '0x' }, status: 422, text: /^Failed to deserialize the JSON body/ });
  });

  it('lookup of an unregistered name: 404 NameNotFound, or [] with apiVersion=2 (lookup.rs:59-67)', async () => {
    await expectPair(d.urls.api, d.projectId, { source: 'lookup.rs:65', path: `/v1/profile/account/free-${label}.reown.id`, status: 404, response: { status: 'FAILED', reasons: [{ field: 'name' }] } });
    await expectPair(d.urls.api, d.projectId, { source: 'lookup.rs:63', path: `/v1/profile/account/free-${label}.reown.id`, query: { apiVersion: '2' }, status: 200, response: [] });
  });

  it('suggestions: the exact name first, in the asked zone, at most 5 (suggestions.rs:59-93)', async () => {
    const res = await expectPair(d.urls.api, d.projectId, { source: 'suggestions.rs:72-76', path: `/v1/profile/suggestions/${label}`, query: { zone: 'reown.id' }, status: 200, response: { suggestions: expect.any(Array) } });
    expect(res.body.suggestions[0]).toEqual({ name: `${label}.reown.id`, registered: true });
    expect(res.body.suggestions.length).toBeLessThanOrEqual(5);
    expect(res.body.suggestions.slice(1).every((/** @type {{registered: boolean, name: string}} */ s) => !s.registered && s.name.endsWith('.reown.id'))).toBe(true);
    await expectPair(d.urls.api, d.projectId, { source: 'suggestions.rs:49-51', path: '/v1/profile/suggestions/ab', status: 400, response: { status: 'FAILED', reasons: [{ field: 'name', description: 'Invalid name length: ab' }] } });
  });
});

describe('identity: GET /v1/identity/{address}', () => {
  it('answers name and avatar (identity.rs:156-165)', () =>
    expectPair(d.urls.api, d.projectId, { source: 'identity.rs:158', path: `/v1/identity/${owner.address}`, query: { sender: owner.address }, status: 200, response: { name: `${label}.reown.id`, avatar: expect.any(String) } }));
});

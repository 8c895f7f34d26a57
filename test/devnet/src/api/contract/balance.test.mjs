// GET /v1/account/{address}/balance, held to blockchain-api src/handlers/balance.rs (commit a4b66a9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmAccounts } from '../../accounts.mjs';
import { startTestDevnet } from '../../testing.mjs';
import { expectPair } from './pairs.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const me = evmAccounts[0].address;
const path = `/v1/account/${me}/balance`;
const sdk = { st: 'appkit', sv: 'html-gangway-0.1.0' };
const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

describe('balance: what the service answers', () => {
  it('an ordinary read: BalanceItem fields, camelCase (balance.rs:58-85)', async () => {
    const res = await expectPair(d.urls.api, d.projectId, {
      source: 'balance.rs:58-85', path, query: { currency: 'usd', chainId: 'eip155:31337', ...sdk }, status: 200,
      response: { balances: expect.arrayContaining([expect.objectContaining({ name: expect.any(String), symbol: 'ETH', chainId: 'eip155:31337', price: expect.any(Number), iconUrl: expect.any(String), quantity: { decimals: '18', numeric: expect.any(String) } })]) },
    });
    // The native coin has no `address` (skip_serializing_if, balance.rs:71-72); a token's is CAIP-10.
    expect(res.body.balances.find((/** @type {any} */ b) => b.symbol === 'ETH').address).toBeUndefined();
    for (const b of res.body.balances.filter((/** @type {any} */ b) => b.address)) expect(b.address.split(':')).toHaveLength(3);
  });

  it('forceUpdate as a comma list of CAIP-10 ids, the native coin as 0xeee…e (balance.rs:52-53, :316-373)', async () => {
    await expectPair(d.urls.api, d.projectId, { source: 'balance.rs:316', path, query: { currency: 'usd', chainId: 'eip155:31337', forceUpdate: native, ...sdk }, status: 200, response: { balances: expect.any(Array) } });
  });

  it('no sv and no x-sdk-version: an empty list, not an error (balance.rs:169-174)', async () => {
    await expectPair(d.urls.api, d.projectId, { source: 'balance.rs:172', path, query: { currency: 'usd', chainId: 'eip155:31337', st: 'appkit' }, status: 200, response: { balances: [] } });
  });
});

describe('balance: what the service refuses', () => {
  it('forceUpdate=true (what Gangway sent before): 400 InvalidAddress (balance.rs:319-321, error.rs:410-417)', () =>
    expectPair(d.urls.api, d.projectId, {
      source: 'balance.rs:321', path, query: { currency: 'usd', chainId: 'eip155:31337', forceUpdate: 'true', ...sdk }, status: 400,
      response: { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] },
    }));

  it('forceUpdate on solana: 400 UnsupportedNamespace (balance.rs:302-304, error.rs:492-498)', () =>
    expectPair(d.urls.api, d.projectId, {
      source: 'balance.rs:303', path: '/v1/account/4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T/balance',
      query: { currency: 'usd', chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', forceUpdate: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:So11111111111111111111111111111111111111112', ...sdk },
      status: 400, response: { status: 'FAILED', reasons: [{ field: 'address' }] },
    }));

  it('no currency: axum\'s query rejection, 400 plain text (balance.rs:50 `currency` is not optional)', async () => {
    await expectPair(d.urls.api, d.projectId, { source: 'balance.rs:50', path, query: { chainId: 'eip155:31337', ...sdk }, status: 400, text: 'Failed to deserialize query string: missing field `currency`' });
  });

  it('a currency outside SupportedCurrencies: 400 (handlers/mod.rs:60-72)', async () => {
    await expectPair(d.urls.api, d.projectId, { source: 'mod.rs:62', path, query: { currency: 'USD', chainId: 'eip155:31337', ...sdk }, status: 400, text: /^Failed to deserialize query string: unknown variant `USD`/ });
  });

  it('a malformed address: 400 InvalidAddress (balance.rs:221-223)', () =>
    expectPair(d.urls.api, d.projectId, {
      source: 'balance.rs:222', path: '/v1/account/0x1234/balance', query: { currency: 'usd', chainId: 'eip155:31337', ...sdk }, status: 400,
      response: { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] },
    }));
});

describe('fungible price: POST /v1/fungible/price (fungible_price.rs, commit a4b66a9)', () => {
  it('answers FungiblePriceItem fields (fungible_price.rs:30-45)', async () => {
    const usdc = `eip155:31337:${d.contracts.tokens.USDC}`;
    await expectPair(d.urls.api, d.projectId, {
      source: 'fungible_price.rs:38-45', method: 'POST', path: '/v1/fungible/price', body: { projectId: d.projectId, currency: 'usd', addresses: [usdc] }, status: 200,
      response: { fungibles: [{ address: usdc, name: expect.any(String), symbol: 'USDC', iconUrl: expect.any(String), price: 1, decimals: 6 }] },
    });
  });
  it.each([
    ['no currency (axum 422, fungible_price.rs:26)', { addresses: ['eip155:31337:0x0000000000000000000000000000000000000001'] }, 422],
    ['an upper-case currency (SupportedCurrencies is lowercase)', { currency: 'USD', addresses: ['eip155:31337:0x0000000000000000000000000000000000000001'] }, 422],
    ['no address (fungible_price.rs:64-66)', { currency: 'usd', addresses: [] }, 400],
    ['a first address that is no CAIP-10 id (:73-76)', { currency: 'usd', addresses: ['0x0000000000000000000000000000000000000001'] }, 400],
  ])('refuses %s', async (_why, body, status) => {
    await expectPair(d.urls.api, d.projectId, { source: 'fungible_price.rs', method: 'POST', path: '/v1/fungible/price', body: { projectId: d.projectId, ...body }, status });
  });
});

describe('chain-node proxy: POST /v1/?chainId=…&projectId=… (handlers/proxy.rs, mod.rs:44-58)', () => {
  const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] };
  it('forwards a JSON-RPC call for a supported chain', async () => {
    await expectPair(d.urls.api, d.projectId, { source: 'lib.rs:257', method: 'POST', path: '/v1/', query: { chainId: 'eip155:31337' }, body: call, status: 200, response: { result: '0x7a69' } });
  });
  it('refuses an unsupported chain: 400 UnsupportedChain (error.rs:290-297)', async () => {
    await expectPair(d.urls.api, d.projectId, { source: 'error.rs:290', method: 'POST', path: '/v1/', query: { chainId: 'eip155:999999' }, body: call, status: 400, response: { status: 'FAILED', reasons: [{ field: 'chainId' }] } });
  });
  it('refuses a call without chainId: axum\'s 400', async () => {
    await expectPair(d.urls.api, d.projectId, { source: 'mod.rs:47', method: 'POST', path: '/v1/', body: call, status: 400, text: 'Failed to deserialize query string: missing field `chainId`' });
  });
});

describe('fungible price prices the first address only (fungible_price.rs:67-76)', () => {
  it('answers one item for two addresses', async () => {
    const res = await expectPair(d.urls.api, d.projectId, {
      source: 'fungible_price.rs:67', method: 'POST', path: '/v1/fungible/price', status: 200,
      body: { projectId: d.projectId, currency: 'usd', addresses: [`eip155:31337:${d.contracts.tokens.USDC}`, `eip155:31337:${d.contracts.tokens.DAI}`] },
    });
    expect(res.body.fungibles.map((/** @type {{symbol: string}} */ f) => f.symbol)).toEqual(['USDC']);
  });
});

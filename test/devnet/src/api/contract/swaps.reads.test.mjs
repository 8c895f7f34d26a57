// The convert reads — tokens, quotes, allowance, gas price — held to blockchain-api's handlers
// (src/handlers/convert/{tokens,quotes,allowance,gas_price}.rs, src/providers/one_inch.rs at a4b66a9):
// each recorded pair (swaps.pairs.mjs) sent to the devnet, the answer checked, including the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmAccounts } from '../../accounts.mjs';
import { startTestDevnet } from '../../testing.mjs';
import { expectPair } from './pairs.mjs';
import { convertPairs } from './swaps.pairs.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const me = evmAccounts[0].address;
const pairs = () => convertPairs(/** @type {any} */ (d), me);

describe.each(/** @type {const} */ (['tokens', 'quotes', 'allowance', 'gasPrice']))('convert %s', (call) => {
  it('answers the recorded request in the recorded shape and refuses what the service refuses', async () => {
    for (const pair of pairs()[call]) await expectPair(d.urls.api, d.projectId, pair);
  });
});

describe('convert reads: values the shapes do not show', () => {
  it('tokens: only the chain asked, CAIP-10 in lower case as the aggregator writes them; the address filter', async () => {
    const usdc = d.contracts.tokens.USDC.toLowerCase();
    const all = await expectPair(d.urls.api, d.projectId, { source: 'one_inch.rs:342-361', path: '/v1/convert/tokens', query: { chainId: 'eip155:31337' }, status: 200 });
    expect(all.body.tokens.map((/** @type {any} */ t) => t.address)).toContain(`eip155:31337:${usdc}`);
    for (const t of all.body.tokens) expect(t.address).toMatch(/^eip155:31337:0x[0-9a-f]{40}$/);
    const one = await expectPair(d.urls.api, d.projectId, { source: 'tokens.rs:20-21, one_inch.rs:346-352', path: '/v1/convert/tokens', query: { chainId: 'eip155:31337', address: usdc }, status: 200 });
    expect(one.body.tokens.map((/** @type {any} */ t) => t.symbol)).toEqual(['USDC']);
  });

  it('quotes: the amount out is what the router itself quotes; a pair without liquidity is the aggregator\'s 400', async () => {
    const usdc = `eip155:31337:${d.contracts.tokens.USDC}`;
    const dai = `eip155:31337:${d.contracts.tokens.DAI}`;
    const a = await expectPair(d.urls.api, d.projectId, { source: 'one_inch.rs:450-459', path: '/v1/convert/quotes', query: { amount: '1000000', from: usdc, to: dai }, status: 200 });
    const b = await expectPair(d.urls.api, d.projectId, { source: 'one_inch.rs:450-459', path: '/v1/convert/quotes', query: { amount: '2000000', from: usdc, to: dai }, status: 200 });
    expect(BigInt(b.body.quotes[0].toAmount)).toBeGreaterThan(BigInt(a.body.quotes[0].toAmount));
    await expectPair(d.urls.api, d.projectId, {
      source: 'one_inch.rs:428-439', path: '/v1/convert/quotes', query: { amount: '1', from: usdc, to: usdc }, status: 400,
      response: { status: 'FAILED', reasons: [{ field: '', description: 'Conversion parameter error: insufficient liquidity' }] },
    });
  });

  it('the swap view\'s prices: the service prices the first address only (fungible_price.rs:67-76), so the client asks one per call', async () => {
    const [usdc, dai] = [d.contracts.tokens.USDC, d.contracts.tokens.DAI].map((a) => `eip155:31337:${a}`);
    const res = await expectPair(d.urls.api, d.projectId, { source: 'fungible_price.rs:67-76', method: 'POST', path: '/v1/fungible/price', body: { projectId: d.projectId, currency: 'usd', addresses: [usdc, dai] }, status: 200 });
    expect(res.body.fungibles.map((/** @type {any} */ f) => f.address)).toEqual([usdc]);
  });

  it('allowance: read from the chain for the router; a fresh account has none', async () => {
    const res = await expectPair(d.urls.api, d.projectId, {
      source: 'one_inch.rs:729-793', path: '/v1/convert/allowance', query: { tokenAddress: `eip155:31337:${d.contracts.tokens.USDC}`, userAddress: 'eip155:31337:0x00000000000000000000000000000000000000a1' }, status: 200,
    });
    expect(res.body).toEqual({ allowance: '0' });
  });
});

// GET /v1/supported-chains, /v1/account/{address}/history and /v1/identity/{address}, held to
// blockchain-api's handlers (src/handlers/{supported_chains,history,identity}.rs at a4b66a9): each
// recorded pair (account-reads.pairs.mjs) sent to the devnet, the answer checked, refusals included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evmAccounts } from '../../accounts.mjs';
import { startTestDevnet } from '../../testing.mjs';
import { accountReadPairs, caip2, HISTORY_FIELDS } from './account-reads.pairs.mjs';
import { expectPair } from './pairs.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const me = evmAccounts[0].address;
const pairs = accountReadPairs(me);

describe.each(/** @type {const} */ (['supportedChains', 'history', 'identity']))('%s', (call) => {
  it.each(pairs[call].map((p) => [p.source, p]))('%s', async (_source, pair) => {
    await expectPair(d.urls.api, d.projectId, pair);
  });
});

describe('shapes the pairs do not show', () => {
  it('supported chains: CAIP-2 ids only, cached a day as supported_chains.rs:21-30', async () => {
    const res = await expectPair(d.urls.api, d.projectId, pairs.supportedChains[0]);
    for (const id of [...res.body.http, ...res.body.ws]) expect(id).toEqual(caip2);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=86400');
  });

  it('history: each transaction and transfer has exactly the real struct\'s fields (no sender/recipient)', async () => {
    const res = await expectPair(d.urls.api, d.projectId, pairs.history[0]);
    const sorted = (/** @type {object} */ o) => Object.keys(o).sort();
    const transfers = res.body.data.flatMap((/** @type {any} */ t) => t.transfers ?? []);
    expect(transfers.length).toBeGreaterThan(0);
    for (const t of res.body.data) {
      expect(sorted(t)).toEqual(HISTORY_FIELDS.transaction);
      expect(sorted(t.metadata)).toEqual(HISTORY_FIELDS.metadata);
    }
    for (const t of transfers) {
      expect(sorted(t)).toEqual(HISTORY_FIELDS.transfer);
      expect(['in', 'out', 'self']).toContain(t.direction);
      if (t.nft_info) expect(sorted(t.nft_info)).toEqual(HISTORY_FIELDS.nftInfo);
      // A transfer is a coin or an NFT: the other Option is null, not left out (history.rs:71-79).
      expect(t.fungible_info === null || t.nft_info === null).toBe(true);
    }
    expect(transfers.some((/** @type {any} */ t) => t.nft_info?.flags.is_spam)).toBe(true);
  });

  it('identity: a seeded identity answers for the address in any case (the service checksums it, identity.rs:298)', async () => {
    await fetch(`${d.urls.api}/__admin/identities/${me}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'seeded.reown.id', avatar: null }) });
    try {
      await expectPair(d.urls.api, d.projectId, { source: 'identity.rs:156-165', path: `/v1/identity/${me.toLowerCase()}`, status: 200, response: { name: 'seeded.reown.id' } });
    } finally {
      await fetch(`${d.urls.api}/__admin/identities`, { method: 'DELETE' });
    }
  });
});

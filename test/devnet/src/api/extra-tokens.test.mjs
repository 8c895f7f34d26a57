// The load control for a many-token account (POST /__admin/tokens/:address { count }): the balance API
// adds that many synthetic ERC-20 balances for the address, on each chain asked, until reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { getJson, startTestDevnet } from '../testing.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => {
  d = await startTestDevnet();
});
afterAll(async () => d?.stop());

describe('extra tokens (load control)', () => {
  it('answers 1,000 more balances for one address only, with distinct addresses; count 0 removes them', async () => {
    const address = privateKeyToAccount(generatePrivateKey()).address;
    const other = privateKeyToAccount(generatePrivateKey()).address;
    const q = `projectId=${d.projectId}&currency=usd&sv=html-gangway-0.1.0&chainId=eip155:31337`;
    const balances = async (/** @type {string} */ a) => (await getJson(`${d.urls.api}/v1/account/${a}/balance?${q}`)).body.balances;
    expect(await balances(address)).toEqual([]);
    expect((await getJson(`${d.urls.api}/__admin/tokens/${address}`, { json: { count: 1000 } })).status).toBe(200);
    const list = await balances(address);
    expect(list).toHaveLength(1000);
    expect(new Set(list.map((/** @type {any} */ b) => b.address)).size).toBe(1000);
    expect(list[0]).toMatchObject({ symbol: 'LT1', chainId: 'eip155:31337', quantity: { decimals: '18', numeric: '1000' }, iconUrl: `${d.urls.api}/__cdn/token/LT1` });
    expect(list[999]).toMatchObject({ symbol: 'LT1000', quantity: { numeric: '1' } });
    expect(await balances(other)).toEqual([]);
    expect((await getJson(`${d.urls.api}/__admin/tokens/${address}`, { json: { count: -1 } })).status).toBe(400);
    await getJson(`${d.urls.api}/__admin/tokens/${address}`, { json: { count: 0 } });
    expect(await balances(address)).toEqual([]);
  });
});

// @vitest-environment happy-dom
// The names service other plugins require (Send's receiver): a profile name → its address on a chain,
// through the kernel's harness and the profile endpoint of spec §7 (a fake fetch).
import { describe, expect, it } from 'vitest';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { namesManifest } from './manifest';
import { isProfileNameInput, namesServiceKey } from './public';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const RESOLVE = (n: string) => `GET /v1/profile/account/${n}`;
/** ENSIP-11 coin type of the devnet chain 31337. */
const DEVNET_COIN = String((0x80000000 | 31337) >>> 0);

async function service(routes: Parameters<typeof fakeFetch>[0]) {
  const ff = fakeFetch(routes);
  const h = createPluginHarness(namesManifest, { fetch: ff.fetch });
  expect(await h.activate()).toBe(true);
  const s = h.service(namesServiceKey);
  if (!s) throw new Error('the names plugin provides no names service');
  return { s, ff };
}

describe('names service: resolveAddress', () => {
  it('resolves a name to the address registered under the chain\'s coin type, either suffix, any case', async () => {
    const { s, ff } = await service({
      [RESOLVE('alice.reown.id')]: { json: { name: 'alice.reown.id', addresses: { [DEVNET_COIN]: { address: ALICE }, 60: { address: BOB } } } },
    });
    expect(await s.resolveAddress('alice.reown.id', 31337)).toBe(ALICE);
    expect(await s.resolveAddress(' Alice.WCN.id ', 31337)).toBe(ALICE);
    const asked = ff.calls.filter((c) => c.url.pathname.startsWith('/v1/profile/')).map((c) => c.url.pathname);
    expect(new Set(asked)).toEqual(new Set(['/v1/profile/account/alice.reown.id']));
  });

  it('falls back to coin type 60 for another chain; null when the name has no address or is not registered', async () => {
    const { s } = await service({
      [RESOLVE('alice.reown.id')]: { json: { name: 'alice.reown.id', addresses: { 60: { address: BOB } } } },
      [RESOLVE('nobody.reown.id')]: { status: 404, json: { error: true, status: 404, message: 'not found' } },
      [RESOLVE('empty.reown.id')]: { json: { name: 'empty.reown.id' } },
    });
    expect(await s.resolveAddress('alice.reown.id', 1)).toBe(BOB);
    expect(await s.resolveAddress('nobody.reown.id', 31337)).toBeNull();
    expect(await s.resolveAddress('empty.reown.id', 31337)).toBeNull();
    // Not a valid label (spec §5: 4+ letters, digits, hyphens): nothing is asked.
    expect(await s.resolveAddress('a<b>.reown.id', 31337)).toBeNull();
  });

  it("answers 'Error resolving name' for a failing API, a malformed answer or an address that is not one", async () => {
    const { s } = await service({
      [RESOLVE('down.reown.id')]: { status: 500, json: { error: true } },
      [RESOLVE('broken.reown.id')]: { text: '{ not json' },
      [RESOLVE('evil.reown.id')]: { json: { name: 'evil.reown.id', addresses: { [DEVNET_COIN]: { address: '<script>alert(1)</script>' } } } },
    });
    for (const name of ['down.reown.id', 'broken.reown.id', 'evil.reown.id']) {
      await expect(s.resolveAddress(name, 31337)).rejects.toThrow('Error resolving name');
    }
  });

  it('tells a typed name from an address by its suffix', () => {
    expect(isProfileNameInput('alice.reown.id')).toBe(true);
    expect(isProfileNameInput(' ALICE.wcn.id ')).toBe(true);
    expect(isProfileNameInput(ALICE)).toBe(false);
    expect(isProfileNameInput('alice.eth')).toBe(false);
  });
});

// Against the real services the NFT endpoint (Gangway-only) does not exist: the hosted API answers 404.
// That is no error: nothing is reported, and the slice says `unsupported` so the Account view hides the tab.
import { describe, expect, it } from 'vitest';
import { GangwayError } from '@gangway/kernel';
import { createNftsLoader } from './NftsView';
import type { NftsState } from './public';

function fakeApi(status: number) {
  let slice: NftsState = { items: [], loading: false, loaded: false, failed: false };
  const reported: unknown[] = [];
  let asked = 0;
  const api = {
    slice: {
      getSlice: () => slice,
      updateSlice: (_k: unknown, recipe: (s: NftsState) => void) => { const d = structuredClone(slice); recipe(d); slice = d; },
    },
    http: { get: async () => { asked++; throw new GangwayError('HTTP_ERROR', `HTTP ${status}`, { details: { status } }); } },
    hooks: { error: { call: (e: unknown) => void reported.push(e) } },
  };
  return { load: createNftsLoader(api as never), slice: () => slice, reported, asked: () => asked };
}

describe('NFTs against a service without the NFT endpoint', () => {
  it.each([404, 405, 501])('HTTP %i: unsupported (the tab hides), no error reported, not asked again', async (status) => {
    const f = fakeApi(status);
    await f.load('0x0000000000000000000000000000000000000001', 'eip155:1');
    expect(f.slice()).toMatchObject({ unsupported: true, failed: false, loading: false });
    expect(f.reported).toEqual([]);
    await f.load('0x0000000000000000000000000000000000000002', 'eip155:1');
    expect(f.asked()).toBe(1);
  });

  it('a server error is still the error state, reported', async () => {
    const f = fakeApi(503);
    await f.load('0x0000000000000000000000000000000000000001', 'eip155:1');
    expect(f.slice()).toMatchObject({ failed: true });
    expect(f.slice().unsupported).toBeUndefined();
    expect(f.reported).toHaveLength(1);
  });
});

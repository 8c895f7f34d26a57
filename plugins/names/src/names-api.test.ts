// The profile calls as blockchain-api takes them (docs/wire.md): apiVersion=2 on the lookups (an
// unregistered name or a nameless address is `[]`, an older server's 404 the same), zone on suggestions.
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { GangwayError } from '@gangway/kernel';
import { createNamesApi } from './names-api';

type Answer = { status?: number; json?: unknown };

function fakeApi(answers: Record<string, Answer>) {
  const asked: { path: string; query: unknown }[] = [];
  const get = vi.fn(async (_service: string, path: string, opts: { query?: unknown; schema: z.ZodMiniType }) => {
    asked.push({ path, query: opts.query });
    const a = answers[path] ?? { status: 500 };
    if (a.status && a.status >= 400) throw new GangwayError('HTTP_ERROR', `GET ${path} failed`, { details: { status: a.status } });
    return z.parse(opts.schema, a.json);
  });
  const store = new Map<string, unknown>();
  const errors: unknown[] = [];
  const api = {
    http: { get, post: vi.fn() },
    storage: { cache: { get: (_k: string, key: string) => store.get(key), set: (_k: string, key: string, v: unknown) => void store.set(key, v) } },
    hooks: { error: { call: (e: unknown) => void errors.push(e) } },
  };
  return { names: createNamesApi(api as never), asked, errors };
}

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('names API on the wire', () => {
  it('reverse lookup sends apiVersion=2; an address with no name ([]) has no names and is no error', async () => {
    const { names, asked, errors } = fakeApi({ [`/v1/profile/reverse/${ADDRESS}`]: { json: [] } });
    await expect(names.namesForAddress(ADDRESS)).resolves.toEqual([]);
    expect(asked[0].query).toEqual({ apiVersion: 2 });
    expect(errors).toEqual([]);
  });

  it("an older server's 404 for a nameless address also means no names (not 'Error fetching names for address')", async () => {
    const { names } = fakeApi({ [`/v1/profile/reverse/${ADDRESS}`]: { status: 404 } });
    await expect(names.namesForAddress(ADDRESS)).resolves.toEqual([]);
  });

  it('a failing reverse lookup is still the spec text', async () => {
    const { names } = fakeApi({ [`/v1/profile/reverse/${ADDRESS}`]: { status: 503 } });
    await expect(names.namesForAddress(ADDRESS)).rejects.toThrow('Error fetching names for address');
  });

  it('resolve sends apiVersion=2 and reads [] as not registered; a profile as the profile', async () => {
    const { names, asked } = fakeApi({
      '/v1/profile/account/free.reown.id': { json: [] },
      '/v1/profile/account/taken.reown.id': { json: { name: 'taken.reown.id', registered_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', attributes: {}, addresses: { 60: { address: ADDRESS, created_at: null } } } },
    });
    await expect(names.resolveName('free.reown.id')).resolves.toBeNull();
    await expect(names.resolveName('taken.reown.id')).resolves.toMatchObject({ name: 'taken.reown.id', addresses: { 60: { address: ADDRESS } } });
    expect(asked.map((a) => a.query)).toEqual([{ apiVersion: 2 }, { apiVersion: 2 }]);
  });

  it('suggestions name their zone', async () => {
    const { names, asked } = fakeApi({ '/v1/profile/suggestions/alice': { json: { suggestions: [{ name: 'alice.reown.id', registered: false }] } } });
    await expect(names.suggestions('alice')).resolves.toEqual([{ name: 'alice.reown.id', registered: false }]);
    expect(asked[0].query).toEqual({ zone: 'reown.id' });
  });
});

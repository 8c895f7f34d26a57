// The reverse lookup as blockchain-api takes it: apiVersion=2, so a nameless address is `[]`, not a 404
// (profile/reverse.rs:43-50); a 404 from an older server also means "no name", not an error.
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { GangwayError } from '@gangway/kernel';
import { createIdentityLookup } from './lookup';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function fakeApi(reverse: { status?: number; json?: unknown }) {
  const asked: { path: string; query: unknown }[] = [];
  const errors: unknown[] = [];
  const get = vi.fn(async (_s: string, path: string, opts: { query?: unknown; schema: z.ZodMiniType }) => {
    asked.push({ path, query: opts.query });
    if (path.startsWith('/v1/identity/')) return z.parse(opts.schema, { name: null, avatar: null, resolvedAt: '2026-01-01T00:00:00Z' });
    if (reverse.status) throw new GangwayError('HTTP_ERROR', 'failed', { details: { status: reverse.status } });
    return z.parse(opts.schema, reverse.json);
  });
  const cache = new Map<string, unknown>();
  const api = {
    http: { get },
    storage: { cache: { get: (k: string, key: string) => cache.get(`${k}/${key}`), set: (k: string, key: string, v: unknown) => void cache.set(`${k}/${key}`, v) } },
    hooks: { error: { call: (e: unknown) => void errors.push(e) } },
  };
  return { lookup: createIdentityLookup(api as never), asked, errors };
}

describe('identity reverse lookup on the wire', () => {
  it('sends apiVersion=2 and reads [] as no name, reporting nothing', async () => {
    const { lookup, asked, errors } = fakeApi({ json: [] });
    await expect(lookup.lookup(ADDRESS)).resolves.toEqual({ name: null, avatar: null });
    expect(asked.find((a) => a.path.startsWith('/v1/profile/reverse/'))?.query).toEqual({ apiVersion: 2 });
    expect(errors).toEqual([]);
  });

  it('a 404 is no name too; a name found is used', async () => {
    await expect(fakeApi({ status: 404 }).lookup.lookup(ADDRESS)).resolves.toEqual({ name: null, avatar: null });
    await expect(fakeApi({ json: [{ name: 'bob.reown.id' }] }).lookup.lookup(ADDRESS)).resolves.toMatchObject({ name: 'bob.reown.id' });
  });
});

/**
 * Identity of an address from spec §7: `GET /v1/identity/{address}` (name and avatar, with the
 * `sender` param) and, when that has no name, the reverse lookup `GET /v1/profile/reverse/{address}`
 * (the names registered to it) with `apiVersion=2`, so an address with no name is `[]`, not a 404
 * (blockchain-api profile/reverse.rs:43-50; a 404 from an older server still means "no name"). Both answers are validated and cached for 5 min (spec §9: identity
 * 5 min, ENS 5 min). Anything malformed counts as "no name"; a name is trimmed and bounded, an
 * avatar must be an http(s) or data:image URL.
 */
import * as z from 'zod/mini';
import { httpStatus, type PluginApi } from '@gangway/kernel';
import { safeImageUrl } from '@gangway/lib-images';
import type { Identity } from './public';

/** Longer names are cut: a name is a label, not a document. */
export const MAX_NAME_LENGTH = 64;

const IdentitySchema = z.looseObject({ name: z.optional(z.nullable(z.string())), avatar: z.optional(z.nullable(z.string())) });
const ReverseSchema = z.array(z.looseObject({ name: z.string() }));

const cleanName = (n: string | null | undefined) => {
  const t = n?.replace(/\s+/g, ' ').trim();
  return t ? t.slice(0, MAX_NAME_LENGTH) : null;
};

export function createIdentityLookup(api: Pick<PluginApi, 'http' | 'storage' | 'hooks'>) {
  const inflight = new Map<string, Promise<Identity>>();

  async function reverseName(address: string): Promise<string | null> {
    const key = address.toLowerCase();
    const cached = api.storage.cache.get('ens', key);
    if (cached) return cleanName(cached[0]?.name);
    const names = await api.http.get('api', `/v1/profile/reverse/${encodeURIComponent(address)}`, { query: { apiVersion: 2 }, schema: ReverseSchema })
      .catch((error: unknown) => { if (httpStatus(error) === 404) return []; throw error; });
    api.storage.cache.set('ens', key, names.map((n) => ({ name: n.name })));
    return cleanName(names[0]?.name);
  }

  async function fetchIdentity(address: string): Promise<Identity> {
    const key = address.toLowerCase();
    const cached = api.storage.cache.get('identity', key);
    if (cached) return cached;
    let identity: Identity = { name: null, avatar: null };
    try {
      const r = await api.http.get('api', `/v1/identity/${encodeURIComponent(address)}`, { query: { sender: address }, schema: IdentitySchema });
      identity = { name: cleanName(r.name), avatar: safeImageUrl(r.avatar) ?? null };
    } catch (error) {
      api.hooks.error.call({ error, source: 'identity:lookup' });
    }
    if (!identity.name) {
      try {
        identity = { ...identity, name: await reverseName(address) };
      } catch (error) {
        api.hooks.error.call({ error, source: 'identity:reverse' });
      }
    }
    api.storage.cache.set('identity', key, identity);
    return identity;
  }

  return {
    lookup(address: string): Promise<Identity> {
      const key = address.toLowerCase();
      let p = inflight.get(key);
      if (!p) {
        p = fetchIdentity(address).finally(() => inflight.delete(key));
        inflight.set(key, p);
      }
      return p;
    },
  };
}

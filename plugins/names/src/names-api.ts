/**
 * The profile endpoints of spec §7, validated (zod), each failure turned into its §8 text. Sent as
 * blockchain-api's handlers take them (docs/wire.md):
 * - `GET /v1/profile/account/{name}?apiVersion=2`: resolve a name (an empty array, or a 404 from an
 *   older server, = not registered; else 'Error resolving name') — profile/lookup.rs:59-67;
 * - `GET /v1/profile/suggestions/{name}?zone=reown.id`: suggestions ('Error fetching name suggestions');
 *   without `zone` the service picks its first configured zone (profile/suggestions.rs:59-68);
 * - `GET /v1/profile/reverse/{address}?apiVersion=2`: names of an address, cached 5 min in the shared
 *   ENS cache (spec §9) ('Error fetching names for address'); without apiVersion=2 an address with no
 *   name is a 404 (profile/reverse.rs:43-50), which is not an error to the visitor;
 * - `POST /v1/profile/account`: register (coin_type, address, message, signature); a refusal reads the
 *   server's first reason ('Error registering name {name}' when it gives none).
 */
import * as z from 'zod/mini';
import { GangwayError, httpStatus, type PluginApi } from '@gangway/kernel';
import { errorRegisteringName, NAMES_ERRORS } from './errors';
import { NAME_SUFFIX, type NameSuggestion } from './public';

const ProfileSchema = z.looseObject({
  name: z.string(),
  addresses: z.optional(z.record(z.string(), z.looseObject({ address: z.string() }))),
});
export type Profile = z.infer<typeof ProfileSchema>;

const SuggestionsSchema = z.looseObject({
  suggestions: z.array(z.looseObject({ name: z.string(), registered: z.optional(z.boolean()) })),
});
const ReverseSchema = z.array(z.looseObject({ name: z.string() }));
/** apiVersion=2 answers an unregistered name with `[]` (lookup.rs:62-63). */
const LookupSchema = z.union([ProfileSchema, z.array(z.unknown()).check(z.maxLength(0))]);

/** The query of the lookups: the version that answers "none" with `[]` instead of a 404. */
export const LOOKUP_QUERY = { apiVersion: 2 } as const;
/** The zone suggestions are asked in: the suffix without its dot. */
export const NAME_ZONE = NAME_SUFFIX.slice(1);
/** The error body the profile API answers with: `{ reasons: [{ description }] }` (anything else: no reason). */
const ErrorBodySchema = z.looseObject({ reasons: z.optional(z.array(z.looseObject({ description: z.optional(z.string()) }))) });

/** A name is a label, not a document: longer texts from the API are cut. */
const MAX_NAME = 255;
/** A server reason is shown in a toast: keep it a line. */
const MAX_REASON = 200;

/** The first reason description of a refused call's body, if it has one. */
export function firstReason(error: unknown): string | undefined {
  const body = (error as GangwayError | undefined)?.details?.body;
  if (typeof body !== 'string' || !body) return undefined;
  let json: unknown;
  try { json = JSON.parse(body); } catch { return undefined; }
  const parsed = z.safeParse(ErrorBodySchema, json);
  const reason = parsed.success ? parsed.data.reasons?.[0]?.description?.replace(/\s+/g, ' ').trim() : undefined;
  return reason ? reason.slice(0, MAX_REASON) : undefined;
}

export interface RegisterRequest { name: string; coinType: number; address: string; message: string; signature: string }

export function createNamesApi(api: Pick<PluginApi, 'http' | 'storage' | 'hooks'>) {
  const report = (error: unknown, source: string) => api.hooks.error.call({ error, source: `names:${source}` });

  return {
    /** The profile of a full name, or null when it is not registered (HTTP 404). */
    async resolveName(name: string): Promise<Profile | null> {
      try {
        const found = await api.http.get('api', `/v1/profile/account/${encodeURIComponent(name)}`, { query: LOOKUP_QUERY, schema: LookupSchema });
        return Array.isArray(found) ? null : found;
      } catch (error) {
        if (httpStatus(error) === 404) return null;
        report(error, 'resolve');
        throw new GangwayError('NAME_RESOLVE', NAMES_ERRORS.NAME_RESOLVE, { cause: error });
      }
    },

    async suggestions(label: string): Promise<NameSuggestion[]> {
      try {
        const r = await api.http.get('api', `/v1/profile/suggestions/${encodeURIComponent(label)}`, { query: { zone: NAME_ZONE }, schema: SuggestionsSchema });
        return r.suggestions.filter((s) => s.name.trim()).map((s) => ({ name: s.name.trim().slice(0, MAX_NAME), registered: s.registered === true }));
      } catch (error) {
        report(error, 'suggestions');
        throw new GangwayError('NAME_SUGGESTIONS', NAMES_ERRORS.NAME_SUGGESTIONS, { cause: error });
      }
    },

    /** Names registered to an address, from the 5 min ENS cache (spec §9) or the reverse lookup. */
    async namesForAddress(address: string): Promise<string[]> {
      const key = address.toLowerCase();
      const cached = api.storage.cache.get('ens', key);
      if (cached) return cached.map((n) => n.name);
      try {
        const names = await api.http.get('api', `/v1/profile/reverse/${encodeURIComponent(address)}`, { query: LOOKUP_QUERY, schema: ReverseSchema })
          .catch((error: unknown) => { if (httpStatus(error) === 404) return []; throw error; });
        const list = names.map((n) => n.name.trim().slice(0, MAX_NAME)).filter(Boolean);
        api.storage.cache.set('ens', key, list.map((name) => ({ name })));
        return list;
      } catch (error) {
        report(error, 'reverse');
        throw new GangwayError('NAMES_FOR_ADDRESS', NAMES_ERRORS.NAMES_FOR_ADDRESS, { cause: error });
      }
    },

    async register(req: RegisterRequest): Promise<Profile> {
      try {
        return await api.http.post('api', '/v1/profile/account', {
          body: { coin_type: req.coinType, address: req.address, message: req.message, signature: req.signature },
          schema: ProfileSchema,
        });
      } catch (error) {
        report(error, 'register');
        throw new GangwayError('NAME_REGISTER', errorRegisteringName(req.name, firstReason(error)), { cause: error });
      }
    },
  };
}
export type NamesApi = ReturnType<typeof createNamesApi>;

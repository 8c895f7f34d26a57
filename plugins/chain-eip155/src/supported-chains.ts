/**
 * `GET v1/supported-chains` (spec §7): the chains the RPC proxy serves, `{ http: CAIP-2[], ws: CAIP-2[] }`.
 * An entry that is not a CAIP-2 id is dropped on its own; a body that is not the envelope is an
 * INVALID_RESPONSE error (the caller then keeps the proxy's old rule: networks without their own URL).
 */
import * as z from 'zod/mini';
import type { PluginApi } from '@gangway/kernel';

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
// Filtered after parsing, not with z.pipe/z.transform: zod's core is in the eager bundle, and using
// those there (anywhere in the build) adds their code to it.
const SupportedChainsSchema = z.looseObject({ http: z.array(z.unknown()), ws: z.optional(z.array(z.unknown())) });
const caip2s = (list: readonly unknown[]) => list.filter((c): c is string => typeof c === 'string' && CAIP2.test(c));

export interface SupportedChains { http: string[]; ws: string[] }

export async function fetchSupportedChains(http: Pick<PluginApi['http'], 'get'>): Promise<SupportedChains> {
  const r = await http.get('api', '/v1/supported-chains', { schema: SupportedChainsSchema });
  return { http: caip2s(r.http), ws: caip2s(r.ws ?? []) };
}

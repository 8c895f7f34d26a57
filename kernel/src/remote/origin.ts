import * as v from 'valibot';
import type { AlertKind } from '../errors/catalogue';
import type { Features } from '../options/features';
import { ORIGINS_PATH } from './api-url';
import { httpStatus, type ApiClient } from './client';

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\/]/g, '\\$&');

/** A scheme, a 253-character host name and a port fit well within this. */
const MAX_ORIGIN_ENTRY = 300;
const MAX_WILDCARDS = 3;

/**
 * Whether `origin` (e.g. 'https://app.example.com:8443') is on the allow-list. Entries may carry a
 * scheme ('https://example.com') or not ('example.com', matched against host[:port]); '*' stands for
 * one or more host labels or a port ('*.example.com', 'http://localhost:*'). Matching ignores case.
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const o = origin.toLowerCase().replace(/\/+$/, '');
  const host = o.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  return allowed.some((entry) => {
    const e = entry.trim().toLowerCase().replace(/\/+$/, '');
    // An entry longer than any origin can be is no origin: a 100,000-character one made the RegExp
    // constructor throw ("regexp too big"; found by the fuzz suite) and out of start-up.
    // And each '*' may take dots, so many of them backtrack exponentially on a host that does not
    // match: an entry needs no more than a few (a scheme's host, a port).
    if (e.length > MAX_ORIGIN_ENTRY || e.split('*').length - 1 > MAX_WILDCARDS) return false;
    const re = new RegExp(`^${escape(e).replace(/\*/g, '[a-z0-9_.-]+')}$`);
    return re.test(e.includes('://') ? o : host);
  });
}

const OriginsSchema = v.looseObject({ allowedOrigins: v.nullish(v.array(v.string())) });

/** GET /projects/v1/origins on wallet services; undefined when the project has no list. */
export async function fetchAllowedOrigins(client: ApiClient): Promise<string[] | undefined> {
  return (await client.get('walletServices', ORIGINS_PATH, { schema: OriginsSchema })).allowedOrigins ?? undefined;
}

export interface CheckOriginOptions {
  features: Pick<Features, 'email' | 'socials'>;
  /** The page's origin (location.origin); undefined (e.g. server-side) skips the check. */
  origin: string | undefined;
  /** Usually `() => fetchAllowedOrigins(client)`. */
  fetchOrigins: () => Promise<readonly string[] | undefined | null>;
}

/** HTTP answers by which the service refuses the project id itself (it names no project there). */
const PROJECT_REFUSED = new Set([401, 403]);

/**
 * Spec §5 origin allow-list check, run only when email or socials are on. Returns the alert the kernel
 * should show: INVALID_APP_CONFIGURATION when the origin is not allowed; INVALID_PROJECT_ID (§8) when
 * the service refuses the project id (HTTP 401/403: the id is wrong, e.g. a typo or a deleted
 * project); PROJECT_ID_NOT_CONFIGURED when there is no list (or another HTTP error, e.g. 404: the
 * project has none); null otherwise. A network failure or timeout gives null: being offline is not a
 * configuration problem.
 */
export async function checkOrigin({ features, origin, fetchOrigins }: CheckOriginOptions): Promise<AlertKind | null> {
  const socials = Array.isArray(features.socials) && features.socials.length > 0;
  if ((!features.email && !socials) || !origin) return null;
  let list: readonly string[] | undefined | null;
  try {
    list = await fetchOrigins();
  } catch (e) {
    const status = httpStatus(e);
    if (!status) return null;
    return PROJECT_REFUSED.has(status) ? 'INVALID_PROJECT_ID' : 'PROJECT_ID_NOT_CONFIGURED';
  }
  if (!list) return 'PROJECT_ID_NOT_CONFIGURED';
  return isOriginAllowed(origin, list) ? null : 'INVALID_APP_CONFIGURATION';
}

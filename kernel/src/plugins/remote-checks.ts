/**
 * The checks behind a host's trust in a remote plugin (remote-trust.ts), remote-only code: its own
 * lazy chunk ('gangway-remote-checks'), fetched by the activator when the first remote plugin
 * activates — before the remote loader (and its Module Federation runtime), so a refused remote costs
 * this chunk alone. A host with no remote plugin never fetches it.
 *
 * - origin: a remote's entry must be on one of `allowedOrigins`; anything else is refused before any
 *   request to it (no allow-list = no remote plugin);
 * - integrity: `RemoteRef.integrity` pins the remote entry (an SRI string: 'sha384-…'). The loader
 *   fetches the entry and compares its hash (a clear error for a 404 or a mismatch), then loads it
 *   through a <script integrity crossorigin> so the browser enforces the same hash on what runs; the
 *   remote's own chunks carry their hashes in that entry (rspack's SubresourceIntegrityPlugin).
 */
import { GangwayError } from '../errors/core';
import type { RemoteRef } from './manifest';
import { list, trustOf } from './remote-trust';

const refused = (id: string, why: string, details: Record<string, unknown> = {}) =>
  new GangwayError('REMOTE_REFUSED', `Remote plugin ${id} refused: ${why}`, { details: { plugin: id, ...details } });

const SRI = /^(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * Checks a remote reference against the host's trust before anything is requested: its entry is an
 * absolute http(s) URL of a script on an allowed origin, pinned by an integrity hash. Returns the URL.
 */
export function assertRemoteAllowed(id: string, ref: RemoteRef, options: unknown): URL {
  let url: URL;
  try {
    url = new URL(ref.entry);
  } catch {
    throw refused(id, `its entry '${ref.entry}' is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refused(id, `its entry '${ref.entry}' is not http(s)`);
  const allowed = list(trustOf(options).allowedOrigins).map((o) => { try { return new URL(o).origin; } catch { return String(o); } });
  if (!allowed.includes(url.origin)) {
    throw refused(id, `its origin ${url.origin} is not allowed (options.remotes.allowedOrigins: ${allowed.length ? allowed.join(', ') : 'none'})`, { origin: url.origin });
  }
  if (/\.json$/.test(url.pathname)) throw refused(id, `its entry must be the remote's script (remoteEntry.js), not a JSON manifest: the integrity hash pins the code that runs`);
  const hashes = (ref.integrity ?? '').split(/\s+/).filter(Boolean);
  if (!hashes.length || !hashes.every((h) => SRI.test(h))) {
    throw refused(id, `its entry has no valid integrity hash (RemoteRef.integrity: 'sha384-…' of ${url.pathname.split('/').pop()})`);
  }
  return url;
}

const ALGOS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

function base64(bytes: ArrayBuffer): string {
  let s = '';
  for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b);
  return btoa(s);
}

/** The SRI string of `body` with the algorithm of `like` ('sha384-…'). */
export async function sriOf(body: ArrayBuffer, like: string, subtle: SubtleCrypto): Promise<string> {
  const algo = like.slice(0, like.indexOf('-')) as keyof typeof ALGOS;
  return `${algo}-${base64(await subtle.digest(ALGOS[algo], body))}`;
}

/**
 * Fetches a remote entry and checks it against its integrity (any of the listed hashes, as SRI does).
 * A network failure, a non-2xx answer or a mismatch throws an error that says which. Without
 * SubtleCrypto (an insecure context) the hash is left to the browser's check on the <script>.
 */
export async function verifyRemoteEntry(
  id: string,
  ref: RemoteRef,
  env: { fetch?: typeof fetch; subtle?: SubtleCrypto } = {},
): Promise<void> {
  const doFetch = env.fetch ?? globalThis.fetch;
  let res: Response;
  try {
    res = await doFetch(ref.entry, { mode: 'cors', credentials: 'omit' });
  } catch (cause) {
    throw refused(id, `its entry ${ref.entry} could not be fetched (${cause instanceof Error ? cause.message : String(cause)})`);
  }
  if (!res.ok) throw refused(id, `its entry ${ref.entry} answered ${res.status}${res.status === 404 ? ' (not found)' : ''}`, { status: res.status });
  const subtle = env.subtle ?? globalThis.crypto?.subtle;
  if (!subtle) return;
  const body = await res.arrayBuffer();
  const expected = ref.integrity.split(/\s+/).filter(Boolean);
  for (const h of expected) if ((await sriOf(body, h, subtle)) === h) return;
  const actual = await sriOf(body, expected[0], subtle);
  throw refused(id, `its entry ${ref.entry} does not match its integrity hash (expected ${expected.join(' ')}, got ${actual})`, { expected, actual });
}

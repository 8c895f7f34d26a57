/**
 * The remote bundles' manifest (gangway-remotes.json, written by the build): fetched once per URL,
 * validated, pinned by `remoteBundles.integrity` when the host sets it. Runtime code; see
 * plugin-source.ts for the option and the trust it implies.
 */
import * as v from 'valibot';
import { GangwayError } from '../errors/core';
import type { PluginManifest, RemoteRef } from './manifest';
import type { SourceOptions } from './plugin-source';

export const REMOTES_MANIFEST = 'gangway-remotes.json';

const Entry = v.object({ name: v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*$/)), entry: v.pipe(v.string(), v.minLength(1)), integrity: v.string() });
// One-value picklists, not v.literal: valibot is one module whose used exports all ride in the eager
// kernel's copy, and picklist is there already (docs/benchmarks.md, 2026-11-28).
const Manifest = v.object({ version: v.picklist([1]), plugins: v.record(v.string(), Entry) });
type RemotesManifest = v.InferOutput<typeof Manifest>;

const failed = (id: string, why: string, details: Record<string, unknown> = {}) =>
  new GangwayError('REMOTE_REFUSED', `Remote bundle of plugin ${id} refused: ${why}`, { details: { plugin: id, ...details } });

/** The manifest's URL, from the host's `remoteBundles` (an absolute http(s) base URL). */
export function manifestUrl(id: string, options: unknown): URL {
  const rb = (options as SourceOptions | undefined)?.remoteBundles;
  if (!rb || typeof rb.baseUrl !== 'string') throw failed(id, "options.source asks for remote bundles but options.remoteBundles.baseUrl is not set");
  let base: URL;
  try {
    base = new URL(rb.baseUrl.endsWith('/') ? rb.baseUrl : `${rb.baseUrl}/`);
  } catch {
    throw failed(id, `options.remoteBundles.baseUrl '${rb.baseUrl}' is not an absolute URL`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw failed(id, `options.remoteBundles.baseUrl '${rb.baseUrl}' is not http(s)`);
  return new URL(rb.manifest ?? REMOTES_MANIFEST, base);
}

export interface BundleEnv {
  fetch?: typeof fetch;
  /** Checks the manifest's bytes against `remoteBundles.integrity` (remote-trust's SRI check). */
  checkIntegrity?: (body: ArrayBuffer, integrity: string) => Promise<boolean>;
}

const manifests = new Map<string, Promise<RemotesManifest>>();

async function fetchManifest(id: string, url: URL, integrity: string | undefined, env: BundleEnv): Promise<RemotesManifest> {
  let res: Response;
  try {
    res = await (env.fetch ?? globalThis.fetch)(url.href, { mode: 'cors', credentials: 'omit' });
  } catch (cause) {
    throw failed(id, `its manifest ${url.href} could not be fetched (${cause instanceof Error ? cause.message : String(cause)})`);
  }
  if (!res.ok) throw failed(id, `its manifest ${url.href} answered ${res.status}`, { status: res.status });
  const body = await res.arrayBuffer();
  if (integrity && env.checkIntegrity && !(await env.checkIntegrity(body, integrity))) {
    throw failed(id, `its manifest ${url.href} does not match options.remoteBundles.integrity`);
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw failed(id, `its manifest ${url.href} is not JSON`);
  }
  const parsed = v.safeParse(Manifest, json);
  if (!parsed.success) throw failed(id, `its manifest ${url.href} is malformed`);
  return parsed.output;
}

/**
 * The remote reference of a built-in plugin taken from the remote bundles: fetches (once per URL) and
 * validates the manifest, then resolves the plugin's entry against it. A failed fetch is forgotten so
 * the error view's Retry fetches again.
 */
export async function remoteBundleRef(m: PluginManifest, options: unknown, env: BundleEnv = {}): Promise<{ ref: RemoteRef; origin: string }> {
  const url = manifestUrl(m.id, options);
  const integrity = (options as SourceOptions).remoteBundles?.integrity;
  let p = manifests.get(url.href);
  if (!p) {
    p = fetchManifest(m.id, url, integrity, env);
    manifests.set(url.href, p);
    p.catch(() => manifests.delete(url.href));
  }
  const listed = (await p).plugins[m.id];
  if (!listed) throw failed(m.id, `${url.href} lists no bundle for it`);
  const entry = new URL(listed.entry, url);
  // An entry elsewhere than the manifest's origin would escape the host's choice of origin.
  if (entry.origin !== url.origin) throw failed(m.id, `its entry ${entry.href} is not on the manifest's origin ${url.origin}`);
  return { ref: { name: listed.name, entry: entry.href, module: './plugin', integrity: listed.integrity }, origin: url.origin };
}

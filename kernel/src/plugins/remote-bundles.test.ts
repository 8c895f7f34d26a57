import { describe, expect, it } from 'vitest';
import { webcrypto } from 'node:crypto';
import { manifestUrl, remoteBundleRef } from './remote-bundles';
import { sriOf } from './remote-checks';
import { PLUGIN_API_VERSION, type PluginManifest } from './types';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const send: PluginManifest = { id: 'send', apiVersion: PLUGIN_API_VERSION, load: async () => ({}) };
const listing = { version: 1, plugins: { send: { name: 'gangway_builtin_send', entry: 'send/remoteEntry.1a2b3c4d.js', integrity: 'sha384-abc' } } };
const serve = (body: unknown, status = 200) => {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    calls.push(url);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
};
// Each test its own base URL: manifests are memoised per URL.
let n = 0;
const opts = (extra: Record<string, unknown> = {}) => ({ source: 'remote', remoteBundles: { baseUrl: `https://cdn${++n}.example/gangway/1.0.0`, ...extra } });
const reason = async (p: Promise<unknown>) => { try { await p; } catch (e) { return (e as Error).message; } return 'resolved'; };

describe('remote bundles manifest', () => {
  it('resolves a plugin entry against the manifest, on the base URL origin, pinned by the listed integrity', async () => {
    const o = opts();
    const { fetch, calls } = serve(listing);
    const { ref, origin } = await remoteBundleRef(send, o, { fetch });
    expect(calls).toEqual([`https://cdn${n}.example/gangway/1.0.0/gangway-remotes.json`]);
    expect(ref).toEqual({ name: 'gangway_builtin_send', entry: `https://cdn${n}.example/gangway/1.0.0/send/remoteEntry.1a2b3c4d.js`, module: './plugin', integrity: 'sha384-abc' });
    expect(origin).toBe(`https://cdn${n}.example`);
    // Fetched once per URL.
    await remoteBundleRef(send, o, { fetch });
    expect(calls).toHaveLength(1);
  });

  it('refuses clearly: no base URL, a non-http base, a 404, not JSON, a malformed listing, a missing plugin, an entry on another origin', async () => {
    expect(() => manifestUrl('send', { source: 'remote' })).toThrow('Remote bundle of plugin send refused: options.source asks for remote bundles but options.remoteBundles.baseUrl is not set');
    expect(() => manifestUrl('send', { remoteBundles: { baseUrl: 'javascript:alert(1)' } })).toThrow("is not http(s)");
    expect(() => manifestUrl('send', { remoteBundles: { baseUrl: 'cdn/x' } })).toThrow('is not an absolute URL');
    expect(await reason(remoteBundleRef(send, opts(), serve('nope', 404)))).toMatch(/gangway-remotes\.json answered 404$/);
    expect(await reason(remoteBundleRef(send, opts(), serve('<html>')))).toMatch(/is not JSON$/);
    expect(await reason(remoteBundleRef(send, opts(), serve({ version: 2, plugins: {} })))).toMatch(/is malformed$/);
    expect(await reason(remoteBundleRef(send, opts(), serve({ version: 1, plugins: { send: { name: 'bad name;', entry: 'x.js', integrity: '' } } })))).toMatch(/is malformed$/);
    expect(await reason(remoteBundleRef(send, opts(), serve({ version: 1, plugins: {} })))).toMatch(/lists no bundle for it$/);
    const elsewhere = { version: 1, plugins: { send: { ...listing.plugins.send, entry: 'https://evil.example/remoteEntry.js' } } };
    expect(await reason(remoteBundleRef(send, opts(), serve(elsewhere)))).toMatch(/is not on the manifest's origin/);
  });

  it('a failed manifest fetch is forgotten: the next activation (Retry) fetches again', async () => {
    const o = opts();
    expect(await reason(remoteBundleRef(send, o, serve('down', 503)))).toMatch(/answered 503$/);
    const { fetch, calls } = serve(listing);
    await remoteBundleRef(send, o, { fetch });
    expect(calls).toHaveLength(1);
  });

  it('checks the manifest against remoteBundles.integrity when the host pins it', async () => {
    const body = JSON.stringify(listing);
    const good = await sriOf(new TextEncoder().encode(body).buffer as ArrayBuffer, 'sha384-', subtle);
    const check = async (b: ArrayBuffer, integrity: string) => (await sriOf(b, integrity, subtle)) === integrity;
    await expect(remoteBundleRef(send, opts({ integrity: good }), { ...serve(body), checkIntegrity: check })).resolves.toBeTruthy();
    expect(await reason(remoteBundleRef(send, opts({ integrity: good }), { ...serve(body.replace('1a2b', '9999')), checkIntegrity: check }))).toMatch(/does not match options\.remoteBundles\.integrity$/);
  });
});

/**
 * Loads a plugin published as a Module Federation remote, from an origin the host allows. This file
 * (and the MF runtime it pulls in) is a lazy chunk: a host that never activates a remote plugin never
 * downloads it. React is shared as a singleton so remote views render in the host's tree.
 *
 * One federation runtime for every remote: the host provides it, remotes are built without it
 * (`experiments.externalRuntime` plus the bundler runtime as an external, see the example remote in
 * rspack.config.ts), so a ~1 KB plugin costs a few KB instead of the runtime's ~33 KB. The host puts
 * on `globalThis`:
 * - `_FEDERATION_RUNTIME_CORE`: MF's own external-runtime contract (runtime-core);
 * - `_FEDERATION_BUNDLER_RUNTIME`: the bundler runtime (webpack-bundler-runtime) a remote's entry
 *   wires its `__webpack_require__` to. Through it the host also gives each remote's chunk loader the
 *   CSP nonce and a retry: a remote's chunk that fails to load is requested once more.
 *
 * Trust (remote-checks.ts): the activator has already checked the origin; here the entry is fetched and
 * checked against its integrity, then run through a <script integrity crossorigin> the browser checks
 * again. Every <script> (and preload <link>) the MF runtime adds carries the host's CSP nonce.
 */
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import federationBundlerRuntime from '@module-federation/webpack-bundler-runtime';
// Default imports of these CommonJS modules give their exports object (what MF shares) without
// pulling webpack's namespace-object helper into every host's entry runtime.
import React from 'react';
import ReactDOM from 'react-dom';
import JsxRuntime from 'react/jsx-runtime';
import { GangwayError } from '../errors/core';
// What built-in plugins built as remote bundles import from '@gangway/kernel': the host's own
// (rspack.config.ts builds them with the kernel as a host-only shared module).
import * as kernelPublicApi from '../public-api';
import { remoteBundleRef } from './remote-bundles';
import { assertRemoteAllowed, sriOf, verifyRemoteEntry } from './remote-checks';
import type { PluginManifest, PluginModule, RemoteRef } from './types';

declare const __webpack_nonce__: string | undefined;

/** The nonce the kernel handed the chunk loader (api/csp-nonce.ts), if any. */
function scriptNonce(): string | undefined {
  try {
    return __webpack_nonce__ || undefined;
  } catch {
    return undefined;
  }
}

/** Runs `f`, and once more if it failed in a way worth another try. */
async function twice<T>(f: () => Promise<T>, again: (error: unknown) => boolean): Promise<T> {
  try {
    return await f();
  } catch (error) {
    if (!again(error)) throw error;
    return f();
  }
}

/** A remote's `__webpack_require__`, as far as the host touches it. */
interface RemoteRequire { e?: (chunkId: unknown) => Promise<unknown>; nc?: string }

const bundler = federationBundlerRuntime.bundlerRuntime!;

/**
 * The bundler runtime as each remote's entry copies it (`for (key in runtime) federation[key] = …`):
 * a fresh `bundlerRuntime` per remote (its share-scope map `S` is per container), whose `init` —
 * called with the remote's `__webpack_require__` as its entry starts — hands that remote's chunk
 * loader the CSP nonce and retries each of its chunks once.
 */
const providedBundlerRuntime = {
  runtime: federationBundlerRuntime.runtime,
  attachShareScopeMap: federationBundlerRuntime.attachShareScopeMap,
  get bundlerRuntime() {
    return {
      ...bundler,
      S: {},
      init(options: { webpackRequire: unknown }) {
        const r = options.webpackRequire as RemoteRequire;
        const nonce = scriptNonce();
        if (nonce) r.nc = nonce;
        const load = r.e;
        if (load) r.e = (id) => twice(() => load(id), () => true);
        return bundler.init(options as Parameters<typeof bundler.init>[0]);
      },
    };
  },
};

/** Gives remotes built without the federation runtime the host's (see the file's comment). */
export function provideFederationRuntime(target: Record<string, unknown> = globalThis as never) {
  target._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  target._FEDERATION_BUNDLER_RUNTIME ??= providedBundlerRuntime;
}

/** Integrity of each remote entry URL, set on its <script> (the browser then refuses other bytes). */
const integrities = new Map<string, string>();

/** Builds the element the MF runtime would, plus nonce and integrity (a returned element gets none of `attrs` applied). */
export function scriptFor<K extends 'script' | 'link'>(tag: K, url: string, attrs: Record<string, unknown> | undefined, nonce?: string, integrity?: string) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'async' || name === 'defer') (el as HTMLScriptElement)[name] = Boolean(value);
    else el.setAttribute(name, String(value));
  }
  if (integrity) {
    el.integrity = integrity;
    el.crossOrigin = 'anonymous';
  }
  if (nonce) el.nonce = nonce;
  if (el instanceof HTMLScriptElement) el.src = url;
  else el.href = url;
  return el;
}

/**
 * The remote entry (and, for manifest remotes, the chunks the runtime preloads) are <script>s the
 * MF runtime creates itself, outside the chunk loader: give them the nonce and the entry's integrity.
 */
export const trustPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'gangway-trust',
  createScript({ url, attrs }) {
    const nonce = scriptNonce();
    const integrity = integrities.get(url);
    return nonce || integrity ? scriptFor('script', url, attrs, nonce, integrity) : undefined;
  },
  createLink({ url, attrs }) {
    const nonce = scriptNonce();
    return nonce ? scriptFor('link', url, attrs, nonce) : undefined;
  },
});

let federation: ModuleFederation | undefined;
const registered = new Set<string>();

function instance(): ModuleFederation {
  const singleton = { singleton: true, requiredVersion: `^${React.version.split('.')[0]}` };
  provideFederationRuntime();
  federation ??= createInstance({
    name: 'gangway_host',
    remotes: [],
    plugins: [trustPlugin()],
    shared: {
      react: { version: React.version, lib: () => React, shareConfig: singleton },
      'react-dom': { version: React.version, lib: () => ReactDOM, shareConfig: singleton },
      'react/jsx-runtime': { version: React.version, lib: () => JsxRuntime, shareConfig: singleton },
      '@gangway/kernel': { version: '0.1.0', lib: () => kernelPublicApi, shareConfig: { singleton: true, requiredVersion: false } },
    },
  });
  return federation;
}

/** A transient failure: the network, or a server error (not a refusal: origin, 404, hash). */
const transient = (e: unknown) =>
  !(e instanceof GangwayError) || e.code !== 'REMOTE_REFUSED' || (e.details?.status === undefined ? /could not be fetched/.test(e.message) : Number(e.details.status) >= 500);
/** The MF runtime failed to load the entry <script> (RUNTIME-008). */
const entryScriptFailed = (e: unknown) => e instanceof Error && e.message.includes('RUNTIME-008');

/**
 * Loads remote plugin `id` from `ref` (its origin already allowed by the activator): checks the entry
 * against its integrity, then loads it through the MF runtime. The entry's fetch and script are each
 * retried once after a transient failure; the remote's own chunks are retried by its chunk loader.
 */
export async function loadRemotePlugin(id: string, ref: RemoteRef): Promise<PluginModule | { default: PluginModule }> {
  await twice(() => verifyRemoteEntry(id, ref), transient);
  const mf = instance();
  integrities.set(ref.entry, ref.integrity);
  if (!registered.has(ref.name)) {
    mf.registerRemotes([{ name: ref.name, entry: ref.entry }]);
    registered.add(ref.name);
  }
  const mod = await twice(
    () => mf.loadRemote<PluginModule | { default: PluginModule }>(`${ref.name}/${ref.module.replace(/^\.\//, '')}`),
    entryScriptFailed,
  ).catch((error: unknown) => {
    throw new GangwayError('REMOTE_FAILED', `Remote plugin ${id} failed to load from ${ref.entry}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, { cause: error, details: { plugin: id } });
  });
  if (!mod) throw new Error(`Remote plugin ${ref.name} did not expose ${ref.module}`);
  return mod;
}

/**
 * Loads a built-in plugin from the host's remote bundles (options.source / options.remoteBundles,
 * plugin-source.ts): its entry and integrity come from the bundles' manifest, its origin is the one
 * the host named; then it loads like any remote.
 */
export async function loadRemoteBundlePlugin(m: PluginManifest, options: unknown): Promise<PluginModule | { default: PluginModule }> {
  const subtle = globalThis.crypto?.subtle;
  const { ref, origin } = await remoteBundleRef(m, options, {
    checkIntegrity: subtle
      ? async (body, integrity) => {
        for (const h of integrity.split(/\s+/).filter(Boolean)) if ((await sriOf(body, h, subtle)) === h) return true;
        return false;
      }
      : undefined,
  });
  assertRemoteAllowed(m.id, ref, { remotes: { allowedOrigins: [origin] } });
  return loadRemotePlugin(m.id, ref);
}

/**
 * Loads a plugin published as a Module Federation remote, from any origin. This file (and the MF
 * runtime it pulls in, ~33 KB gzip) is a lazy chunk: a host that never activates a remote plugin
 * never downloads it. React is shared as a singleton so remote views render in the host's tree.
 * Every <script> (and preload <link>) the MF runtime adds carries the host's CSP nonce.
 */
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Default imports of these CommonJS modules give their exports object (what MF shares) without
// pulling webpack's namespace-object helper into every host's entry runtime.
import React from 'react';
import ReactDOM from 'react-dom';
import JsxRuntime from 'react/jsx-runtime';
import type { PluginModule, RemoteRef } from './types';

declare const __webpack_nonce__: string | undefined;

/** The nonce the kernel handed the chunk loader (api/csp-nonce.ts), if any. */
function scriptNonce(): string | undefined {
  try {
    return __webpack_nonce__ || undefined;
  } catch {
    return undefined;
  }
}

/** Builds the element the MF runtime would, plus the nonce (a returned element gets none of `attrs` applied). */
function withNonce<K extends 'script' | 'link'>(tag: K, url: string, attrs: Record<string, unknown> | undefined, nonce: string) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (name === 'async' || name === 'defer') (el as HTMLScriptElement)[name] = Boolean(value);
    else el.setAttribute(name, String(value));
  }
  if (el instanceof HTMLScriptElement) el.src = url;
  else el.href = url;
  el.nonce = nonce;
  return el;
}

/**
 * The remote entry and the chunks the runtime preloads for an expose (from mf-manifest.json) are
 * <script>s the MF runtime creates itself, outside the chunk loader: give them the nonce here.
 */
const cspNoncePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'gangway-csp-nonce',
  createScript({ url, attrs }) {
    const nonce = scriptNonce();
    return nonce ? withNonce('script', url, attrs, nonce) : undefined;
  },
  createLink({ url, attrs }) {
    const nonce = scriptNonce();
    return nonce ? withNonce('link', url, attrs, nonce) : undefined;
  },
});

let federation: ModuleFederation | undefined;
const registered = new Set<string>();

function instance(): ModuleFederation {
  const singleton = { singleton: true, requiredVersion: `^${React.version.split('.')[0]}` };
  federation ??= createInstance({
    name: 'gangway_host',
    remotes: [],
    plugins: [cspNoncePlugin()],
    shared: {
      react: { version: React.version, lib: () => React, shareConfig: singleton },
      'react-dom': { version: React.version, lib: () => ReactDOM, shareConfig: singleton },
      'react/jsx-runtime': { version: React.version, lib: () => JsxRuntime, shareConfig: singleton },
    },
  });
  return federation;
}

export async function loadRemotePlugin(ref: RemoteRef): Promise<PluginModule | { default: PluginModule }> {
  const mf = instance();
  if (!registered.has(ref.name)) {
    mf.registerRemotes([{ name: ref.name, entry: ref.entry }]);
    registered.add(ref.name);
  }
  const mod = await mf.loadRemote<PluginModule | { default: PluginModule }>(`${ref.name}/${ref.module.replace(/^\.\//, '')}`);
  if (!mod) throw new Error(`Remote plugin ${ref.name} did not expose ${ref.module}`);
  return mod;
}

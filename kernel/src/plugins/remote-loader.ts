/**
 * Loads a plugin published as a Module Federation remote, from any origin. This file (and the MF
 * runtime it pulls in, ~33 KB gzip) is a lazy chunk: a host that never activates a remote plugin
 * never downloads it. React is shared as a singleton so remote views render in the host's tree.
 */
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
// Default imports of these CommonJS modules give their exports object (what MF shares) without
// pulling webpack's namespace-object helper into every host's entry runtime.
import React from 'react';
import ReactDOM from 'react-dom';
import JsxRuntime from 'react/jsx-runtime';
import { cspNonce } from '../api/csp-nonce';
import type { PluginModule, RemoteRef } from './types';

/** Remote entries get the host's CSP nonce, as the kernel's own chunks do. */
const nonceScripts = {
  name: 'gangway-csp-nonce',
  createScript({ url, attrs }: { url: string; attrs?: Record<string, unknown> }) {
    const nonce = cspNonce();
    if (!nonce) return undefined;
    const script = document.createElement('script');
    script.src = url;
    script.nonce = nonce;
    if (attrs?.crossorigin) script.crossOrigin = String(attrs.crossorigin);
    return script;
  },
};

let federation: ModuleFederation | undefined;
const registered = new Set<string>();

function instance(): ModuleFederation {
  const singleton = { singleton: true, requiredVersion: `^${React.version.split('.')[0]}` };
  federation ??= createInstance({
    name: 'gangway_host',
    remotes: [],
    plugins: [nonceScripts],
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

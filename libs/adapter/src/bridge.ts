/**
 * The seam between a host adapter object (built by the host before the widget exists, e.g. a wagmi
 * config) and the adapter's plugin (which runs inside the kernel once activated). The host side waits
 * on `api()`; the plugin's setup calls `bind(api)`. One bridge per adapter object, so two widgets on
 * one page never share one.
 */
import type { PluginApi } from '@gangway/kernel';

export interface AdapterBridge {
  /** The plugin's API once its plugin has set up. */
  api(): Promise<PluginApi>;
  /** The API if bound already (synchronous reads: accounts, chain id). */
  current(): PluginApi | undefined;
  /** Called by the adapter's plugin in setup; returns the cleanup (unbinds). */
  bind(api: PluginApi): () => void;
  /** Runs `fn` with the API now if bound, else when bound; its cleanup runs on unbind. */
  whenBound(fn: (api: PluginApi) => void | (() => void)): void;
}

export function createBridge(): AdapterBridge {
  let bound: PluginApi | undefined;
  let resolve!: (api: PluginApi) => void;
  let ready = new Promise<PluginApi>((r) => { resolve = r; });
  const waiting: ((api: PluginApi) => void | (() => void))[] = [];
  const cleanups: (() => void)[] = [];
  const run = (fn: (api: PluginApi) => void | (() => void), api: PluginApi) => { const off = fn(api); if (off) cleanups.push(off); };
  return {
    api: () => ready,
    current: () => bound,
    bind(api) {
      bound = api;
      resolve(api);
      for (const fn of waiting) run(fn, api);
      return () => {
        for (const off of cleanups.splice(0)) off();
        bound = undefined;
        ready = new Promise<PluginApi>((r) => { resolve = r; });
      };
    },
    whenBound(fn) {
      waiting.push(fn);
      if (bound) run(fn, bound);
    },
  };
}

// @vitest-environment happy-dom
import federationBundlerRuntime from '@module-federation/webpack-bundler-runtime';
import { describe, expect, it, vi } from 'vitest';
import { provideFederationRuntime, scriptFor, trustPlugin } from './remote-loader';

describe('the federation runtime the host provides to remotes', () => {
  it("puts MF's external runtime-core and a bundler runtime on the global", () => {
    const target: Record<string, any> = {};
    provideFederationRuntime(target);
    expect(typeof target._FEDERATION_RUNTIME_CORE.ModuleFederation).toBe('function');
    const provided = target._FEDERATION_BUNDLER_RUNTIME;
    expect(Object.keys(provided).sort()).toEqual(['attachShareScopeMap', 'bundlerRuntime', 'runtime']);
    // What a remote's entry copies: its own bundler runtime each time (its share scope map S is its own).
    expect(provided.bundlerRuntime).not.toBe(provided.bundlerRuntime);
    expect(provided.bundlerRuntime.S).not.toBe(provided.bundlerRuntime.S);
    expect(provided.bundlerRuntime.consumes).toBe(federationBundlerRuntime.bundlerRuntime!.consumes);
    // A second host call keeps what is there.
    const before = target._FEDERATION_BUNDLER_RUNTIME;
    provideFederationRuntime(target);
    expect(target._FEDERATION_BUNDLER_RUNTIME).toBe(before);
  });

  it("init hands the remote's chunk loader a retry and runs MF's init", async () => {
    const target: Record<string, any> = {};
    provideFederationRuntime(target);
    const init = vi.spyOn(federationBundlerRuntime.bundlerRuntime!, 'init').mockReturnValue('instance' as never);
    let calls = 0;
    const webpackRequire: { e: (id: unknown) => Promise<unknown>; nc?: string } = {
      e: async () => { if (++calls === 1) throw new Error('ChunkLoadError'); return 'loaded'; },
    };
    try {
      expect(target._FEDERATION_BUNDLER_RUNTIME.bundlerRuntime.init({ webpackRequire })).toBe('instance');
      expect(init).toHaveBeenCalledWith({ webpackRequire });
      await expect(webpackRequire.e(194)).resolves.toBe('loaded');
      expect(calls).toBe(2);
      expect(webpackRequire.nc).toBeUndefined(); // no nonce handed to this (unbundled) test
    } finally {
      init.mockRestore();
    }
  });
});

describe('the <script> of a remote entry', () => {
  it('carries the integrity (with crossorigin, so the browser checks it), the nonce and the runtime attributes', () => {
    const el = scriptFor('script', 'https://cdn.example.com/remoteEntry.js', { async: true, 'data-x': 'y' }, 'n0nce', 'sha384-abc');
    expect(el.integrity).toBe('sha384-abc');
    expect(el.crossOrigin).toBe('anonymous');
    expect(el.nonce).toBe('n0nce');
    expect(el.async).toBe(true);
    expect(el.getAttribute('data-x')).toBe('y');
    expect(el.src).toBe('https://cdn.example.com/remoteEntry.js');
  });

  it('leaves scripts it knows nothing about (no nonce, no pinned integrity) to the MF runtime', () => {
    const plugin = trustPlugin();
    expect(plugin.createScript!({ url: 'https://cdn.example.com/other.js', attrs: {} } as never)).toBeUndefined();
  });
});

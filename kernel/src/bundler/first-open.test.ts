import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, FIRST_VIEW_SETS, GangwayCompileHintsPlugin, HINTED_CHUNK, gangwayCacheGroups } from './first-open';

/** Which cache group takes a module (its path, and a query if any), as the bundler would test it. */
const groupOf = (file: string) => Object.entries(gangwayCacheGroups).filter(([, g]) => {
  const module = { identifier: () => `javascript/auto|${file}`, nameForCondition: () => file.replace(/\?.*$/, '') };
  return typeof g.test === 'function' ? g.test(module) : g.test?.test(module.nameForCondition());
}).map(([k]) => k);

describe('gangwayCacheGroups', () => {
  it('takes the same modules from this repository and from the published packages, on any platform', () => {
    const both = (source: string, published: string) => [source, published, published.replaceAll('/', '\\')];
    for (const f of both('/w/kernel/src/errors/messages.ts', '/app/node_modules/@gangway/kernel/dist/errors/messages.js')) expect(groupOf(f), f).toEqual(['gangwayKernelShared']);
    for (const f of both('/w/kernel/src/api/view-registry.ts', '/app/node_modules/@gangway/kernel/dist/api/view-shown.js')) expect(groupOf(f), f).toEqual(['gangwayKernelShared']);
    for (const f of both('/w/kernel/src/remote/client.ts', '/app/node_modules/@gangway/kernel/dist/remote/client.js')) expect(groupOf(f), f).toEqual(['gangwayKernelShared']);
    for (const f of both('/w/kernel/src/plugins/remote-checks.ts', '/app/node_modules/@gangway/kernel/dist/plugins/remote-checks.js')) expect(groupOf(f), f).toEqual(['gangwayRemoteChecks']);
    // A manifest's details half (the build's split asks for it with `?details`; a published package ships it as
    // dist/manifest-details.js) goes with the runtime; its eager half does not.
    for (const f of [...both('/w/plugins/send/src/manifest.ts?details', '/app/node_modules/@gangway/plugin-send/dist/manifest-details.js'), 'C:\\w\\plugins\\send\\src\\manifest.ts?details']) expect(groupOf(f), f).toEqual(['gangwayRuntimeLibs']);
    for (const f of ['/w/plugins/send/src/manifest.ts', '/w/plugins/send/src/manifest.ts?core', '/app/node_modules/@gangway/plugin-send/dist/manifest.js']) expect(groupOf(f), f).toEqual([]);
    for (const f of both('/w/plugins/builtin/src/details.ts', '/app/node_modules/@gangway/builtin-plugins/dist/details.js')) expect(groupOf(f), f).toEqual(['gangwayRuntimeLibs']);
    for (const f of ['/app/node_modules/immer/dist/immer.mjs', '/app/node_modules/@rspack/lite-tapable/dist/index.js']) expect(groupOf(f), f).toEqual(['gangwayRuntimeLibs']);
    for (const f of ['/app/node_modules/focus-trap/dist/focus-trap.esm.js', '/app/node_modules/tabbable/dist/index.esm.js']) expect(groupOf(f), f).toEqual(['gangwayFocusTrap']);
  });

  it("leaves every other module to the host's own split", () => {
    for (const f of ['/w/kernel/src/api/flows.ts', '/w/kernel/src/errors/core.ts', '/app/src/messages.ts', '/app/node_modules/viem/_esm/index.js', '/w/plugins/send/src/plugin.tsx']) expect(groupOf(f), f).toEqual([]);
  });

  it('keeps what the flows and the start-up work share with the runtime in the runtime chunk', () => {
    const { chunks, minChunks, name } = gangwayCacheGroups.gangwayFlowsShared;
    const pick = chunks as (c: { name?: string | null }) => boolean;
    const names = ['gangway-flows', 'gangway-startup', 'gangway-runtime', 'plugin-send', null];
    expect(names.filter((n) => pick({ name: n }))).toEqual(['gangway-flows', 'gangway-startup', 'gangway-runtime']);
    expect([minChunks, name]).toEqual([2, 'gangway-runtime']);
  });

  it("keeps each set of plugins the first open fetches together in its own chunk, hinted like a plugin's", () => {
    const names = ['gangway-connect-logins', 'gangway-connect-view', 'gangway-login-methods', 'plugin-connect', 'gangway-runtime', null];
    for (const set of FIRST_VIEW_SETS) {
      const { chunks, name, priority, enforce } = gangwayCacheGroups[`gangwayFirstViewSet:${set}`];
      // One group per set, selecting that set's chunk alone: a module two sets hold stays in both
      // (a group over every set chunk would move it into one, and the other set would cost two scripts).
      expect(names.filter((n) => (chunks as (c: { name?: string | null }) => boolean)({ name: n })), set).toEqual([set]);
      expect(name).toBe(set);
      // Below the runtime's groups (what travels with the runtime still does), above the host's defaults.
      expect([enforce, priority < gangwayCacheGroups.gangwayKernelShared.priority, priority > -10]).toEqual([true, true, true]);
      expect(HINTED_CHUNK.test(set), set).toBe(true);
    }
    expect([...FIRST_VIEW_SETS].sort()).toEqual(['gangway-connect-logins', 'gangway-connect-view', 'gangway-login-methods']);
  });
});

describe('GangwayCompileHintsPlugin', () => {
  /** A compiler with just what the plugin uses; runs its processAssets step over the given chunks. */
  function build(chunks: { name?: string | null; files: string[] }[]) {
    const assets = new Map<string, unknown>(chunks.flatMap((c) => c.files.map((f) => [f, `code of ${f}`] as const)));
    let stage = 0;
    class ConcatSource { parts: unknown[]; constructor(...parts: unknown[]) { this.parts = parts; } toString() { return this.parts.join(''); } }
    new GangwayCompileHintsPlugin().apply({
      webpack: { Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400 }, sources: { ConcatSource } },
      hooks: { thisCompilation: { tap: (_n, fn) => fn({
        chunks,
        hooks: { processAssets: { tap: (o, run) => { stage = o.stage; run(); } } },
        updateAsset: (file, update) => assets.set(file, update(assets.get(file))),
      }) } },
    });
    return { assets: { get: (f: string) => String(assets.get(f)) }, stage };
  }

  it("starts the kernel's chunks and each plugin's first chunk with the hint, after minification", () => {
    const { assets, stage } = build([
      { name: 'gangway-runtime', files: ['chunks/1.js'] },
      { name: 'plugin-connect', files: ['chunks/plugin-connect.abcd1234.js', 'chunks/plugin-connect.css'] },
      { name: 'walletconnect-sdk', files: ['chunks/walletconnect-sdk.js'] },
      { name: undefined, files: ['chunks/4160.js'] },
    ]);
    expect(stage).toBeGreaterThan(400);
    expect(assets.get('chunks/1.js')).toBe(`${COMPILE_HINT}\ncode of chunks/1.js`);
    expect(assets.get('chunks/plugin-connect.abcd1234.js')).toBe(`${COMPILE_HINT}\ncode of chunks/plugin-connect.abcd1234.js`);
    // Not a script, a vendor SDK (mostly not called at load), an unnamed split chunk: untouched.
    expect(assets.get('chunks/plugin-connect.css')).toBe('code of chunks/plugin-connect.css');
    expect(assets.get('chunks/walletconnect-sdk.js')).toBe('code of chunks/walletconnect-sdk.js');
    expect(assets.get('chunks/4160.js')).toBe('code of chunks/4160.js');
  });
});

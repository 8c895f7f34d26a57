/**
 * How a host's rspack or webpack 5 build best splits Gangway for the first open (issue 11): the click
 * fetches one wave — the runtime, the UI and the Connect view's plugins — and on a slow network its
 * time is its bytes, then the work of running them. Two things a bundler's defaults do not do:
 *
 * - `gangwayCacheGroups` puts modules where they always travel: the runtime's libraries (immer, the
 *   hooks), the manifests' deferred details, the kernel's message catalogue and its HTTP client into
 *   the runtime's chunk (by default the catalogue was copied into every plugin chunk of the wave), the focus trap's
 *   library and the remote-only checks into chunks of their own, keeps the connection flows out of
 *   the runtime (they load after the first view), and keeps each set of plugins the first open
 *   fetches together (LoadTogether) in one chunk;
 * - `GangwayCompileHintsPlugin` starts the kernel's and each plugin's first chunk with V8's explicit
 *   compile hint, so their functions compile on a background thread while the script streams in
 *   rather than on the main thread at their first call (they are all called at once).
 *
 * Written for both layouts: this repository's sources (kernel/src/*.ts) and the published packages
 * (@gangway/kernel/dist/*.js). Chunks are recognised by name (the `webpackChunkName` every lazy import
 * of the kernel and the built-ins carries), whatever the host's `chunkFilename`.
 */

/** A directory separator in a module path, on any platform. */
const S = '[\\\\/]';
/** A kernel source file: `kernel/src/<path>.ts` here, `@gangway/kernel/dist/<path>.js` from npm. */
const kernelFile = (p: string) => new RegExp(`(kernel${S}src|@gangway${S}kernel${S}dist)${S}${p}\\.[jt]sx?$`);

interface ChunkLike { name?: string | null }

/** The part of a bundler's module a cache group's test reads (rspack's and webpack 5's both have it). */
export interface ModuleLike { identifier?(): string; nameForCondition?(): string | null | undefined }

interface CacheGroup {
  test?: RegExp | ((module: ModuleLike) => boolean);
  chunks: 'async' | ((chunk: ChunkLike) => boolean);
  name: string | ((module: unknown, chunks: ChunkLike[]) => string | undefined);
  enforce: true;
  priority: number;
  minChunks?: number;
}

/**
 * The chunks of the built-in plugins' sets the first open fetches as one script each (LoadTogether:
 * plugins/builtin/src/first-view-sets.ts names them).
 */
export const FIRST_VIEW_SETS: ReadonlySet<string> = new Set(['gangway-connect-logins', 'gangway-connect-view', 'gangway-login-methods']);

/** The runtime's libraries, and the built-in list's one module of every plugin's details. */
const RUNTIME_LIBS = new RegExp(`${S}(node_modules${S}(immer|@rspack${S}lite-tapable)${S}|(plugins${S}builtin${S}src|@gangway${S}builtin-plugins${S}dist)${S}details\\.[jt]s$)`);
/**
 * A manifest's deferred half: the split of scripts/manifest-split-loader.cjs asks for it with
 * `?details` (the query is in the module's identifier, not in its name for conditions); a published
 * plugin package ships it as dist/manifest-details.js.
 */
const DETAILS_HALF = new RegExp(`${S}src${S}manifest\\.tsx?\\?details$|@gangway${S}[a-z0-9-]+${S}dist${S}manifest-details\\.js$`);

/** `optimization.splitChunks.cacheGroups` entries (spread them beside the host's own). */
export const gangwayCacheGroups: Record<string, CacheGroup> = {
  // The runtime's libraries and every manifest's deferred half (titles, permissions, contributions): they
  // always load with the runtime, and on HTTP/1.1 a seventh script in the click's wave waits a round trip.
  gangwayRuntimeLibs: {
    test: (module) => RUNTIME_LIBS.test(module.nameForCondition?.() ?? '') || DETAILS_HALF.test(module.identifier?.() ?? ''),
    chunks: 'async', name: 'gangway-runtime', enforce: true, priority: 20,
  },
  // The message catalogue (imported by most plugins), the HTTP client (the runtime's; the start-up
  // chunk and the analytics, names and sign-in plugins import it too) and what the UI shares with the
  // runtime: below the default split's minimum size, so each chunk carried a copy. The runtime is
  // always there first.
  gangwayKernelShared: {
    test: new RegExp(`${kernelFile('errors' + S + 'messages').source}|${kernelFile('api' + S + 'view-(registry|shown)').source}|${kernelFile('remote' + S + 'client').source}`),
    chunks: 'async', name: 'gangway-runtime', enforce: true, priority: 20,
  },
  // The focus trap's library loads after the first view (ui/use-focus-trap.ts): one chunk for both.
  gangwayFocusTrap: { test: new RegExp(`${S}node_modules${S}(focus-trap|tabbable)${S}`), chunks: 'async', name: 'gangway-focus-trap', enforce: true, priority: 20 },
  // The remote-only checks: fetched for the first remote plugin, imported by the remote loader too.
  gangwayRemoteChecks: { test: kernelFile('plugins' + S + 'remote-checks'), chunks: 'async', name: 'gangway-remote-checks', enforce: true, priority: 20 },
  // A set's chunk holds its members' modules itself: each member's own chunk has them too, and the
  // default split would move them out into a chunk both share — the set would cost two scripts again.
  // One group per set: a module two sets share (a member of a larger set and of a smaller one) stays
  // in both. (Below the runtime's groups: what goes with the runtime still does.)
  ...Object.fromEntries([...FIRST_VIEW_SETS].map((set): [string, CacheGroup] => [
    `gangwayFirstViewSet:${set}`, { chunks: (chunk) => chunk.name === set, name: set, enforce: true, priority: 0 },
  ])),
  // What the connection flows (their own chunk, after the first view) and the start-up work with the
  // hosted services (its own chunk: basic mode never loads it) share with the runtime stays in the
  // runtime's chunk, which always arrives with or before them.
  gangwayFlowsShared: {
    chunks: (chunk) => chunk.name === 'gangway-flows' || chunk.name === 'gangway-startup' || chunk.name === 'gangway-runtime',
    minChunks: 2, name: 'gangway-runtime', enforce: true, priority: 10,
  },
};

/** V8's explicit compile hint: a script whose first line it is has every function compiled eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks whose functions run as soon as they load: the kernel's runtime and UI, each plugin's first chunk (alone, or in a set of the first view). */
export const HINTED_CHUNK = /^(gangway-(runtime|ui|flows|connect-view|connect-logins|login-methods)|plugin-[a-z0-9-]+)$/;

/** The part of a compiler this plugin uses (rspack's and webpack 5's both have it). */
interface CompilerLike {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    sources: { ConcatSource: new (...parts: unknown[]) => unknown };
  };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void } };
}
interface CompilationLike {
  chunks: Iterable<{ name?: string | null; files: Iterable<string> }>;
  hooks: { processAssets: { tap(o: { name: string; stage: number }, fn: () => void): void } };
  updateAsset(file: string, update: (source: unknown) => unknown): void;
}

const NAME = 'GangwayCompileHintsPlugin';

/** Adds the compile hint to the chunks of `HINTED_CHUNK` — after minification, which would drop it. */
export class GangwayCompileHintsPlugin {
  apply(compiler: CompilerLike): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.name || !HINTED_CHUNK.test(chunk.name)) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        }
      });
    });
  }
}

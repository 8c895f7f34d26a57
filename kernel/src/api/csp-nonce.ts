/**
 * The host's CSP nonce for every <script> the bundler's chunk loader adds. The kernel's runtime, UI and
 * plugins are lazy chunks; rspack (like webpack) puts `nonce` on each chunk's <script> from
 * `__webpack_nonce__` (compiled to `__webpack_require__.nc` of the host's build, so the host's own lazy
 * chunks get it too). Call before the first lazy import. The Module Federation loader of remote plugins
 * reads the same value (plugins/remote-loader.ts); the stylesheet takes `options.cspNonce` itself.
 */
declare let __webpack_nonce__: string | undefined;

/** Hands `nonce` to the chunk loader; without one, whatever the host set is left alone. */
export function applyCspNonce(nonce: string | undefined): void {
  if (!nonce) return;
  try {
    __webpack_nonce__ = nonce;
  } catch {
    // Not bundled by rspack/webpack (unit tests, a bundler without the free variable): no chunk loader to tell.
  }
}

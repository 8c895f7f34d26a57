/**
 * The host's CSP nonce on every script the widget adds. Lazy chunks (runtime, UI, plugins) are
 * <script> tags the bundler's chunk loader creates: rspack and webpack stamp them with
 * `__webpack_nonce__`, so it is set here before the first lazy import. Remote plugins' entries are
 * loaded by the Module Federation runtime, which asks `cspNonce()` (remote-loader.ts).
 */
declare let __webpack_nonce__: string | undefined;
declare const __webpack_require__: unknown;

let current: string | undefined;

export function applyCspNonce(nonce: string | undefined): void {
  if (!nonce) return;
  current = nonce;
  // Outside a bundler (tests, SSR) there is no chunk loader and the name is not defined.
  if (typeof __webpack_require__ !== 'undefined') __webpack_nonce__ = nonce;
}

/** The nonce the host gave, for loaders that add scripts themselves. */
export const cspNonce = () => current;


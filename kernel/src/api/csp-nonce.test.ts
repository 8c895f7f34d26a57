import { afterEach, describe, expect, it } from 'vitest';
import { applyCspNonce } from './csp-nonce';

// Under rspack `__webpack_nonce__` is the chunk loader's `__webpack_require__.nc`; unbundled it is a global.
const g = globalThis as { __webpack_nonce__?: string };

describe('applyCspNonce', () => {
  afterEach(() => { delete g.__webpack_nonce__; });

  it('hands the nonce to the chunk loader', () => {
    g.__webpack_nonce__ = undefined;
    applyCspNonce('bm9uY2U=');
    expect(g.__webpack_nonce__).toBe('bm9uY2U=');
  });

  it('leaves a nonce the host set itself when the option is absent or empty', () => {
    g.__webpack_nonce__ = 'aG9zdA==';
    applyCspNonce(undefined);
    applyCspNonce('');
    expect(g.__webpack_nonce__).toBe('aG9zdA==');
  });

  it('does not throw where no bundler defines the variable', () => {
    expect('__webpack_nonce__' in globalThis).toBe(false);
    expect(() => applyCspNonce('bm9uY2U=')).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { applyCspNonce, cspNonce } from './csp-nonce';

describe('CSP nonce', () => {
  it('keeps the host nonce for loaders, and is a no-op without a bundler or without a nonce', () => {
    applyCspNonce(undefined);
    expect(cspNonce()).toBeUndefined();
    // No chunk loader here (vitest runs the source): nothing to stamp, nothing thrown.
    expect(() => applyCspNonce('abc')).not.toThrow();
    expect(cspNonce()).toBe('abc');
  });
});

import { describe, expect, it } from 'vitest';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from './session-constants';
import { isUriExpired, msUntilRefresh, pairingExpiry } from './expiry';

describe('pairing URI expiry (spec §9)', () => {
  it('lives 4 minutes and counts as expired within 10 s of the end', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240_000);
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000);
    const t0 = 1_000_000;
    const expiry = pairingExpiry(t0);
    expect(expiry).toBe(t0 + 240_000);
    expect(isUriExpired(expiry, t0)).toBe(false);
    expect(isUriExpired(expiry, t0 + 229_999)).toBe(false);
    expect(isUriExpired(expiry, t0 + 230_000)).toBe(true);
    expect(isUriExpired(expiry, t0 + 300_000)).toBe(true);
    expect(isUriExpired(undefined, t0)).toBe(true);
    expect(msUntilRefresh(expiry, t0)).toBe(230_000);
    expect(msUntilRefresh(expiry, t0 + 235_000)).toBe(0);
  });
});

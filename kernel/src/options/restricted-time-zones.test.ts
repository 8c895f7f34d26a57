import { afterEach, describe, expect, it } from 'vitest';
import { resolveFeatures } from './features';
import { isRestrictedTimeZone, RESTRICTED_TIME_ZONES, visitorTimeZone } from './restricted-time-zones';
import { parseOptions } from './schema';

const networks = [{ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }];
const savedTz = process.env.TZ;
afterEach(() => { process.env.TZ = savedTz; });

describe('restricted time zones (spec §6)', () => {
  it('matches the mainland China, Hong Kong and Macau zones and their aliases, case-insensitively', () => {
    for (const tz of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Harbin', 'Asia/Kashgar', 'PRC', 'Asia/Hong_Kong', 'Hongkong', 'Asia/Macau', 'Asia/Macao', 'ASIA/SHANGHAI']) {
      expect(isRestrictedTimeZone(tz), tz).toBe(true);
    }
    for (const tz of ['Asia/Taipei', 'Asia/Singapore', 'Asia/Tokyo', 'Europe/Berlin', 'UTC', '', undefined]) {
      expect(isRestrictedTimeZone(tz), String(tz)).toBe(false);
    }
    expect(RESTRICTED_TIME_ZONES.every((z) => z === z.toLowerCase())).toBe(true);
  });

  it('switches on-ramp and swaps off, even when the host and the remote configuration turn them on', () => {
    const r = resolveFeatures({ swaps: true, onramp: true, send: true }, { swaps: ['1inch'], onramp: ['coinbase'] }, false, true);
    expect(r.features).toMatchObject({ swaps: false, onramp: false, send: true, receive: true, email: true });
    expect(resolveFeatures({ swaps: true }, undefined, false, false).features.swaps).toEqual(['1inch']);
  });

  it('parseOptions reads the visitor time zone from Intl', () => {
    process.env.TZ = 'Asia/Hong_Kong';
    expect(visitorTimeZone()).toBe('Asia/Hong_Kong');
    const restricted = parseOptions({ networks, features: { swaps: true, onramp: true } });
    expect(restricted.restrictedTimeZone).toBe(true);
    expect(restricted.features).toMatchObject({ swaps: false, onramp: false, send: true });
    process.env.TZ = 'Europe/Paris';
    const open = parseOptions({ networks, features: { swaps: true, onramp: true } });
    expect(open.restrictedTimeZone).toBe(false);
    expect(open.features).toMatchObject({ swaps: ['1inch'], onramp: ['meld', 'coinbase'] });
  });
});

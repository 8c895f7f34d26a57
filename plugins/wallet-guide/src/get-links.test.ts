import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_GUIDE_WALLETS, getLink, guideWallets, platformOf } from './get-links';

const wallet = { id: 'w', name: 'W', homepage: 'https://w.example/', app_store: 'https://apps.apple.com/app/w', play_store: 'https://play.google.com/store/apps/details?id=w' };

describe('get links', () => {
  it('picks the store of the platform, else the homepage', () => {
    expect(getLink(wallet, 'ios')).toBe(wallet.app_store);
    expect(getLink(wallet, 'android')).toBe(wallet.play_store);
    expect(getLink(wallet, 'other')).toBe(wallet.homepage);
    expect(getLink({ ...wallet, app_store: null }, 'ios')).toBe(wallet.homepage);
  });

  it('keeps https links, and http only on a configured local origin', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'metamask://', 'file:///etc/passwd', 'https://', '//evil.example', ' javascript:alert(1)']) {
      expect(getLink({ id: 'x', name: 'X', homepage: bad }, 'other'), bad).toBeUndefined();
      // A bad store link falls back to the homepage rather than dropping the wallet.
      expect(getLink({ ...wallet, app_store: bad }, 'ios'), bad).toBe(wallet.homepage);
    }
    expect(getLink({ id: 'x', name: 'X', homepage: 'http://127.0.0.1:8787/w' }, 'other', ['http://127.0.0.1:8787'])).toBe('http://127.0.0.1:8787/w');
    expect(getLink({ id: 'x', name: 'X', homepage: 'http://127.0.0.1:8787/w' }, 'other')).toBeUndefined();
    expect(getLink({ id: 'x', name: 'X', homepage: 'http://w.example/' }, 'other', ['http://127.0.0.1:8787'])).toBeUndefined();
    // An http store link off the local origins falls back to the https homepage.
    expect(getLink({ ...wallet, app_store: 'http://apps.example/w' }, 'ios')).toBe(wallet.homepage);
  });

  it('never returns anything but an https URL (or http on a local origin), whatever the listing holds', () => {
    const url = fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom('javascript:alert(1)', 'http://127.0.0.1:8787/w', 'http://w.example/', 'metamask://'));
    const listing = fc.oneof(fc.anything(), fc.record({ id: fc.string(), name: fc.string(), homepage: url, app_store: url, play_store: url }));
    fc.assert(fc.property(listing, fc.constantFrom('ios', 'android', 'other') as fc.Arbitrary<'ios' | 'android' | 'other'>, (l, platform) => {
      const link = getLink(l, platform, ['http://127.0.0.1:8787']);
      if (link === undefined) return true;
      const u = new URL(link);
      return u.protocol === 'https:' || (u.protocol === 'http:' && u.origin === 'http://127.0.0.1:8787');
    }));
  });

  it('suggests wallets in registry order, skipping those without a link, at most 8', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: `w${i}`, name: `W${i}`, homepage: i % 2 ? `https://w${i}.example` : null }));
    const out = guideWallets(many, 'other');
    expect(out.map((w) => w.listing.id)).toEqual(['w1', 'w3', 'w5', 'w7', 'w9', 'w11', 'w13', 'w15']);
    expect(out).toHaveLength(MAX_GUIDE_WALLETS);
  });

  it('tells the platform from the user agent', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 7)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_GUIDE_WALLETS, getLink, guideWallets, platformOf } from './get-links';

const wallet = { id: 'w', name: 'W', homepage: 'https://w.example', app_store: 'https://apps.apple.com/app/w', play_store: 'https://play.google.com/store/apps/details?id=w' };

describe('get links', () => {
  it('picks the store of the platform, else the homepage', () => {
    expect(getLink(wallet, 'ios')).toBe(wallet.app_store);
    expect(getLink(wallet, 'android')).toBe(wallet.play_store);
    expect(getLink(wallet, 'other')).toBe(wallet.homepage);
    expect(getLink({ ...wallet, app_store: null }, 'ios')).toBe(wallet.homepage);
  });

  it('keeps http(s) links only', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'metamask://', 'file:///etc/passwd', 'https://', '//evil.example', ' javascript:alert(1)']) {
      expect(getLink({ id: 'x', name: 'X', homepage: bad }, 'other'), bad).toBeUndefined();
      // A bad store link falls back to the homepage rather than dropping the wallet.
      expect(getLink({ ...wallet, app_store: bad }, 'ios'), bad).toBe(wallet.homepage);
    }
    expect(getLink({ id: 'x', name: 'X', homepage: 'http://127.0.0.1:8787/w' }, 'other')).toBe('http://127.0.0.1:8787/w');
  });

  it('never returns anything but an http(s) URL, whatever the listing holds', () => {
    fc.assert(fc.property(fc.anything(), fc.constantFrom('ios', 'android', 'other') as fc.Arbitrary<'ios' | 'android' | 'other'>, (listing, platform) => {
      const link = getLink(listing, platform);
      return link === undefined || /^https?:$/.test(new URL(link).protocol);
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

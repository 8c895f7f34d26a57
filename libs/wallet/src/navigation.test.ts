import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GangwayError } from '@gangway/kernel';
import { checkNavigationUrl, localOrigins, safeNavigationUrl, UNSAFE_URL, UNSAFE_URL_MESSAGE } from './navigation';

const LOCAL = ['http://127.0.0.1:8788', 'http://localhost:3000'];

describe('localOrigins', () => {
  it('keeps the http endpoints on a loopback host, as origins', () => {
    expect(localOrigins({
      api: 'http://127.0.0.1:8787/v1', frame: 'http://127.0.0.1:8788', relay: 'ws://127.0.0.1:8547',
      rpc: 'https://rpc.example', analytics: 'http://pulse.example', verify: 'http://localhost:9000/', walletServices: 'http://[::1]:1/',
      other: 'http://127.0.0.1.evil.example', broken: 'not a url', none: undefined,
    })).toEqual(['http://127.0.0.1:8787', 'http://127.0.0.1:8788', 'http://localhost:9000', 'http://[::1]:1']);
    expect(localOrigins(undefined)).toEqual([]);
  });
});

describe('safeNavigationUrl', () => {
  it('passes https anywhere and http only on a local origin', () => {
    expect(safeNavigationUrl('https://pay.example/checkout?id=1')).toBe('https://pay.example/checkout?id=1');
    expect(safeNavigationUrl('HTTPS://Pay.Example')).toBe('https://pay.example/');
    expect(safeNavigationUrl('http://127.0.0.1:8788/__social/authorize?provider=x', { localOrigins: LOCAL })).toBe('http://127.0.0.1:8788/__social/authorize?provider=x');
    expect(safeNavigationUrl('http://127.0.0.1:8788/x')).toBeUndefined();
    expect(safeNavigationUrl('http://127.0.0.1:9999/x', { localOrigins: LOCAL })).toBeUndefined();
    expect(safeNavigationUrl('http://pay.example/checkout', { localOrigins: LOCAL })).toBeUndefined();
  });

  it('refuses script, data, file and browser-internal schemes, relative and malformed URLs', () => {
    for (const bad of [
      'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'javascript\n:alert(1)',
      'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'file:///etc/passwd', 'blob:https://a/b', 'about:blank',
      'https://', 'https:evil.example', 'https:/evil.example', '', '//evil.example', '/relative', 'https://a.example/"onmouseover=alert(1)',
      'https://a.example/\u2028', 'https://a.example/ x', 'x'.repeat(9000), 'metamask://wc',
    ]) expect(safeNavigationUrl(bad, { localOrigins: LOCAL }), JSON.stringify(bad)).toBeUndefined();
    for (const notString of [undefined, null, 1, {}, ['https://a.example']]) expect(safeNavigationUrl(notString)).toBeUndefined();
  });

  it('deep links keep a wallet scheme, never a dangerous one', () => {
    for (const ok of ['metamask://', 'trust:', 'rainbow', 'cbwallet://dapp', 'zerion+wc://x', 'https://metamask.app.link']) {
      expect(safeNavigationUrl(ok, { appLink: true }), ok).toBeDefined();
    }
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///x', 'blob:https://a/b', 'intent://x#Intent;end', 'http://wallet.example']) {
      expect(safeNavigationUrl(bad, { appLink: true }), bad).toBeUndefined();
    }
  });

  it('with origins, only those exact origins pass', () => {
    const origins = ['http://127.0.0.1:8788', 'https://accounts.google.com'];
    expect(safeNavigationUrl('https://accounts.google.com/o/oauth2/v2/auth?x=1', { origins, localOrigins: LOCAL })).toBeDefined();
    expect(safeNavigationUrl('http://127.0.0.1:8788/__social/authorize', { origins, localOrigins: LOCAL })).toBeDefined();
    for (const bad of ['https://accounts.google.com.evil.example/', 'https://evil.example/', 'https://accounts.google.com:444/', 'http://accounts.google.com/', 'metamask://x']) {
      expect(safeNavigationUrl(bad, { origins, localOrigins: LOCAL, appLink: true }), bad).toBeUndefined();
    }
  });

  it('never passes a URL whose scheme, as a browser reads it, runs code (generated inputs)', () => {
    const junk = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u00a0', '\u200b', '\ufeff');
    const caseMix = (s: string) => fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((up) => [...s].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));
    fc.assert(fc.property(
      fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob').chain(caseMix), junk, junk, fc.string(), fc.boolean(),
      (scheme, before, inside, rest, appLink) => {
        const url = `${before}${scheme.slice(0, 3)}${inside}${scheme.slice(3)}:${rest}`;
        expect(safeNavigationUrl(url, { appLink, localOrigins: LOCAL })).toBeUndefined();
      },
    ), { numRuns: 3000 });
  });

  it('what passes is an https URL, an http URL on a local origin, or (deep links) a harmless scheme', () => {
    fc.assert(fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()), fc.boolean(), (raw, appLink) => {
      const out = safeNavigationUrl(raw, { appLink, localOrigins: LOCAL });
      if (out === undefined) return;
      const scheme = /^([a-z][a-z0-9+.-]*)(:|$)/i.exec(out)![1].toLowerCase();
      if (scheme === 'https') expect(new URL(out).hostname).not.toBe('');
      else if (scheme === 'http') expect(LOCAL).toContain(new URL(out).origin);
      else expect(appLink).toBe(true);
    }), { numRuns: 3000 });
  });
});

describe('checkNavigationUrl', () => {
  it('returns the URL, or throws the UNSAFE_URL Gangway error', () => {
    expect(checkNavigationUrl('https://a.example/x')).toBe('https://a.example/x');
    const e = (() => { try { checkNavigationUrl('javascript:alert(1)'); } catch (err) { return err; } })();
    expect(e).toBeInstanceOf(GangwayError);
    expect(e).toMatchObject({ code: UNSAFE_URL, message: UNSAFE_URL_MESSAGE });
  });
});

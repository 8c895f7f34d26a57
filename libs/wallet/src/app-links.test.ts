import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSafeAppLink } from './app-links';

describe('wallet app links', () => {
  it('pass: http(s) and wallet schemes', () => {
    for (const ok of ['https://metamask.app.link', 'metamask://', 'trust:', 'rainbow', 'cbwallet://dapp', 'zerion+wc://x']) {
      expect(isSafeAppLink(ok), ok).toBe(true);
    }
  });

  it('http only on a configured local origin', () => {
    expect(isSafeAppLink('http://127.0.0.1:8787/wallet')).toBe(false);
    expect(isSafeAppLink('http://127.0.0.1:8787/wallet', ['http://127.0.0.1:8787'])).toBe(true);
    expect(isSafeAppLink('http://wallet.example/', ['http://127.0.0.1:8787'])).toBe(false);
  });

  it('refused: script, data, file and browser-internal schemes, in any case, with whitespace or control characters', () => {
    for (const bad of [
      'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'javascript\n:alert(1)',
      'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'file:///etc/passwd', 'blob:https://a/b', 'about:blank',
      'intent://scan#Intent;end', 'https://', 'https:evil', '', '//evil.example', 'https://a.example/"onmouseover=alert(1)',
    ]) {
      expect(isSafeAppLink(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('never passes a link whose scheme, as a browser reads it, runs script (generated inputs)', () => {
    const junk = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u00a0', '\u200b');
    const caseMix = (s: string) => fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((up) => [...s].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));
    fc.assert(fc.property(
      fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob').chain(caseMix), junk, junk, fc.string(),
      (scheme, before, inside, rest) => {
        const link = `${before}${scheme.slice(0, 3)}${inside}${scheme.slice(3)}:${rest}`;
        // A browser strips leading C0 controls/space and tab/newline anywhere: what it would navigate to.
        // eslint-disable-next-line no-control-regex
        const read = link.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
        if (/^(javascript|vbscript|data|file|blob):/i.test(read)) expect(isSafeAppLink(link)).toBe(false);
      },
    ), { numRuns: 5000 });
  });
});

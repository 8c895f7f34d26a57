/**
 * What turns remote or wallet text into something shown or requested: image paths from ids (token
 * symbols, wallet image ids), image URLs from wallets and APIs, initials and colours from names,
 * quantities and addresses from balances. Each gives a value for any input — the text a payload
 * carries must never throw while a view renders (a lone surrogate once failed the whole Account
 * view, found by the hostile-content e2e) — and an image URL passes only as http(s), blob: or data:image.
 */
import { it } from 'vitest';
import fc from 'fast-check';
import { imagePath } from '../../libs/images/src/endpoints';
import { hueOf, initials } from '../../libs/images/src/initials';
import { safeImageUrl } from '../../libs/images/src/safe-url';
import { formatQuantity, formatUsd, truncateAddress } from '../../libs/wallet/src/format';
import { hostileString, oddNumber } from './arbitraries';
import { URL_PAYLOADS } from '../e2e/hostile/xss-corpus';
import { check, fuzzBoundary } from './boundary';

const text = fc.oneof(hostileString, fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom('\uD800', '\uDC00', 'a', '🦊', '\u202E', '%', '/') }));
const url = fc.oneof(fc.constantFrom(...URL_PAYLOADS), fc.webUrl(), text);

it('fuzz: text shown from outside', async () => {
  await fuzzBoundary('shown text', fc.tuple(text, url, fc.oneof(fc.stringMatching(/^\d{1,40}(\.\d{1,40})?$/), text), oddNumber), ([t, u, q, n]) => {
    for (const kind of ['wallet', 'token', 'network', 'currency'] as const) {
      const p = imagePath(kind, t);
      check(/^\/[A-Za-z/]+\/[A-Za-z0-9%\-_.!~*'()]*$/.test(p), `an image path stays one path segment (${p.slice(0, 80)})`);
    }
    check(typeof initials(t) === 'string' && initials(t).length <= 2 * 2, 'initials are short');
    const hue = hueOf(t);
    check(Number.isFinite(hue) && hue >= 0 && hue < 360, 'a hue');
    const safe = safeImageUrl(u);
    check(safe === undefined || /^(https?:\/\/|blob:|data:image\/)/i.test(safe), `a safe image URL (${safe?.slice(0, 60)})`);
    check(typeof formatQuantity(q) === 'string', 'a quantity');
    check(typeof truncateAddress(t) === 'string', 'a truncated address');
    check(typeof formatUsd(n) === 'string', 'a USD value');
    return safe ? 'parsed' as const : 'refused' as const;
  });
});

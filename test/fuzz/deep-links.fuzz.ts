/**
 * Deep links: wallet app links from the registry (and a host's custom list) become navigations only
 * as http(s) or a wallet scheme; everything else is dropped at the schema and by the builders.
 */
import { it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { isSafeAppLink } from '../../libs/wallet/src/app-links';
import { formatNativeUrl, formatUniversalUrl, mobileLink } from '../../plugins/walletconnect/src/deep-links';
import { WalletListingSchema } from '../../plugins/all-wallets/src/schema';
import { URL_PAYLOADS } from '../e2e/hostile/xss-corpus';
import { hostileString } from './arbitraries';
import { check, fuzzBoundary } from './boundary';

const scheme = fc.oneof(
  fc.constantFrom('http', 'https', 'metamask', 'trust', 'javascript', 'JavaScript', 'data', 'vbscript', 'file', 'blob', 'about', 'intent', 'ws'),
  fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,10}$/),
);
const pad = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u200b', '\u00a0', '\ufeff');
const link = fc.oneof(
  fc.tuple(pad, scheme, fc.constantFrom(':', '://', ':/', '&colon;', ''), fc.oneof(fc.webPath(), hostileString), pad).map((p) => p.join('')),
  fc.webUrl(),
  fc.constantFrom(...URL_PAYLOADS),
  hostileString,
);
const WC_URI = 'wc:abc@2?relay-protocol=irn&symKey=' + 'a'.repeat(64);
// eslint-disable-next-line no-control-regex -- control characters are what these links hide behind
const BAD = /^[\s\u0000-\u001f\u200b\u00a0\ufeff]*(javascript|vbscript|data|file|blob|about|intent|ws|wss|view-source|chrome)\s*:/i;

/** A navigation target the browser would treat as code or local data. */
// eslint-disable-next-line no-control-regex -- as above
const dangerous = (url: string) => BAD.test(url) || /[\u0000-\u0020<>"'`]/.test(url.trim());

it('fuzz: deep links', async () => {
  await fuzzBoundary('deep-links', link, (raw) => {
    const safe = isSafeAppLink(raw);
    const listing = v.safeParse(WalletListingSchema, { id: 'w', name: 'W', mobile_link: raw, desktop_link: raw, webapp_link: raw, homepage: raw });
    check(listing.success, 'a listing with a bad link still parses (the link is dropped)');
    check((listing.output.mobile_link === raw) === safe, 'the schema keeps exactly the safe links');
    const href = mobileLink({ wallet: { name: 'W', mobile_link: raw }, uri: WC_URI, pageUrl: 'https://dapp.example/', origin: 'https://dapp.example', injected: false });
    if (!safe) {
      check(href === undefined, 'no link built from an unsafe one');
      return 'refused' as const;
    }
    check(href !== undefined && !dangerous(href), `the built link is safe to navigate (${href})`);
    for (const b of [formatNativeUrl(raw, WC_URI), formatUniversalUrl(raw, WC_URI)]) {
      check(!dangerous(b.redirect) && !dangerous(b.href), `builder output is safe (${b.redirect})`);
    }
    return 'parsed' as const;
  });
});

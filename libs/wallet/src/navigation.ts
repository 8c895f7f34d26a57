/**
 * The one URL check for navigations: every URL from outside the page (the embedded-wallet frame, an
 * API answer, a wallet or the wallet registry) passes here before it reaches `location`,
 * `window.open`, an `href` or a popup. Imported as `@gangway/lib-wallet/navigation`, a module of its
 * own, so a plugin pays for this file alone (no eager kernel code, no viem).
 *
 * The rule:
 * - `https:` with a host passes;
 * - `http:` passes only on a local origin: the origin of one of the host's configured endpoints
 *   when that endpoint is a loopback address (the devnet's http://127.0.0.1:<port>). Plain http
 *   elsewhere can be rewritten on the way, and a host that never configured a local endpoint has no
 *   reason to navigate to one;
 * - a wallet app's deep link (`appLink: true`) may also use the wallet's own scheme (`metamask://`,
 *   `trust:`, a bare `rainbow`), never one that runs code, reads local data or reaches browser
 *   internals (javascript:, data:, vbscript:, file:, blob:, about:, …);
 * - `origins`, when given, narrows it further to those exact origins (a social-login redirect: the
 *   frame's own origin and the providers' sign-in pages);
 * - whitespace or control characters anywhere refuse the URL (browsers drop some of them while
 *   reading a scheme, so `java\tscript:` would run), and so does a relative URL.
 * What passes is navigated to as the parsed, normalised `href` (deep links as given).
 */
import { GangwayError } from '@gangway/kernel';

/** The Gangway error code of a refused navigation (not a spec text: the spec has no such check). */
export const UNSAFE_URL = 'UNSAFE_URL';
export const UNSAFE_URL_MESSAGE = 'This link was refused: it does not lead to a safe web page.';

export interface NavigationRules {
  /** Origins that may be reached over plain http (see `localOrigins`). */
  localOrigins?: readonly string[];
  /** When given, the URL's origin must be one of these. */
  origins?: readonly string[];
  /** A wallet app's deep link: its own custom scheme passes too. */
  appLink?: boolean;
}

const MAX_LENGTH = 8192;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const BARE_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/;
/** Schemes no deep link may use, whatever the wallet registry says. */
const FORBIDDEN_SCHEMES = new Set([
  'javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'filesystem', 'view-source', 'chrome',
  'chrome-extension', 'moz-extension', 'ms-browser-extension', 'intent', 'ws', 'wss', 'ftp', 'jar', 'mailto', 'tel', 'sms',
]);
// Spaces, C0/C1 controls and the characters an attribute or a templated link could break out with.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff<>"'`\\]/;

const LOOPBACK_HOST = /^(localhost|[^.]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The local origins of the host's configured endpoints: those on http and a loopback host
 * (localhost, 127.0.0.0/8, [::1]). Give `api.options.endpoints`.
 */
export function localOrigins(endpoints: Readonly<Record<string, string | undefined>> | undefined): string[] {
  const out = new Set<string>();
  for (const value of Object.values(endpoints ?? {})) {
    const u = parse(value);
    if (u && u.protocol === 'http:' && LOOPBACK_HOST.test(u.hostname)) out.add(u.origin);
  }
  return [...out];
}

function parse(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined;
  try { return new URL(value); } catch { return undefined; }
}

/** The URL to navigate to, or undefined when the rules refuse it. */
export function safeNavigationUrl(raw: unknown, rules: NavigationRules = {}): string | undefined {
  if (typeof raw !== 'string' || !raw || raw.length > MAX_LENGTH || UNSAFE_CHARS.test(raw)) return undefined;
  const m = SCHEME.exec(raw);
  // A bare scheme name ('trust') is a deep link the builder completes to 'trust://'.
  const scheme = (m ? m[1] : rules.appLink && BARE_SCHEME.test(raw) ? raw : '').toLowerCase();
  if (!scheme) return undefined;
  if (scheme !== 'http' && scheme !== 'https') {
    if (!rules.appLink || rules.origins || FORBIDDEN_SCHEMES.has(scheme)) return undefined;
    return raw;
  }
  // 'https:evil' and 'https:/x' parse (the parser fixes them up): require the authority as written.
  if (!/^https?:\/\/[^/?#]/i.test(raw)) return undefined;
  const u = parse(raw);
  if (!u || !u.hostname) return undefined;
  if (u.protocol === 'http:' && !(rules.localOrigins ?? []).includes(u.origin)) return undefined;
  if (rules.origins && !rules.origins.includes(u.origin)) return undefined;
  return u.href;
}

/** Same check, for a step that cannot go on without the URL: throws a GangwayError (UNSAFE_URL). */
export function checkNavigationUrl(raw: unknown, rules: NavigationRules = {}): string {
  const url = safeNavigationUrl(raw, rules);
  if (url === undefined) {
    throw new GangwayError(UNSAFE_URL, UNSAFE_URL_MESSAGE, { details: { url: typeof raw === 'string' ? raw.slice(0, 200) : typeof raw } });
  }
  return url;
}

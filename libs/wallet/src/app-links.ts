/**
 * Wallet app links from the registry (mobile_link, desktop_link, webapp_link) become navigations:
 * only http(s) and a wallet's own custom scheme may pass. Schemes that run code, read local data or
 * reach browser internals (javascript:, data:, file:, blob:, about:, …) never do, whatever their case
 * or the whitespace and control characters around them (browsers ignore those when navigating).
 */
const FORBIDDEN_SCHEMES = new Set([
  'javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'filesystem', 'view-source', 'chrome',
  'chrome-extension', 'moz-extension', 'ms-browser-extension', 'intent', 'ws', 'wss', 'ftp', 'jar',
]);

/** True for an http(s) URL or a custom wallet scheme (`metamask://`, `trust:`, `rainbow`). */
export function isSafeAppLink(link: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f<>"'`\\]/.test(link) || link.length > 2048) return false;
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(link);
  // A bare scheme name ('trust') is completed to 'trust://' by the deep-link builder.
  const scheme = (m ? m[1] : /^[a-zA-Z][a-zA-Z0-9+.-]*$/.test(link) ? link : '').toLowerCase();
  if (!scheme) return false;
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/?#]+/i.test(link);
  return !FORBIDDEN_SCHEMES.has(scheme);
}

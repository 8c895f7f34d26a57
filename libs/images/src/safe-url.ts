/**
 * Image URLs from wallets, APIs and token metadata are untrusted: only http(s) and data:image URLs
 * are ever put in an <img> (never javascript:, never data:text/html). An <img> never runs scripts,
 * so even an SVG with a script stays inert there. Object URLs of this page's own origin are let
 * through too: only code running in the page can mint them (the image loader hands its decoded
 * images out as such, e.g. the wallet registry's `imageSrc`), so a string from outside cannot point
 * one at anything but an image the widget itself holds.
 */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  const u = url?.trim();
  if (!u) return undefined;
  if (/^(https?:\/\/|data:image\/)/i.test(u)) return u;
  return typeof location !== 'undefined' && location.origin !== 'null' && u.startsWith(`blob:${location.origin}/`) ? u : undefined;
}

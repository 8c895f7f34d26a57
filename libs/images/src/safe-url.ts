/**
 * Image URLs from wallets, APIs and token metadata are untrusted: only http(s) and data:image URLs
 * are ever put in an <img> (never javascript:, never data:text/html). An <img> never runs scripts,
 * so even an SVG with a script stays inert there.
 */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  return url && /^(https?:\/\/|data:image\/)/i.test(url.trim()) ? url.trim() : undefined;
}

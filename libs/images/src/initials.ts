/** The fallback when an image is missing or fails: up to two initials on a colour derived from the name. */

/** 'Gangway Devnet' → 'GD', 'uniswap' → 'UN', '<img>' → 'IM', '' → '?'. Letters and digits only. */
export function initials(name: string | undefined): string {
  const words = (name ?? '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (!words.length) return '?';
  const text = words.length > 1 ? words[0][0] + words[1][0] : words[0].slice(0, 2);
  return text.toUpperCase();
}

/** A stable hue for a name (FNV-1a), so one wallet keeps its colour everywhere. */
export function hueOf(name: string | undefined): number {
  let h = 0x811c9dc5;
  for (const ch of name ?? '') {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 360;
}

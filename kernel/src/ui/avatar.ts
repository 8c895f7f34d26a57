/**
 * The avatar of an address that has no identity avatar: a gradient disc with a mirrored 5×5 pattern
 * (blockies-like), derived only from the address, so the same account looks the same everywhere (the
 * Account view, the host's account button, a custom element) and in every session. Plain strings
 * (an SVG data URL), no React: the vanilla host's custom elements use the same code.
 */

/** FNV-1a over the lower-cased address: a stable 32-bit seed (checksummed and plain hex agree). */
function seedOf(address: string): number {
  let h = 0x811c9dc5;
  for (const c of address.trim().toLowerCase()) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** xorshift32: a small deterministic stream from the seed. */
function stream(seed: number) {
  let x = seed || 1;
  return () => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x;
  };
}

export interface AvatarLook {
  /** Gradient stops, as hsl() colours. */
  from: string;
  to: string;
  /** 25 cells, row by row; the right two columns mirror the left two. */
  cells: boolean[];
}

export function avatarLook(address: string): AvatarLook {
  const next = stream(seedOf(address));
  const hue = next() % 360;
  const shift = 40 + (next() % 100);
  const cells: boolean[] = [];
  for (let row = 0; row < 5; row++) {
    const half = [0, 1, 2].map(() => next() % 2 === 0);
    cells.push(half[0], half[1], half[2], half[1], half[0]);
  }
  return { from: `hsl(${hue} 75% 58%)`, to: `hsl(${(hue + shift) % 360} 70% 42%)`, cells };
}

/** The avatar as SVG markup (no text from outside goes into it: only numbers and colours). */
export function avatarSvg(address: string, size = 40): string {
  const { from, to, cells } = avatarLook(address);
  const rects = cells.map((on, i) => (on ? `<rect x="${4 + (i % 5) * 3.2}" y="${4 + Math.floor(i / 5) * 3.2}" width="3.2" height="3.2"/>` : '')).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
    + `<circle cx="12" cy="12" r="12" fill="url(#g)"/><g fill="#fff" fill-opacity=".55">${rects}</g></svg>`;
}

/** An <img>-ready URL (data: images are allowed wherever the widget shows images). */
export const avatarDataUrl = (address: string, size?: number) => `data:image/svg+xml,${encodeURIComponent(avatarSvg(address, size))}`;

// The devnet's images: small SVGs drawn here from a seed (no logos, no letters), so networks, tokens
// and currencies show a picture in the demo instead of a two-letter badge. Every seed gives one
// picture, always the same: colours and shapes come from the seed's SHA-256.
import { createHash } from 'node:crypto';

const bytes = (/** @type {string} */ seed) => createHash('sha256').update(seed).digest();
const hsl = (/** @type {number} */ h, /** @type {number} */ s, /** @type {number} */ l) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

/** A regular polygon's points around (cx, cy). @param {number} n @param {number} r @param {number} turn */
function polygon(n, r, turn, cx = 48, cy = 48) {
  return Array.from({ length: n }, (_, i) => {
    const a = turn + (i * 2 * Math.PI) / n;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** A star's points (alternating radii). @param {number} n @param {number} r1 @param {number} r2 @param {number} turn */
function star(n, r1, r2, turn) {
  return Array.from({ length: 2 * n }, (_, i) => {
    const a = turn + (i * Math.PI) / n;
    const r = i % 2 ? r2 : r1;
    return `${(48 + r * Math.cos(a)).toFixed(1)},${(48 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

const wrap = (/** @type {string} */ body) => `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${body}</svg>`;

/**
 * A network's emblem: a tinted disc with a ring of linked nodes (a chain) around a polygon.
 * @param {string} seed
 */
export function networkArt(seed) {
  const b = bytes(`network:${seed}`);
  const hue = (b[0] * 360) / 256;
  const nodes = 5 + (b[1] % 4);
  const sides = 3 + (b[2] % 4);
  const ring = polygon(nodes, 30, -Math.PI / 2).split(' ');
  const links = ring.map((p, i) => `<line x1="${p.split(',')[0]}" y1="${p.split(',')[1]}" x2="${ring[(i + 1) % nodes].split(',')[0]}" y2="${ring[(i + 1) % nodes].split(',')[1]}"/>`).join('');
  const dots = ring.map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="6"/>`).join('');
  return wrap(`<defs><linearGradient id="n${b[4]}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 55)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 35)}"/></linearGradient></defs>`
    + `<circle cx="48" cy="48" r="48" fill="url(#n${b[4]})"/>`
    + `<g stroke="#fff" stroke-width="3" stroke-opacity=".8">${links}</g><g fill="#fff">${dots}</g>`
    + `<polygon points="${polygon(sides, 14, b[3] / 40)}" fill="${hsl(hue + 180, 75, 70)}" stroke="#fff" stroke-width="2"/>`);
}

/**
 * A token's coin: a rimmed disc with a glyph (a star, a polygon, waves or stacked bars) picked by the seed.
 * @param {string} seed
 */
export function tokenArt(seed) {
  const b = bytes(`token:${seed}`);
  const hue = (b[0] * 360) / 256;
  const fg = '#fff';
  const kind = b[1] % 4;
  const turn = b[2] / 40;
  const glyph = [
    () => `<polygon points="${star(4 + (b[3] % 4), 24, 10, turn)}" fill="${fg}"/>`,
    () => `<polygon points="${polygon(3 + (b[3] % 5), 22, turn)}" fill="none" stroke="${fg}" stroke-width="6" stroke-linejoin="round"/>`,
    () => `<path d="M22 40q7-9 13 0t13 0 13 0 13 0M22 56q7-9 13 0t13 0 13 0 13 0" fill="none" stroke="${fg}" stroke-width="6" stroke-linecap="round"/>`,
    () => `<g fill="${fg}"><rect x="28" y="26" width="40" height="9" rx="4"/><rect x="28" y="43" width="40" height="9" rx="4" opacity=".8"/><rect x="28" y="60" width="40" height="9" rx="4" opacity=".6"/></g>`,
  ][kind]();
  return wrap(`<circle cx="48" cy="48" r="48" fill="${hsl(hue, 65, 42)}"/><circle cx="48" cy="48" r="40" fill="${hsl(hue, 70, 52)}" stroke="${hsl(hue, 60, 75)}" stroke-width="3"/>${glyph}`);
}

/**
 * A fiat currency's note: a banknote with an emblem disc and guilloche lines.
 * @param {string} seed
 */
export function currencyArt(seed) {
  const b = bytes(`currency:${seed}`);
  const hue = (b[0] * 360) / 256;
  return wrap(`<rect x="4" y="20" width="88" height="56" rx="8" fill="${hsl(hue, 45, 45)}"/><rect x="10" y="26" width="76" height="44" rx="5" fill="none" stroke="${hsl(hue, 50, 78)}" stroke-width="2"/>`
    + `<circle cx="48" cy="48" r="14" fill="${hsl(hue + 30, 60, 70)}" stroke="#fff" stroke-width="3"/>`
    + `<polygon points="${star(5 + (b[1] % 3), 9, 4, b[2] / 40)}" fill="#fff"/>`
    + `<path d="M16 60q8-8 16 0M64 36q8 8 16 0" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`);
}

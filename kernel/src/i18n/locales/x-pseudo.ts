/**
 * The pseudo-locale (`locale: 'x-pseudo'`): every English text accented and bracketed — 'Connect
 * Wallet' → '⟦Ćöññéćţ Ŵåļļéţ⟧' — so a string that does not come from the catalogue stands out on
 * screen and in the pseudo-locale e2e test. `{placeholders}` are kept as they are (the data filled
 * into them stays readable and unaccented). A development locale: a chunk of its own, never eager.
 */
const ACCENTS: Record<string, string> = {
  a: 'å', b: 'ƀ', c: 'ć', d: 'ď', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ć', D: 'Ď', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** Opening and closing marks of a pseudo-localised text. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

export function pseudoLocalize(template: string): string {
  // Split on placeholders so '{name}' survives for interpolate().
  const body = template.split(/(\{\w+\})/).map((part) => (/^\{\w+\}$/.test(part) ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTS[c] ?? c))).join('');
  return `${PSEUDO_OPEN}${body}${PSEUDO_CLOSE}`;
}

/**
 * A small all-pairs (pairwise) generator: rows over named factors such that every value of every
 * factor meets every value of every other factor in at least one row, in far fewer rows than the
 * full product (7 on/off switches: 128 combinations, 6–8 rows).
 *
 * Greedy and deterministic (AETG-style): a candidate row starts from a pair not yet covered, then
 * gives every other factor, in order, the value that covers the most new pairs with the factors
 * already set (ties: the value that can still cover the most later, then the first). Each round
 * grows a candidate from every uncovered pair (at most 256) and keeps the one covering the most.
 * Every row covers at least its seed pair, so the loop ends; the same input gives the same rows.
 */
export type Factors<V> = Readonly<Record<string, readonly V[]>>;
export type Row<V> = Record<string, V>;

export function pairwise<V>(factors: Factors<V>): Row<V>[] {
  const names = Object.keys(factors);
  for (const n of names) if (!factors[n].length) throw new Error(`pairwise: factor '${n}' has no values`);
  if (names.length === 0) return [{}];
  // With one factor there are no pairs: every value once.
  if (names.length === 1) return factors[names[0]].map((v) => ({ [names[0]]: v }));

  const key = (i: number, a: number, j: number, b: number) => `${i}:${a}|${j}:${b}`;
  const uncovered = new Set<string>();
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      for (let a = 0; a < factors[names[i]].length; a++) {
        for (let b = 0; b < factors[names[j]].length; b++) uncovered.add(key(i, a, j, b));
      }
    }
  }

  const pairsWith = (f: number, v: number, g: number, w: number) => (g < f ? key(g, w, f, v) : key(f, v, g, w));
  /** Greedy row grown from one seed pair: each unset factor takes the value covering most new pairs. */
  function grow(seed: string): { pick: number[]; gain: number } {
    const [[i, a], [j, b]] = seed.split('|').map((p) => p.split(':').map(Number));
    const pick = names.map(() => -1);
    pick[i] = a;
    pick[j] = b;
    let total = 1;
    for (let f = 0; f < names.length; f++) {
      if (pick[f] >= 0) continue;
      let best = 0;
      let bestScore = [-1, -1];
      for (let v = 0; v < factors[names[f]].length; v++) {
        // First the pairs it completes with the factors already set, then (a tie-break looking ahead)
        // the uncovered pairs it could still complete with the factors not set yet.
        let now = 0;
        let later = 0;
        for (let g = 0; g < names.length; g++) {
          if (g === f) continue;
          if (pick[g] >= 0) { if (uncovered.has(pairsWith(f, v, g, pick[g]))) now++; }
          else for (let w = 0; w < factors[names[g]].length; w++) if (uncovered.has(pairsWith(f, v, g, w))) later++;
        }
        if (now > bestScore[0] || (now === bestScore[0] && later > bestScore[1])) { best = v; bestScore = [now, later]; }
      }
      pick[f] = best;
      total += bestScore[0];
    }
    return { pick, gain: total };
  }

  const rows: Row<V>[] = [];
  while (uncovered.size) {
    // Try every uncovered pair as the seed (a bounded number) and keep the row covering the most.
    let chosen: { pick: number[]; gain: number } | undefined;
    let tried = 0;
    for (const seed of uncovered) {
      const row = grow(seed);
      if (!chosen || row.gain > chosen.gain) chosen = row;
      if (++tried >= 256) break;
    }
    const { pick } = chosen!;
    for (let x = 0; x < names.length; x++) {
      for (let y = x + 1; y < names.length; y++) uncovered.delete(key(x, pick[x], y, pick[y]));
    }
    rows.push(Object.fromEntries(names.map((n, f) => [n, factors[n][pick[f]]])));
  }
  return rows;
}

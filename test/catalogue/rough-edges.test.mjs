// Issue 36's rule list (rough-edges.mjs): every rule names tests, and each named test exists.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUGH_EDGES } from './rough-edges.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('issue 36 rule list', () => {
  it('names at least one test per rule, each rule once', () => {
    expect(new Set(ROUGH_EDGES.map((r) => r.rule)).size).toBe(ROUGH_EDGES.length);
    for (const r of ROUGH_EDGES) expect(r.tests.length, r.rule).toBeGreaterThan(0);
  });

  for (const r of ROUGH_EDGES) {
    it(r.rule.slice(0, 90), () => {
      for (const t of r.tests) expect(readFileSync(`${root}${t.file}`, 'utf8'), `${t.file}: ${t.title}`).toContain(t.title);
    });
  }
});

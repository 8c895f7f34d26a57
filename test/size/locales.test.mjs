/**
 * Every shipped locale is a lazy chunk of its own (`gangway-locale-<tag>`): none of its text is in
 * the initial JS, so an English-only page pays nothing for it but its loader; each costs at most
 * LOCALE_BUDGET_GZIP. Bytes of a build are deterministic. Builds the demo if it is missing.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALE_BUDGET_GZIP, localeCosts } from '../../scripts/size-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');

describe('locale chunks', () => {
  it('ships ar, es, ja and the pseudo-locale as lazy chunks, none of their text eager, each within budget', () => {
    if (!existsSync(path.join(dist, 'demo', 'index.html'))) {
      execSync('npx rspack build -c rspack.config.ts', { cwd: root, stdio: 'ignore', env: { ...process.env, GANGWAY_ONLY: 'demo' } });
    }
    const locales = localeCosts(dist);
    expect(locales.map((l) => l.tag)).toEqual(['ar', 'es', 'ja', 'x-pseudo']);
    for (const l of locales) {
      expect(l.eager, l.tag).toBe(false);
      expect(l.inEager, `${l.tag} text in the initial JS`).toBe(false);
      // The probe text is really in the chunk: the check above is not vacuous.
      expect(l.holdsProbe, l.tag).toBe(true);
      expect(l.gzip, l.tag).toBeLessThanOrEqual(LOCALE_BUDGET_GZIP);
    }
  }, 120_000);
});

// The code examples of docs/plugins.md and docs/architecture.md compile against the packages as built
// (issue 34). A block that is not a whole module says so with a marker (see doc-examples.mjs).
import { describe, expect, it } from 'vitest';
import { checkDocExamples, extractBlocks, parseMarker } from './doc-examples.mjs';

describe('doc examples', () => {
  it('compiles every ts/tsx example of the plugin and architecture docs, except marked fragments', () => {
    const blocks = checkDocExamples();
    expect(blocks.filter((b) => !b.skipped).length).toBeGreaterThan(0);
    expect(blocks.flatMap((b) => b.errors ?? [])).toEqual([]);
  }, 120_000);

  it('gives every skipped fragment a reason', () => {
    for (const b of ['docs/plugins.md', 'docs/architecture.md'].flatMap(extractBlocks)) {
      const how = parseMarker(b.marker);
      if ('skip' in how) expect(how.skip.trim().length, `${b.doc}:${b.line}`).toBeGreaterThan(3);
    }
    expect(() => parseMarker('fragment')).toThrow('unknown example marker');
  });
});

// The code examples of docs/plugins.md and docs/architecture.md compile against the packages as built
// (issue 34). A block that is not a whole module says so with a marker (see doc-examples.mjs).
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCS, checkDocExamples, parseMarker } from './doc-examples.mjs';

const FIXTURE = 'test/catalogue/fixtures/doc-examples-broken.md';

describe('doc examples', () => {
  let blocks;
  // One program for the docs and the fixture: building it is the slow part.
  beforeAll(() => { blocks = checkDocExamples([...DOCS, FIXTURE]); }, 120_000);

  it('compiles every ts/tsx example of the plugin and architecture docs, except marked fragments', () => {
    const docs = blocks.filter((b) => DOCS.includes(b.doc));
    expect(docs.filter((b) => !b.skipped).length).toBeGreaterThan(docs.length / 2);
    expect(docs.flatMap((b) => b.errors ?? [])).toEqual([]);
  });

  it('names the doc, line and TypeScript message of a broken or deprecated example', () => {
    const [unmarked, flat, wrapped, skipped] = blocks.filter((b) => b.doc === FIXTURE);
    expect(unmarked.errors).toEqual([
      `${FIXTURE}:6: Cannot find name 'api'.`,
      `${FIXTURE}:6: Cannot find name 'View'.`,
    ]);
    expect(flat.errors).toHaveLength(1);
    expect(flat.errors[0]).toMatch(new RegExp(`^${FIXTURE}:15: .*'registerView' is deprecated`));
    expect(wrapped.errors).toEqual([]);
    expect(skipped.skipped).toBe("the fixture's skipped block");
  });

  it("refuses a module marker naming a caption no block of that doc has (blocks are named by caption, not line)", () => {
    expect(() => checkDocExamples(['test/catalogue/fixtures/doc-examples-bad-caption.md']))
      .toThrow('example marker names test/catalogue/fixtures/doc-examples-bad-caption.md#src/plugin.tsx: no ts/tsx block has that caption');
  });

  it('refuses a marker it does not know, and a fragment without a reason', () => {
    expect(() => parseMarker('fragment')).toThrow('unknown example marker');
    expect(() => parseMarker('fragment, not compiled:')).toThrow('unknown example marker');
    expect(() => parseMarker('inside f(() => { … }, …)')).toThrow('unknown example marker');
  });
});

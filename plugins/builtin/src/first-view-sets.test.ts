import { describe, expect, it } from 'vitest';
import { CONNECT_VIEW, LOGIN_METHODS } from './first-view-sets';
import { builtinPlugins } from './index';

const SETS = [CONNECT_VIEW, LOGIN_METHODS];

describe('the sets of built-in plugins fetched together on the first open', () => {
  it('are carried by exactly their members in the built-in list, each plugin in one set at most', () => {
    for (const set of SETS) {
      expect(builtinPlugins.filter((m) => m.loadTogether === set).map((m) => m.id).sort()).toEqual([...set.plugins].sort());
    }
    const members = SETS.flatMap((s) => s.plugins);
    expect(new Set(members).size).toBe(members.length);
    expect(builtinPlugins.filter((m) => m.loadTogether && !SETS.includes(m.loadTogether))).toEqual([]);
  });

  it("give each member the very module its own load gives (one instance, whichever way it came)", async () => {
    for (const set of SETS) {
      const { default: record } = (await set.load()) as { default: Record<string, unknown> };
      expect(Object.keys(record).sort()).toEqual([...set.plugins].sort());
      for (const id of set.plugins) {
        const own = await builtinPlugins.find((m) => m.id === id)!.load!();
        expect(record[id], id).toBe(own);
      }
    }
  });
});

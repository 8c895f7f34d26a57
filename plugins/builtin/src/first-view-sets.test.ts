import { describe, expect, it } from 'vitest';
import type { LoadTogether, PluginManifest } from '@gangway/kernel';
import { CONNECT_VIEW, CONNECT_VIEW_SETS, CONNECT_VIEW_WITH_LOGINS, LOGIN_METHODS } from './first-view-sets';
import { builtinPlugins } from './index';

const setsOf = (m: PluginManifest): LoadTogether[] => [m.loadTogether ?? []].flat();

describe('the sets of built-in plugins fetched together on the first open', () => {
  it('are carried by exactly their members in the built-in list, the larger set first', () => {
    for (const set of CONNECT_VIEW_SETS) {
      expect(builtinPlugins.filter((m) => setsOf(m).includes(set)).map((m) => m.id).sort()).toEqual([...set.plugins].sort());
    }
    expect(builtinPlugins.filter((m) => setsOf(m).some((s) => !CONNECT_VIEW_SETS.includes(s)))).toEqual([]);
    // Each member of the whole view is in it and in its own row's set, and nowhere else.
    for (const m of builtinPlugins.filter((m) => m.loadTogether)) {
      expect(setsOf(m)[0], m.id).toBe(CONNECT_VIEW_WITH_LOGINS);
      expect(setsOf(m).slice(1), m.id).toEqual([CONNECT_VIEW.plugins.includes(m.id) ? CONNECT_VIEW : LOGIN_METHODS]);
    }
    expect([...CONNECT_VIEW_WITH_LOGINS.plugins].sort()).toEqual([...CONNECT_VIEW.plugins, ...LOGIN_METHODS.plugins].sort());
  });

  it("give each member the very module its own load gives (one instance, whichever way it came)", async () => {
    for (const set of CONNECT_VIEW_SETS) {
      const { default: record } = (await set.load()) as { default: Record<string, unknown> };
      expect(Object.keys(record).sort()).toEqual([...set.plugins].sort());
      for (const id of set.plugins) {
        const own = await builtinPlugins.find((m) => m.id === id)!.load!();
        expect(record[id], id).toBe(own);
      }
    }
  });
});

import { expect, it } from 'vitest';
import { builtinPlugins, VIEWS } from './index';

it('VIEWS names only views a built-in manifest declares, each under its own name', () => {
  const declared = new Set(builtinPlugins.flatMap((m) => m.views ?? []));
  expect(Object.keys(VIEWS)).toHaveLength(21);
  for (const [key, view] of Object.entries(VIEWS)) {
    expect(view).toBe(key);
    expect(declared.has(view), view).toBe(true);
  }
});

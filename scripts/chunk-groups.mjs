/**
 * A host build's chunk groups (dist/<host>/chunk-groups.json: each named group and the files it loads),
 * read as what each group costs when first used. The first open's chunks (the runtime and the modal's
 * UI) are loaded before any plugin runs, so they are not counted again in a plugin's group: since the
 * kernel's message catalogue lives in the runtime chunk alone (rspack.config.ts), most plugin groups
 * list that chunk too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const FIRST_OPEN_GROUPS = ['gangway-runtime', 'gangway-ui'];

/** name → files; every group but the first open's own without the first open's files. */
export function withoutFirstOpen(groups) {
  const firstOpen = new Set(FIRST_OPEN_GROUPS.flatMap((n) => groups[n] ?? []));
  return Object.fromEntries(Object.entries(groups).map(([name, files]) => [name, FIRST_OPEN_GROUPS.includes(name) ? files : files.filter((f) => !firstOpen.has(f))]));
}

export function readChunkGroups(hostDir) {
  return withoutFirstOpen(JSON.parse(readFileSync(path.join(hostDir, 'chunk-groups.json'), 'utf8')));
}

/**
 * What each chain family costs once a host uses it (gzip): the union of the chunk groups its code
 * loads in the host's build (dist/<host>/chunk-groups.json). A family's plugin chunk loads with the
 * Connect view when the host configures one of its networks; its SDK chunk (the `<family>` SDK group)
 * loads on the first balance read, send or signature. A host without the family's networks loads none
 * of it (the combination matrix checks that in the browser).
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { readChunkGroups } from './chunk-groups.mjs';

/** Chunk groups per family: the plugin's own, then its SDK's (lazy within the plugin). */
export const FAMILY_GROUPS = {
  eip155: ['plugin-chain-eip155'],
  solana: ['plugin-chain-solana', 'solana-web3'],
  bip122: ['plugin-chain-bip122', 'bitcoin-sdk'],
};

export function familyCosts(dist, host = 'demo') {
  const groups = readChunkGroups(path.join(dist, host));
  const gz = (file) => gzipSync(readFileSync(path.join(dist, host, file)), { level: 9 }).length;
  return Object.entries(FAMILY_GROUPS).flatMap(([family, names]) => {
    const present = names.filter((n) => groups[n]);
    if (!present.length || !existsSync(path.join(dist, host))) return [];
    const parts = present.map((n) => ({ group: n, gzip: groups[n].reduce((s, f) => s + gz(f), 0) }));
    const files = [...new Set(present.flatMap((n) => groups[n]))];
    return [{ family, parts, totalGzip: files.reduce((s, f) => s + gz(f), 0) }];
  });
}

/**
 * What the first click fetches carries no module twice: the kernel's message catalogue (imported by
 * most plugins) lives in the runtime chunk only (kernel/src/bundler/first-open.ts, gangwayKernelShared) instead of a copy
 * in each plugin chunk — three copies in the basic click's wave, five with every feature on, before — and so
 * does the HTTP client (gangwayKernelShared, gangwayFlowsShared). The wave's files, its budget and its
 * count: the Connect view's plugins come as one set in one script (plugins/builtin/src/first-view-sets.ts).
 * Bytes of a build are deterministic. Builds the demo if missing.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_WAVE, FIRST_WAVE_BUDGET_GZIP, firstWaveCost } from '../../scripts/size-wave.mjs';
import { demoChunkGroups, holders, root } from './demo-chunks.mjs';

/** The chunks of the click's wave, basic mode and every feature on (test/e2e/kernel/first-open.spec.ts). */
const FIRST_VIEW = FIRST_WAVE.all;
/** Two texts of kernel/src/errors/messages.ts, as the minified code keeps them. */
const CATALOGUE_TEXTS = ['No ActiveCaipAddress found', 'Signature declined'];
/** Two of kernel/src/remote/client.ts (the runtime's HTTP client, which the start-up chunk uses too). */
const CLIENT_TEXTS = ['aborted while reading the body', 'returned invalid JSON'];
/** A wave's file names without directory and content hash. */
const names = (files) => files.map((f) => f.replace(/^chunks\/|\.[0-9a-f]{6}\.js$/g, '')).sort();

describe('the first click fetches each module once', () => {
  it('keeps the message catalogue and the HTTP client in the runtime chunk alone', () => {
    const groups = demoChunkGroups();
    const [runtime] = groups['gangway-runtime'];
    const files = [...new Set(['gangway-runtime', ...FIRST_VIEW].flatMap((g) => groups[g]))];
    // The client: in no other chunk at all (every plugin chunk loads with or after the runtime).
    const everyChunk = [...new Set(Object.values(groups).flat())].filter((f) => f.startsWith('chunks/'));
    for (const text of CLIENT_TEXTS) {
      expect(holders(everyChunk, text), text).toEqual([runtime]);
    }
    for (const text of CATALOGUE_TEXTS) expect(holders(files, text), text).toEqual([runtime]);
  });

  it(`keeps the basic click's wave within its budget (${FIRST_WAVE_BUDGET_GZIP / 1024} KB gzip): the bound of the cold click on a slow network`, () => {
    demoChunkGroups();
    const { parts, gzip } = firstWaveCost(path.join(root, 'dist'));
    // The Connect view's wallet rows (connect, injected, WalletConnect, the registry) in one script.
    expect(names(parts.map((p) => p.file))).toEqual(['gangway-connect-view', 'gangway-runtime', 'gangway-ui']);
    expect(gzip).toBeLessThanOrEqual(FIRST_WAVE_BUDGET_GZIP);
  });

  it('fits every feature\'s wave in the six connections a browser opens to a host over HTTP/1.1', () => {
    demoChunkGroups();
    const { parts } = firstWaveCost(path.join(root, 'dist'), 'all');
    // A seventh script waited for a free connection: a round trip more, and the view painted without it.
    // With every row on, the wallet rows and the login rows are one script (one response, one gzip stream).
    expect(names(parts.map((p) => p.file))).toEqual(['gangway-connect-logins', 'gangway-runtime', 'gangway-startup', 'gangway-ui']);
  });
});

/**
 * The remote-only checks (kernel/src/plugins/remote-checks.ts: a remote's origin and integrity) are
 * their own lazy chunk: a host with no remote plugin never fetches them. Neither the runtime chunk nor
 * any chunk of the first open (the entry, the wave of the basic click and of every feature on, and the
 * plugins that follow the first view) carries them, and the federation runtime's group takes the
 * shared chunk rather than a copy. Bytes of a build are deterministic. Builds the demo if missing.
 */
import { describe, expect, it } from 'vitest';
import { demoChunkGroups, holders } from './demo-chunks.mjs';

/** What the first open fetches (test/e2e/kernel/first-open.spec.ts): the entry, the kernel's chunks, the Connect view's plugins (alone or in their sets) and those that follow it. */
const FIRST_OPEN = ['main', 'gangway-startup', 'gangway-runtime', 'gangway-ui', 'plugin-connect', 'plugin-injected', 'plugin-walletconnect', 'plugin-all-wallets', 'plugin-email', 'plugin-socials', 'gangway-connect-view', 'gangway-login-methods', 'gangway-connect-logins', 'plugin-analytics', 'plugin-embedded-wallet'];
/** Texts of the remote-only checks, as the minified code keeps them (error messages of spec §8's REMOTE_REFUSED). */
const REMOTE_ONLY = ['does not match its integrity hash', "not a JSON manifest: the integrity hash pins the code that runs"];


describe('remote-only code stays out of the first open', () => {
  it('keeps the remote checks in their own chunk, out of the runtime and every chunk of the first wave', () => {
    const g = demoChunkGroups();
    const [checks] = g['gangway-remote-checks'];
    const firstOpen = [...new Set(FIRST_OPEN.flatMap((name) => g[name] ?? []))];
    expect(firstOpen).toContain(g['gangway-runtime'][0]);
    expect(firstOpen).not.toContain(checks);
    const all = [...new Set(Object.values(g).flat())];
    for (const text of REMOTE_ONLY) {
      expect(holders(firstOpen, text), text).toEqual([]);
      // One copy in the whole build: the remote loader's group reuses the checks' chunk.
      expect(holders(all, text), text).toEqual([checks]);
    }
    expect(g['gangway-mf-runtime']).toContain(checks);
  });
});

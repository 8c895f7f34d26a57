/**
 * The connection flows (kernel/src/api/flows.ts: connect, disconnect, switch network, restore, the
 * network-list calls, following another tab) are a lazy chunk of their own, fetched after the first
 * view (or with the runtime for a restore at page load): neither the runtime chunk nor any chunk of the click's wave carries them, the whole build has
 * one copy, and what they share with the runtime is not copied into their chunk. Bytes of a build are
 * deterministic. Builds the demo if missing.
 */
import { describe, expect, it } from 'vitest';
import { demoChunkGroups, holders } from './demo-chunks.mjs';

/** The click's wave (test/e2e/kernel/first-open.spec.ts): the entry, the kernel's chunks and the Connect view's plugins (alone or in their sets), basic mode and every feature on. */
const CLICK_WAVE = ['main', 'gangway-startup', 'gangway-runtime', 'gangway-ui', 'plugin-connect', 'plugin-injected', 'plugin-walletconnect', 'plugin-all-wallets', 'plugin-email', 'plugin-socials', 'gangway-connect-view', 'gangway-login-methods', 'gangway-connect-logins'];
/**
 * Texts only the flows' chunk holds, as the minified code keeps them: flows.ts's error hook sources,
 * the network list's (network-list.ts) and following another tab (follow-other-tab.ts).
 */
const FLOWS_TEXTS = ['kernel:network-chosen-before-connect', 'kernel:sync:', 'cannot be removed', 'kernel:other-tab:'];
/** A text of the message catalogue the flows import (failedToDisconnectChain): the runtime's alone. */
const SHARED_TEXT = 'Failed to disconnect chain';


describe('the connection flows chunk', () => {
  it('holds flows.ts alone: out of the runtime and of every chunk of the click, one copy in the build', () => {
    const g = demoChunkGroups();
    const [runtime] = g['gangway-runtime'];
    // Loading the flows brings their chunk and the runtime's (which the flows need first anyway), nothing more.
    const flows = g['gangway-flows'].filter((f) => f !== runtime);
    expect(flows).toHaveLength(1);
    expect([...g['gangway-flows']].sort()).toEqual([...flows, runtime].sort());
    const wave = [...new Set(CLICK_WAVE.flatMap((name) => g[name] ?? []))];
    expect(wave).toContain(runtime);
    expect(wave).not.toContain(flows[0]);
    const all = [...new Set(Object.values(g).flat())];
    for (const text of FLOWS_TEXTS) {
      expect(holders(wave, text), text).toEqual([]);
      expect(holders(all, text), text).toEqual(flows);
    }
    expect(holders(all, SHARED_TEXT)).toEqual([runtime]);
  });
});

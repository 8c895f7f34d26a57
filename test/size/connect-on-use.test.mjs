/**
 * Issue 11 (first open): the click's wave carries what the Connect view shows, not what a connect
 * needs. The injected wallet calls and events (plugins/injected/src/wallet-code.ts) and the
 * ConnectingExternal view are chunks of their own, out of every chunk of the click's wave (basic
 * click and every feature on); each lives in one chunk, loaded after the first view or on use.
 * Bytes of a build are deterministic. Builds the demo if missing.
 */
import { describe, expect, it } from 'vitest';
import { demoChunkGroups, readChunk } from './demo-chunks.mjs';

/** The click's wave (test/e2e/kernel/first-open.spec.ts): the kernel's chunks and the Connect view's plugins (alone or in their sets), every feature on. */
const CLICK_WAVE = ['gangway-runtime', 'gangway-ui', 'plugin-connect', 'plugin-injected', 'plugin-walletconnect', 'plugin-all-wallets', 'plugin-email', 'plugin-socials', 'gangway-connect-view', 'gangway-login-methods', 'gangway-connect-logins'];
/** Texts the minified code keeps, one per moved module: the revoke call (wallet-calls.ts), the event name (wallet-events.ts), the view's test id (ConnectingExternalView.tsx). */
const MOVED = { 'injected-wallet': ['wallet_revokePermissions', '"accountsChanged"'], 'connect-connecting': ['"connecting-external"'] };

/** A group's own chunk (a group also lists the shared ones it needs, e.g. the runtime). */
const ownChunk = (g, group) => g[group]?.find((f) => f.startsWith(`chunks/${group}.`));

describe('the code of a connect stays out of the click\'s wave', () => {
  it('keeps the injected wallet code and the ConnectingExternal view in lazy chunks of their own', () => {
    const g = demoChunkGroups();
    const wave = [...new Set(CLICK_WAVE.flatMap((name) => g[name] ?? []))];
    expect(wave).toContain(ownChunk(g, 'plugin-injected'));
    expect(wave).toContain(ownChunk(g, 'gangway-connect-view'));
    expect(wave).toContain(ownChunk(g, 'gangway-connect-logins'));
    for (const [group, texts] of Object.entries(MOVED)) {
      const own = ownChunk(g, group);
      expect(own, group).toBeDefined();
      expect(wave, group).not.toContain(own);
      for (const text of texts) {
        expect(readChunk(own), text).toContain(text);
        // The plugin chunks of the wave, alone or in their set (the shared kernel chunks aside), hold none of it.
        expect(wave.filter((f) => /(plugin-(connect|injected)|gangway-connect-(view|logins))\./.test(f) && readChunk(f).includes(text)), text).toEqual([]);
      }
    }
  });
});

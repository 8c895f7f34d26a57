/**
 * The click's wave carries what the Connect view shows, not the code of the step after it: the
 * WalletConnect controller's texts, provider alerts and proposal constants, the email code and
 * email-change views, the social popup flow, the embedded wallet's error table and the AllWallets
 * view's texts each travel in a later chunk (fetched on openFinished or on first need). Each text is
 * checked absent from every chunk of the wave (basic and every feature on) and present in its own
 * later chunk, so a renamed or dropped text cannot pass. Bytes of a build are deterministic. Builds
 * the demo if missing.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoChunkGroups, holders } from './demo-chunks.mjs';

/** The click's wave with every feature on (test/e2e/kernel/first-open.spec.ts): the kernel's chunks and the Connect view's plugins, each alone or in its set (plugins/builtin/src/first-view-sets.ts). */
const WAVE = ['gangway-runtime', 'gangway-ui', 'plugin-connect', 'plugin-injected', 'plugin-walletconnect', 'plugin-all-wallets', 'plugin-email', 'plugin-socials', 'gangway-connect-view', 'gangway-login-methods', 'gangway-connect-logins'];
/** Texts of the later steps, as the minified code keeps them, by the chunk group that must carry them. */
const LATER = {
  'wc-controller': [
    'Scan this QR code with your phone', // the Connecting views' texts (messages.ts)
    'The WalletConnect relay rejected the project id', // provider alerts (provider-alerts.ts)
    'polkadot_signTransaction', // the proposal's methods (session-constants.ts; the eip155 names are the kernel's read-only list too)
    'verify.walletconnect.org',
  ],
  'email-flow': ['Enter the code we sent to your current email', 'email-verify-otp', 'update-email-input'],
  'socials-flow': ['@w3m-social/RESULT', 'The login window was closed', 'connecting-social'],
  'all-wallets-view': ['No wallets found'],
  'plugin-embedded-wallet': ['This application might not support Smart Accounts'],
};


describe("the click's wave leaves the later steps out", () => {
  const g = demoChunkGroups();
  const wave = [...new Set(WAVE.flatMap((name) => g[name] ?? []))];

  it('knows the wave and the later chunks', () => {
    for (const name of WAVE) expect(g[name], name).toBeTruthy();
    for (const name of Object.keys(LATER)) {
      expect(g[name], name).toBeTruthy();
      // A later step's own chunk (named after its group) is not one the wave fetches.
      const own = g[name].filter((f) => path.basename(f).startsWith(`${name}.`));
      expect(own, name).toHaveLength(1);
      expect(wave, name).not.toContain(own[0]);
    }
  });

  for (const [group, texts] of Object.entries(LATER)) {
    it(`keeps ${group}'s code out of the wave`, () => {
      for (const text of texts) {
        expect(holders(wave, text), text).toEqual([]);
        expect(holders(g[group], text).length, `${text} in ${group}`).toBeGreaterThan(0);
      }
    });
  }
});

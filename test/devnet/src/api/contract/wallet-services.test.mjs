// GET /getWallets, /appkit/v1/config and /projects/v1/origins on wallet services, held to AppKit's
// client (no public server source): each pair of wallet-services.pairs.mjs sent to the devnet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevnet } from '../../testing.mjs';
import { expectPair } from './pairs.mjs';
import { FEATURE_IDS, walletServicePairs } from './wallet-services.pairs.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const pairs = walletServicePairs();

describe.each(/** @type {const} */ (['getWallets', 'config', 'origins']))('%s', (call) => {
  it.each(pairs[call].map((p) => [p.source, p]))('%s', async (_source, pair) => {
    await expectPair(d.urls.api, d.projectId, pair);
  });
});

describe('what the pairs do not show', () => {
  it('getWallets: entries bounds the page, the chains filter holds, badge and badge_type filter alike', async () => {
    const [recommended, byPage, , ranks] = pairs.getWallets;
    const rec = await expectPair(d.urls.api, d.projectId, recommended);
    expect(rec.body.data.length).toBeLessThanOrEqual(4);
    for (const w of rec.body.data) expect(w.chains.some((/** @type {string} */ c) => c === 'eip155:1' || c === 'eip155:31337')).toBe(true);
    for (const pair of [byPage, ranks]) {
      const res = await expectPair(d.urls.api, d.projectId, pair);
      expect(res.body.data.length).toBeGreaterThan(0);
      expect(res.body.data.every((/** @type {{badge_type: string}} */ w) => w.badge_type === 'certified')).toBe(true);
    }
  });

  it('config: every feature id is one of AppKit\'s, config a string list or null', async () => {
    const res = await expectPair(d.urls.api, d.projectId, pairs.config[0]);
    for (const f of res.body.features) {
      expect(FEATURE_IDS).toContain(f.id);
      expect(typeof f.isEnabled).toBe('boolean');
      expect(f.config === null || (Array.isArray(f.config) && f.config.every((/** @type {unknown} */ c) => typeof c === 'string'))).toBe(true);
    }
  });

  it('config: email off and socials on is one social_login entry without \'email\'; both off disables it', async () => {
    const admin = (/** @type {object} */ features) => fetch(`${d.urls.api}/__admin/projects/${d.projectId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ features }) });
    try {
      await admin({ email: false });
      const a = await expectPair(d.urls.api, d.projectId, { ...pairs.config[0], response: { features: expect.any(Array) } });
      const social = a.body.features.find((/** @type {{id: string}} */ f) => f.id === 'social_login');
      expect(social.isEnabled).toBe(true);
      expect(social.config).not.toContain('email');
      await admin({ social: false });
      const b = await expectPair(d.urls.api, d.projectId, { ...pairs.config[0], response: { features: expect.arrayContaining([{ id: 'social_login', isEnabled: false, config: [] }]) } });
      expect(b.status).toBe(200);
    } finally {
      await admin({ email: true, social: true });
    }
  });
});

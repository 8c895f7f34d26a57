// The secure frame's page URL, held to what AppKit loads it with (appkit packages/wallet/src/W3mFrame.ts:
// 24-51; no public source of the frame itself): the devnet frame starts only for that query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevnet } from '../../testing.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
beforeAll(async () => { d = await startTestDevnet(); });
afterAll(async () => d?.stop());

const load = async (/** @type {Record<string, string>} */ q) => {
  const res = await fetch(`${d.urls.frame}/?${new URLSearchParams(q)}`);
  return { status: res.status, text: await res.text() };
};
const good = () => ({ projectId: d.projectId, chainId: 'eip155:31337', version: '4', enableLogger: 'false', rpcUrl: d.urls.api });

describe('frame URL', () => {
  it("AppKit's query starts the frame (it posts READY)", async () => {
    const r = await load(good());
    expect(r.status).toBe(200);
    expect(r.text).toContain('@w3m-frame/READY');
  });

  it.each([
    ['sdkVersion=4 instead of version=4 (what Gangway sent)', { version: undefined, sdkVersion: '4' }, /Unsupported version/],
    ['no chainId', { chainId: undefined }, /Invalid chainId/],
    ['a bare chain number', { chainId: '31337' }, /Invalid chainId/],
    ['no rpcUrl', { rpcUrl: undefined }, /Invalid rpcUrl/],
    ['an unknown project', { projectId: 'nope' }, /Unknown projectId/],
  ])('refuses %s: an error page that never says READY', async (_why, patch, message) => {
    const q = /** @type {Record<string, string>} */ (Object.fromEntries(Object.entries({ ...good(), ...patch }).filter(([, v]) => v !== undefined)));
    const r = await load(q);
    expect(r.status).toBe(400);
    expect(r.text).toMatch(message);
    expect(r.text).not.toContain('READY');
  });
});

// The frame emulator's hostile mode: switched on by its cookie only, it answers javascript:/data:
// redirect and Farcaster URIs, or (forge) delays the redirect answer while its page forges messages.
import { describe, expect, it } from 'vitest';
import { FRAME_PAGE } from './page.mjs';
import { FORGE_DELAY_MS, FORGED_CODE, HOSTILE_URIS, hostileAnswer, hostileFramePage, hostileMode } from './hostile.mjs';

const ok = (/** @type {unknown} */ payload) => ({ token: 't', ok: true, payload });

describe('hostile frame', () => {
  it('is on only for a context with its cookie, in a known mode', () => {
    expect(hostileMode(undefined)).toBeUndefined();
    expect(hostileMode('a=1; b=2')).toBeUndefined();
    expect(hostileMode('gangway-frame-hostile=javascript')).toBe('javascript');
    expect(hostileMode('a=1; gangway-frame-hostile=data; b=2')).toBe('data');
    expect(hostileMode('gangway-frame-hostile=forge')).toBe('forge');
    expect(hostileMode('gangway-frame-hostile=nuke')).toBeUndefined();
    expect(hostileMode('x-gangway-frame-hostile=data')).toBeUndefined();
  });

  it('answers script and data URLs for the social redirect and the Farcaster URL; other events unchanged', async () => {
    for (const mode of /** @type {const} */ (['javascript', 'data'])) {
      expect(await hostileAnswer(mode, { type: '@w3m-app/GET_SOCIAL_REDIRECT_URI' }, ok({ uri: 'http://f/__social/authorize' }))).toEqual(ok({ uri: HOSTILE_URIS[mode] }));
      expect(await hostileAnswer(mode, { type: '@w3m-app/GET_FARCASTER_URI' }, ok({ url: 'http://f/__farcaster' }))).toEqual(ok({ url: HOSTILE_URIS[mode] }));
      expect(await hostileAnswer(mode, { type: '@w3m-app/GET_USER' }, ok({ address: '0x1' }))).toEqual(ok({ address: '0x1' }));
      expect(HOSTILE_URIS[mode].startsWith(`${mode}:`)).toBe(true);
      expect(HOSTILE_URIS[mode]).toContain('__pwned');
    }
    const failed = { token: 't', ok: false, payload: { message: 'Not signed in' } };
    expect(await hostileAnswer('javascript', { type: '@w3m-app/GET_SOCIAL_REDIRECT_URI' }, failed)).toBe(failed);
  });

  it('forge: the redirect answer comes late and unchanged; the page posts a forged result and a wrong-event answer', async () => {
    const started = Date.now();
    expect(await hostileAnswer('forge', { type: '@w3m-app/GET_SOCIAL_REDIRECT_URI' }, ok({ uri: 'u' }))).toEqual(ok({ uri: 'u' }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(FORGE_DELAY_MS - 50);
    const page = hostileFramePage('forge');
    expect(page).toContain("'@w3m-social/RESULT'");
    expect(page).toContain(`code=${FORGED_CODE}`);
    expect(page).toContain("'@w3m-frame/CONNECT_SOCIAL_SUCCESS'");
    expect(page.startsWith(FRAME_PAGE.slice(0, FRAME_PAGE.indexOf('</body>')))).toBe(true);
    expect(hostileFramePage('javascript')).toBe(FRAME_PAGE);
  });
});

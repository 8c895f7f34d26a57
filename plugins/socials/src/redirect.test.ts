import { describe, expect, it } from 'vitest';
import { GangwayError } from '@gangway/kernel';
import { UNSAFE_URL } from '@gangway/lib-wallet/navigation';
import { frameOriginOf, socialRedirect } from './redirect';

const REAL = { frame: 'https://secure.walletconnect.org/sdk', api: 'https://rpc.walletconnect.org' };
const DEVNET = { frame: 'http://127.0.0.1:8788', api: 'http://127.0.0.1:8787' };

describe('socialRedirect', () => {
  it("passes the frame's own origin and the chosen provider's sign-in page", () => {
    expect(socialRedirect('https://secure.walletconnect.org/sdk/oauth?p=google', 'google', REAL)).toBe('https://secure.walletconnect.org/sdk/oauth?p=google');
    expect(socialRedirect('https://accounts.google.com/o/oauth2/v2/auth?client_id=1', 'google', REAL)).toBe('https://accounts.google.com/o/oauth2/v2/auth?client_id=1');
    expect(socialRedirect('https://x.com/i/oauth2/authorize', 'x', REAL)).toBe('https://x.com/i/oauth2/authorize');
    // The devnet's frame is on a configured loopback endpoint: plain http passes there only.
    expect(socialRedirect('http://127.0.0.1:8788/__social/authorize?provider=github', 'github', DEVNET)).toBe('http://127.0.0.1:8788/__social/authorize?provider=github');
  });

  it('refuses every other scheme or origin with UNSAFE_URL', () => {
    for (const [uri, provider, endpoints] of [
      ['javascript:opener.__pwned=1', 'google', REAL], ['data:text/html,<script>opener.__pwned=1</script>', 'google', REAL],
      ['vbscript:x', 'google', REAL], ['blob:https://secure.walletconnect.org/1', 'google', REAL], ['file:///etc/passwd', 'google', REAL],
      ['https://evil.example/login', 'google', REAL], ['https://github.com/login', 'google', REAL], ['http://secure.walletconnect.org/sdk', 'google', REAL],
      ['http://127.0.0.1:8787/__social/authorize', 'github', DEVNET], ['http://127.0.0.1:8788/__social/authorize', 'github', REAL],
      ['', 'google', REAL], [undefined, 'google', REAL], ['metamask://x', 'google', REAL],
    ] as const) {
      expect(() => socialRedirect(uri, provider, endpoints), String(uri)).toThrow(GangwayError);
      try { socialRedirect(uri, provider, endpoints); } catch (e) { expect((e as GangwayError).code).toBe(UNSAFE_URL); }
    }
  });

  it('frameOriginOf gives the origin of the configured frame URL', () => {
    expect(frameOriginOf('https://secure.walletconnect.org/sdk')).toBe('https://secure.walletconnect.org');
  });
});

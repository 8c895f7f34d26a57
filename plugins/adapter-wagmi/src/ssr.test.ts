// The server half of SSR with cookies: importing it evaluates no kernel, and a Cookie header becomes
// wagmi's initialState with only the widget's well-formed connection (the cookie is visitor input).
import { describe, expect, it, vi } from 'vitest';
import { serialize } from '@wagmi/core';

vi.mock('@gangway/kernel', () => { throw new Error('the kernel was evaluated'); });
vi.mock('@gangway/lib-adapter', () => { throw new Error('lib-adapter was evaluated'); });

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** The cookie wagmi's cookieStorage writes for this persisted state (its `<key>.store` entry). */
function cookieFor(state: object, key = 'wagmi') {
  return `other=1; ${key}.store=${serialize({ state, version: 2 })}; last=2`;
}
const connection = (over: object = {}) => ({ accounts: [ADDRESS], chainId: 31337, connector: { id: 'gangway', name: 'Gangway', type: 'gangway', uid: 'u1' }, ...over });
const persisted = (conn: object, extra: object = {}) => ({ chainId: 31337, current: 'u1', connections: new Map([['u1', conn]]), ...extra });

describe('@gangway/adapter-wagmi/ssr', () => {
  it('imports on a server without evaluating the kernel or touching a DOM', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const ssr = await import('./ssr');
    expect(typeof ssr.initialStateFromCookie).toBe('function');
    expect(ssr.gangwayCookieStorage().key).toBe('wagmi');
  });

  it("turns the Cookie header into wagmi's initialState: the widget's connection, its chain", async () => {
    const { initialStateFromCookie } = await import('./ssr');
    const state = initialStateFromCookie(cookieFor(persisted(connection())), { chainIds: [31337, 31338] });
    expect(state?.current).toBe('u1');
    expect(state?.chainId).toBe(31337);
    expect(state?.connections.get('u1')?.accounts).toEqual([ADDRESS]);
    // Another storage key reads its own cookie only.
    expect(initialStateFromCookie(cookieFor(persisted(connection()), 'app'), { key: 'app' })?.current).toBe('u1');
    expect(initialStateFromCookie(cookieFor(persisted(connection()), 'app'))).toBeUndefined();
  });

  it('renders disconnected (no server error) for a missing, malformed or foreign cookie', async () => {
    const { initialStateFromCookie } = await import('./ssr');
    expect(initialStateFromCookie(undefined)).toBeUndefined();
    expect(initialStateFromCookie('')).toBeUndefined();
    expect(initialStateFromCookie('wagmi.store={not json')).toBeUndefined();
    expect(initialStateFromCookie('wagmi.store=42')).toBeUndefined();
    const drops = [
      connection({ connector: { id: 'injected', name: 'x', type: 'injected', uid: 'u1' } }),
      connection({ accounts: ['<script>alert(1)</script>'] }),
      connection({ accounts: [] }),
      connection({ chainId: 1 }),
    ];
    for (const c of drops) {
      const state = initialStateFromCookie(cookieFor(persisted(c)), { chainIds: [31337, 31338] });
      expect(state?.current).toBeNull();
      expect(state?.connections.size).toBe(0);
      expect(state?.chainId).toBe(31337);
    }
    // A chain the host does not configure falls back to its first chain.
    expect(initialStateFromCookie(cookieFor(persisted(connection(), { chainId: 5 })), { chainIds: [31338] })?.chainId).toBe(31338);
  });
});

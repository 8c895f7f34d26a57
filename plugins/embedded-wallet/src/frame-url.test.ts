import { describe, expect, it } from 'vitest';
import { secureFrameUrl } from './frame-url';

describe('the secure frame URL', () => {
  it("carries AppKit's query: projectId, chainId, version=4, enableLogger, rpcUrl (W3mFrame.ts:35-39), never sdkVersion", () => {
    const u = new URL(secureFrameUrl({ frameUrl: 'https://secure.walletconnect.org/sdk', projectId: 'p1', chainId: 'eip155:8453', rpcUrl: 'https://rpc.walletconnect.org/' }));
    expect(u.origin + u.pathname).toBe('https://secure.walletconnect.org/sdk/');
    expect([...u.searchParams]).toEqual([['projectId', 'p1'], ['chainId', 'eip155:8453'], ['version', '4'], ['enableLogger', 'false'], ['rpcUrl', 'https://rpc.walletconnect.org']]);
  });

  it("starts on AppKit's default network when none is active", () => {
    expect(new URL(secureFrameUrl({ frameUrl: 'http://127.0.0.1:1/', projectId: 'p', rpcUrl: 'http://127.0.0.1:2' })).searchParams.get('chainId')).toBe('eip155:1');
  });
});

// Importing the package on a server (no window, document or localStorage) must not touch them,
// and must send no request: nothing happens until the host calls createGangway().
import { describe, expect, it, vi } from 'vitest';

describe('server-side import', () => {
  it('imports without a DOM and without any request', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const mod = await import('./index');
    const react = await import('./react/index');
    expect(typeof mod.createGangway).toBe('function');
    expect(typeof react.GangwayProvider).toBe('function');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('can even create an instance in basic mode on a server, reading no browser globals', async () => {
    const { createGangway } = await import('./index');
    const g = createGangway({ projectId: 'p', basic: true, networks: [{ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.example'] } } }] });
    expect(g.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:1');
  });
});

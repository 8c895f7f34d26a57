import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDevnet } from '@gangway/kernel/testing';
import { fetchTokenBalances, type BalanceDeps } from './balances';

afterEach(() => vi.useRealTimers());

const apiAnswer = { balances: [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 0, iconUrl: '', quantity: { decimals: '18', numeric: '1' } }] };

function deps(request: BalanceDeps['request']) {
  const fallbacks: unknown[] = [];
  const d: BalanceDeps = {
    request,
    http: { get: vi.fn(async () => apiAnswer) as never },
    cache: { get: () => undefined, set: () => undefined },
    onWalletFallback: (e) => fallbacks.push(e),
  };
  return { d, fallbacks };
}

describe('token balances with a wallet that never answers', () => {
  it('wallet_getCapabilities hanging past 5 s falls back to the balance API', async () => {
    vi.useFakeTimers();
    const { d, fallbacks } = deps(() => new Promise(() => undefined));
    const p = fetchTokenBalances(d, { address: '0x0000000000000000000000000000000000000001', network: testDevnet });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(p).resolves.toEqual(apiAnswer.balances);
    expect((fallbacks[0] as Error).message).toBe('The wallet did not answer wallet_getCapabilities within 5 s');
  });

  it('wallet_getAssets hanging past 5 s falls back too', async () => {
    vi.useFakeTimers();
    const { d, fallbacks } = deps(async (method) => (method === 'wallet_getCapabilities' ? { '0x7a69': { assetDiscovery: { supported: true } } } : new Promise(() => undefined)));
    const p = fetchTokenBalances(d, { address: '0x0000000000000000000000000000000000000001', network: testDevnet });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(p).resolves.toEqual(apiAnswer.balances);
    expect((fallbacks[0] as Error).message).toBe('The wallet did not answer wallet_getAssets within 5 s');
  });
});

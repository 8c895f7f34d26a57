import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDevnet } from './test-networks';
import { fetchTokenBalances, forceUpdateIds, type BalanceDeps } from './balances';

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

describe('a forced balance read ("Refresh balances")', () => {
  const usdc = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const held = [
    { ...apiAnswer.balances[0] },
    { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:31337', address: usdc, price: 1, iconUrl: '', quantity: { decimals: '6', numeric: '2' } },
  ];

  it('sends forceUpdate as the comma list of CAIP-10 token ids the balance API takes, never `true`', async () => {
    const get = vi.fn(async () => apiAnswer);
    const d: BalanceDeps = { request: async () => undefined, http: { get: get as never }, cache: { get: () => held as never, set: () => undefined } };
    await fetchTokenBalances(d, { address: '0x0000000000000000000000000000000000000001', network: testDevnet, forceUpdate: true });
    const query = (get.mock.calls[0] as unknown as [string, string, { query: Record<string, unknown> }])[2].query;
    expect(query.forceUpdate).toBe(`eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee,${usdc.toLowerCase()}`);
  });

  it('an ordinary read sends no forceUpdate', async () => {
    const get = vi.fn(async () => apiAnswer);
    const d: BalanceDeps = { request: async () => undefined, http: { get: get as never }, cache: { get: () => undefined, set: () => undefined } };
    await fetchTokenBalances(d, { address: '0x0000000000000000000000000000000000000001', network: testDevnet });
    expect((get.mock.calls[0] as unknown as [string, string, { query: Record<string, unknown> }])[2].query.forceUpdate).toBeUndefined();
  });

  it('lists only well-formed ids of the network (a foreign or malformed one would make the API answer 400)', () => {
    expect(forceUpdateIds(testDevnet, undefined, ['eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3', `${usdc}:extra`, 'eip155:31337:true']))
      .toBe('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee');
    expect(forceUpdateIds({ ...testDevnet, chainNamespace: 'solana', caipNetworkId: 'solana:devnet' } as never, held)).toBeUndefined();
  });
});

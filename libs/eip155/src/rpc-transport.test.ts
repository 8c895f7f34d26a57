import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPublicClient } from 'viem';
import { RPC_BATCH_SIZE, RPC_FALLBACK_PING_MS, RPC_FALLBACK_SAMPLES, RPC_TIMEOUT_MS, rpcTransport } from './rpc-transport';
import { rpcUrlsFor } from './rpc-urls';

/** A JSON-RPC node double per URL: `down` URLs fail at the HTTP level; every body is recorded. */
function nodes(down: string[] = []) {
  const seen: { url: string; body: any }[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body));
    seen.push({ url, body });
    if (down.includes(url)) return new Response('down', { status: 503 });
    const answer = (b: { id: number; method: string }) => ({ jsonrpc: '2.0', id: b.id, result: b.method === 'eth_chainId' ? '0x1' : b.method === 'net_listening' ? true : '0x10' });
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)), { headers: { 'content-type': 'application/json' } });
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, seen };
}
const chain = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://a.example'] } } };

afterEach(() => { vi.useRealTimers(); });

describe('HTTP RPC rules of spec §9', () => {
  it('has the spec constants: timeout 10 s, batch size 1000, fallback ping every 4 s over 10 samples', () => {
    expect([RPC_TIMEOUT_MS, RPC_BATCH_SIZE, RPC_FALLBACK_PING_MS, RPC_FALLBACK_SAMPLES]).toEqual([10_000, 1000, 4_000, 10]);
    const t = rpcTransport(['https://a.example'])({ chain });
    expect(t.config.timeout).toBe(10_000);
  });

  it('batches concurrent calls, at most 1000 per request', async () => {
    const n = nodes();
    const client = createPublicClient({ chain, transport: rpcTransport(['https://a.example'], { fetchFn: n.fetchFn }) });
    await Promise.all(Array.from({ length: RPC_BATCH_SIZE + 1 }, (_, i) => client.getBalance({ address: `0x${i.toString(16).padStart(40, '0')}` })));
    expect(n.seen.map((s) => (Array.isArray(s.body) ? s.body.length : 1)).sort((a, b) => b - a)).toEqual([1000, 1]);
  });

  it('falls back to the next URL when a node is down', async () => {
    const n = nodes(['https://a.example/']);
    const client = createPublicClient({ chain, transport: rpcTransport(['https://a.example/', 'https://b.example/'], { fetchFn: n.fetchFn, rank: false }) });
    expect(await client.getBalance({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toBe(16n);
    expect(n.seen.map((s) => s.url)).toEqual(['https://a.example/', 'https://b.example/']);
  });

  it('pings every node every 4 s to rank them', async () => {
    vi.useFakeTimers();
    const n = nodes();
    createPublicClient({ chain, transport: rpcTransport(['https://a.example/', 'https://b.example/'], { fetchFn: n.fetchFn }) });
    const pings = () => n.seen.filter((s) => [s.body].flat().some((b: any) => b.method === 'net_listening')).length;
    await vi.advanceTimersByTimeAsync(10);
    const first = pings();
    expect(first).toBe(2);
    await vi.advanceTimersByTimeAsync(RPC_FALLBACK_PING_MS - 100);
    expect(pings()).toBe(first);
    await vi.advanceTimersByTimeAsync(200);
    expect(pings()).toBe(first + 2);
  });

  it('a single URL is a plain http transport; duplicates count once; an empty list is refused', () => {
    expect(rpcTransport(['https://a.example', 'https://a.example'])({ chain }).config.type).toBe('http');
    expect(rpcTransport(['https://a.example', 'https://b.example'])({ chain }).config.type).toBe('fallback');
    expect(() => rpcTransport([])).toThrow();
  });
});

describe('rpcUrlsFor', () => {
  const net = (http: string[]) => ({ id: 10, caipNetworkId: 'eip155:10', chainNamespace: 'eip155' as const, name: 'OP', nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 }, rpcUrls: { default: { http } } });
  it("keeps a network's own http(s) URLs in order and never asks for the supported chains then", () => {
    const supported = vi.fn(() => []);
    expect(rpcUrlsFor(net(['https://a', 'javascript:x', 'https://b']), 'https://rpc', 'p', supported)).toEqual(['https://a', 'https://b']);
    expect(supported).not.toHaveBeenCalled();
  });
  it('uses the proxy for a network without URLs unless the supported chains exclude it', () => {
    const proxy = 'https://rpc/v1/?chainId=eip155:10&projectId=p';
    expect(rpcUrlsFor(net([]), 'https://rpc/', 'p')).toEqual([proxy]);
    expect(rpcUrlsFor(net([]), 'https://rpc', 'p', () => undefined)).toEqual([proxy]);
    expect(rpcUrlsFor(net([]), 'https://rpc', 'p', () => ['eip155:10'])).toEqual([proxy]);
    expect(rpcUrlsFor(net([]), 'https://rpc', 'p', () => ['eip155:1'])).toEqual([]);
  });
});

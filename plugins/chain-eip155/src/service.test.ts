import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERTS, ERRORS, definePlugin, defineManifest, PLUGIN_API_VERSION } from '@gangway/kernel';
import { createPluginHarness, fakeFetch } from '@gangway/kernel/testing';
import { encodeAbiParameters, type Address } from 'viem';
import { chainEip155Manifest } from './manifest';
import { eip155Service } from '@gangway/lib-eip155';

const alice: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const hash = `0x${'cd'.repeat(32)}`;

/** A JSON-RPC node double: answers by method (and ERC-20 selector for eth_call), records the URLs hit. */
function fakeNode() {
  const urls: string[] = [];
  const word = (types: string, v: unknown) => encodeAbiParameters([{ type: types }], [v]);
  const calls: Record<string, string> = {
    '0x313ce567': word('uint8', 6), // decimals()
    '0x95d89b41': word('string', 'USDG'), // symbol()
    '0x06fdde03': word('string', 'Gangway USD'), // name()
    '0x70a08231': word('uint256', 1_500_000n), // balanceOf(address)
  };
  const answer = (body: { id: number; method: string; params: any[] }) => {
    const result = body.method === 'eth_getBalance' ? '0xde0b6b3a7640000' : body.method === 'eth_chainId' ? '0x7a69' : calls[String(body.params?.[0]?.data).slice(0, 10)];
    return { jsonrpc: '2.0', id: body.id, result };
  };
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    urls.push(String(url));
    const body = JSON.parse(String(init.body));
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch, urls };
}

/** A connector stand-in answering eip155 requests with canned values. */
const fakeConnector = (answers: Record<string, unknown>) => defineManifest({
  id: 'fake-connector',
  activationEvents: ['onStartup'],
  ...definePlugin((api) => {
    api.hooks.request.for('eip155').tapPromise('x', async ({ method }) => answers[method]);
  }),
  apiVersion: PLUGIN_API_VERSION,
});

async function setup(answers: Record<string, unknown> = {}) {
  const h = createPluginHarness(chainEip155Manifest, { fakes: [fakeConnector(answers)] });
  await h.kernel.plugins.activate('fake-connector');
  const svc = await h.kernel.plugins.activate('chain-eip155').then(() => h.service(eip155Service)!);
  return { h, svc };
}
const connect = (h: Awaited<ReturnType<typeof setup>>['h']) =>
  h.kernel.store.update((d) => { d.chains.eip155!.account.status = 'connected'; d.chains.eip155!.account.address = alice; });

afterEach(() => { vi.unstubAllGlobals(); });

describe('eip155 service', () => {
  it('is provided under the "eip155" key and activated by api.require', async () => {
    const h = createPluginHarness(chainEip155Manifest);
    // api.require(eip155Service) activates the provider through 'onService:eip155'.
    expect(h.kernel.plugins.manifests().find((m) => m.id === 'chain-eip155')?.provides).toEqual(['eip155']);
    await h.kernel.plugins.activateFor('onService:eip155');
    expect(h.kernel.services.has(eip155Service)).toBe(true);
  });

  it('reads native and ERC-20 balances through a cached public client on the network rpcUrls', async () => {
    const node = fakeNode();
    vi.stubGlobal('fetch', node.fetch);
    const { svc } = await setup();
    expect(svc.publicClient(31337)).toBe(svc.publicClient('eip155:31337'));
    expect(await svc.readNativeBalance(alice, 31337)).toBe(10n ** 18n);
    expect(await svc.readErc20(token, alice, 31337)).toEqual({ decimals: 6, symbol: 'USDG', name: 'Gangway USD', balance: 1_500_000n });
    expect(new Set(node.urls)).toEqual(new Set(['http://127.0.0.1:8545/']));
    expect(svc.formatAmount(1_234_567n, 6)).toBe('1.234');
    expect(svc.parseAmount('1.5', 6)).toBe(1_500_000n);
  });

  it('uses the RPC proxy URL for a network without rpcUrls, if GET v1/supported-chains lists it; else Network not found and its alert', async () => {
    const op = { id: 10, chainNamespace: 'eip155', name: 'OP', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } };
    const api = fakeFetch({ 'GET /v1/supported-chains': { json: { http: ['eip155:10', 'not a chain', 7], ws: [] } } });
    const h = createPluginHarness(chainEip155Manifest, {
      options: { networks: [op, { ...op, id: 11, name: 'Not served' }] as never, endpoints: { rpc: 'http://127.0.0.1:8787' } },
      fetch: api.fetch,
    });
    await h.activate();
    const svc = h.service(eip155Service)!;
    // Before the list is known the proxy is tried (the first call asks for the list, once).
    expect(svc.rpcUrl(svc.network(10))).toBe('http://127.0.0.1:8787/v1/?chainId=eip155:10&projectId=test');
    await vi.waitFor(() => expect(api.calls.map((c) => c.url.pathname)).toEqual(['/v1/supported-chains']));
    await new Promise((r) => setTimeout(r, 0));
    expect(svc.rpcUrl(svc.network(10))).toBe('http://127.0.0.1:8787/v1/?chainId=eip155:10&projectId=test');
    expect(() => svc.publicClient(11)).toThrow(ERRORS.NETWORK_NOT_FOUND);
    expect(h.kernel.store.getState().alert?.kind).toBe('NETWORK_NOT_FOUND');
    expect(ALERTS.NETWORK_NOT_FOUND.shortMessage).toBe('Network Not Found');
    expect(() => svc.network(99)).toThrow(ERRORS.NETWORK_NOT_FOUND);
    expect(api.calls).toHaveLength(1);
  });

  it('never asks for the supported chains when every network has its own RPC URL', async () => {
    const node = fakeNode();
    const { h, svc } = await setup();
    vi.stubGlobal('fetch', node.fetch);
    await svc.readNativeBalance(alice, 31337);
    expect(node.urls.every((u) => !u.includes('supported-chains'))).toBe(true);
    expect(h.kernel.store.getState().alert).toBeUndefined();
  });

  it('routes requests to the connector and validates wallet answers', async () => {
    const { h, svc } = await setup({ eth_sendTransaction: hash, personal_sign: '0xdead' });
    await expect(svc.request('eth_chainId')).rejects.toThrow(ERRORS.NO_ACTIVE_ADDRESS);
    connect(h);
    await expect(svc.sendTransaction({ from: alice, to: alice, value: 1n })).resolves.toBe(hash);
    await expect(svc.signMessage('hi', alice)).rejects.toThrow('Invalid wallet response to personal_sign: Expected a signature');
    await expect(svc.request('eth_unknown')).rejects.toThrow(ERRORS.ADAPTER_NOT_FOUND);
  });
});

describe('eip155 service, per caller', () => {
  it("refuses signing and sending to a caller without 'wallet.sign', and lets reads through", async () => {
    const { h } = await setup({ eth_chainId: '0x7a69', personal_sign: `0x${'a'.repeat(130)}` });
    connect(h);
    const denied = (p: string) => Object.assign(new Error(`Plugin reader uses a service without '${p}'`), { code: 'PERMISSION_DENIED' });
    const reader = h.kernel.services.get(eip155Service, { id: 'reader', has: () => false, assert: (p) => { throw denied(p); } })!;
    expect(await reader.request('eth_chainId')).toBe('0x7a69');
    await expect(reader.signMessage('hi', alice)).rejects.toThrow("without 'wallet.sign'");
    await expect(reader.request('personal_sign', ['hi', alice])).rejects.toThrow("without 'wallet.sign'");
    await expect(reader.sendTransaction({ from: alice, to: alice })).rejects.toThrow("without 'wallet.sign'");
  });
});

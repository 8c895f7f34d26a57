import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERTS, ERRORS, definePlugin, defineManifest, PLUGIN_API_VERSION, type Network, type PluginApi } from '@gangway/kernel';
import { createPluginHarness, fakeFetch, fakeRpcNode } from '@gangway/kernel/testing';
import { testSolana, evmTestNetworks } from '@gangway/lib-wallet/testing';
import { decodeFunctionData, encodeAbiParameters, erc20Abi, type Address } from 'viem';
import { chainEip155Manifest } from './manifest';
import { eip155Service, unknownEip155Network } from '@gangway/lib-eip155';

const alice: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const hash = `0x${'cd'.repeat(32)}`;

/** The devnet node, answered by method (and by ERC-20 selector for eth_call); records the URLs and requests. */
function fakeNode() {
  const word = (types: string, v: unknown) => encodeAbiParameters([{ type: types }], [v]);
  const calls: Record<string, string> = {
    '0x313ce567': word('uint8', 6), // decimals()
    '0x95d89b41': word('string', 'USDG'), // symbol()
    '0x06fdde03': word('string', 'Gangway USD'), // name()
    '0x70a08231': word('uint256', 1_500_000n), // balanceOf(address)
  };
  const node = fakeRpcNode({
    eth_getBalance: '0xde0b6b3a7640000',
    eth_chainId: '0x7a69',
    eth_estimateGas: '0xfde8', // 65,000 gas (an ERC-20 transfer)
    eth_gasPrice: '0x77359400', // 2 gwei
    eth_call: (params: any[]) => calls[String(params?.[0]?.data).slice(0, 10)],
  });
  return { fetch: node.fetch, urls: node.urls, requests: node.calls };
}

let connectorApi: PluginApi;
/**
 * A connector stand-in answering eip155 requests with canned values (recorded), and `connect` with an
 * eip155 account on `chainId` (the wallet's chain, which the kernel adopts only when the host lists it).
 */
const fakeConnector = (answers: Record<string, unknown>, sent: { method: string; params: unknown }[] = [], chainId = 31337) => defineManifest({
  id: 'fake-connector',
  activationEvents: ['onStartup'],
  namespaces: ['eip155'],
  permissions: ['wallet.sign', 'wallet.session'],
  ...definePlugin((api) => {
    connectorApi = api;
    api.hooks.request.for('eip155').tapPromise('x', async ({ method, params }) => { sent.push({ method, params }); return answers[method]; });
    api.hooks.connect.tapPromise('x', async () => ({ namespace: 'eip155', address: alice, chainId, wallet: { name: 'Fake' } }));
  }),
  apiVersion: PLUGIN_API_VERSION,
});

async function setup(answers: Record<string, unknown> = {}, opts: { networks?: Network[]; chainId?: number } = {}) {
  const sent: { method: string; params: unknown }[] = [];
  const h = createPluginHarness(chainEip155Manifest, { fakes: [fakeConnector(answers, sent, opts.chainId)], options: { networks: opts.networks ?? evmTestNetworks } });
  await h.kernel.plugins.activate('fake-connector');
  const svc = await h.kernel.plugins.activate('chain-eip155').then(() => h.service(eip155Service)!);
  return { h, svc, sent };
}
const connect = (h: Awaited<ReturnType<typeof setup>>['h']) =>
  h.kernel.store.update((d) => { d.chains.eip155!.account.status = 'connected'; d.chains.eip155!.account.address = alice; });

afterEach(() => { vi.unstubAllGlobals(); });

describe('eip155 service', () => {
  it('is provided under the "eip155" key and activated by api.services.require', async () => {
    const h = createPluginHarness(chainEip155Manifest);
    // api.services.require(eip155Service) activates the provider through 'onService:eip155'.
    expect(h.kernel.plugins.manifests().find((m) => m.id === 'chain-eip155')?.provides).toEqual(['eip155', 'chainFamily:eip155']);
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

describe('eip155 service: gas estimate and contract write (spec §8 guards)', () => {
  it('estimates gas × gas price on the active network, from the given account', async () => {
    const node = fakeNode();
    vi.stubGlobal('fetch', node.fetch);
    const { h, svc } = await setup();
    await h.kernel.connect({ connectorId: 'fake' });
    const data = '0xa9059cbb' as const;
    expect(await svc.estimateGas({ from: alice, to: token, data })).toEqual({ gas: 65_000n, gasPrice: 2_000_000_000n, fee: 130_000_000_000_000n });
    const estimate = node.requests.find((r) => r.method === 'eth_estimateGas')!;
    expect(estimate.params[0]).toMatchObject({ from: alice, to: token, data });
    expect(node.requests.map((r) => r.method).sort()).toEqual(['eth_estimateGas', 'eth_gasPrice']);
    expect(new Set(node.urls)).toEqual(new Set(['http://127.0.0.1:8545/']));
  });

  it("'CaipNetwork is undefined': an eip155 session on a chain of a host that lists no eip155 network", async () => {
    const node = fakeNode();
    vi.stubGlobal('fetch', node.fetch);
    // A Solana-only host; the session brings an eip155 account on chain 1 (e.g. a WalletConnect wallet
    // approving eip155 beside the proposed namespaces). The kernel adopts only listed networks.
    const { h, svc } = await setup({}, { networks: [testSolana], chainId: 1 });
    await h.kernel.connect({ connectorId: 'fake' });
    const s = h.kernel.store.getState();
    expect(s.chains.eip155?.account).toMatchObject({ status: 'connected', address: alice });
    expect(s.chains.eip155?.network.caipNetwork).toBeUndefined();
    expect(s.activeCaipNetwork).toBeUndefined();
    // network() would fall back to eip155:1: the estimate must not guess the wallet's chain.
    expect(svc.network().caipNetworkId).toBe('eip155:1');
    await expect(svc.estimateGas({ from: alice, to: alice, value: 1n })).rejects.toThrow('CaipNetwork is undefined');
    await expect(svc.estimateGas({ from: alice, to: alice })).rejects.toMatchObject({ code: 'CAIP_NETWORK_UNDEFINED', message: ERRORS.CAIP_NETWORK_UNDEFINED });
    expect(node.requests).toEqual([]);
  });

  it("an estimate on a chain the host does not list (the wallet's 'Unknown Network') is 'Network not found', with no alert", async () => {
    const { h, svc } = await setup();
    await h.kernel.connect({ connectorId: 'fake' });
    // What the injected connector does when the wallet moves to chain 5 (wallet-events.ts adoptChain).
    connectorApi.adoptNetwork('eip155', unknownEip155Network(5));
    expect(h.kernel.store.getState().activeCaipNetwork?.name).toBe(ERRORS.UNKNOWN_NETWORK);
    await expect(svc.estimateGas({ from: alice, to: alice })).rejects.toThrow(ERRORS.NETWORK_NOT_FOUND);
    expect(h.kernel.store.getState().alert).toBeUndefined();
  });

  it('writes a contract: transfer(to, amount) encoded and sent from the connected address, the answer checked as a hash', async () => {
    const { h, svc, sent } = await setup({ eth_sendTransaction: hash });
    await h.kernel.connect({ connectorId: 'fake' });
    const other: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    expect(await svc.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [other, 12_500_000n] })).toBe(hash);
    const [tx] = sent.find((c) => c.method === 'eth_sendTransaction')!.params as { from: string; to: string; value?: string; data: `0x${string}` }[];
    expect(tx.from).toBe(alice);
    expect(tx.to).toBe(token);
    expect(tx.value).toBeUndefined();
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({ functionName: 'transfer', args: [other, 12_500_000n] });

    const { h: h2, svc: svc2 } = await setup({ eth_sendTransaction: '0x1234' });
    await h2.kernel.connect({ connectorId: 'fake' });
    await expect(svc2.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [other, 1n], value: 0n }))
      .rejects.toThrow('Invalid wallet response to eth_sendTransaction');
  });

  it("'CaipNetwork or CaipAddress is undefined': no connected eip155 address, or an eip155 account without a network", async () => {
    const { h, svc, sent } = await setup({ eth_sendTransaction: hash });
    const write = () => svc.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [alice, 1n] });
    // Never connected, then after a disconnect (the network stays, the address goes).
    await expect(write()).rejects.toMatchObject({ code: 'CAIP_NETWORK_OR_ADDRESS_UNDEFINED', message: 'CaipNetwork or CaipAddress is undefined' });
    await h.kernel.connect({ connectorId: 'fake' });
    await h.kernel.disconnect();
    expect(h.kernel.store.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:31337');
    await expect(write()).rejects.toThrow(ERRORS.CAIP_NETWORK_OR_ADDRESS_UNDEFINED);
    expect(sent).toEqual([]);

    // Connected, but on a chain of a host that lists no eip155 network: an address and no network.
    const other = await setup({ eth_sendTransaction: hash }, { networks: [testSolana], chainId: 1 });
    await other.h.kernel.connect({ connectorId: 'fake' });
    expect(other.h.kernel.store.getState().chains.eip155?.account.caipAddress).toBeUndefined();
    await expect(other.svc.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [alice, 1n] }))
      .rejects.toThrow('CaipNetwork or CaipAddress is undefined');
    expect(other.sent).toEqual([]);
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
    await expect(reader.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [alice, 1n] })).rejects.toThrow("without 'wallet.sign'");
  });

  it("refuses wallet_sendCalls batches to a caller without 'wallet.sign' (sendCalls, sendBatch, the raw request); capabilities and status are reads", async () => {
    const status = { status: 200, atomic: true, receipts: [{ transactionHash: hash, status: '0x1' }] };
    const { h, sent } = await setup({ wallet_getCapabilities: { '0x7a69': { atomic: { status: 'supported' } } }, wallet_getCallsStatus: status, wallet_sendCalls: { id: '0xb' } });
    connect(h);
    const reader = h.kernel.services.get(eip155Service, { id: 'reader', has: () => false, assert: (p) => { throw new Error(`without '${p}'`); } })!;
    await expect(reader.sendCalls({ calls: [{ to: alice }] })).rejects.toThrow("without 'wallet.sign'");
    await expect(reader.sendBatch({ calls: [{ to: alice }] })).rejects.toThrow("without 'wallet.sign'");
    await expect(reader.request('wallet_sendCalls', [{ calls: [{ to: alice }] }])).rejects.toThrow("without 'wallet.sign'");
    expect(await reader.atomicSupport()).toBe('supported');
    expect((await reader.getCallsStatus('0xb')).status).toBe('success');
    expect(sent.map((s) => s.method)).toEqual(['wallet_getCapabilities', 'wallet_getCallsStatus']);
    // A caller with the permission (the harness's own) sends the batch through the connector.
    const signer = h.service(eip155Service)!;
    expect(await signer.sendCalls({ calls: [{ to: alice, value: 1n }] })).toEqual({ id: '0xb' });
    expect(sent.at(-1)).toMatchObject({ method: 'wallet_sendCalls', params: [{ from: alice, chainId: '0x7a69', calls: [{ to: alice, value: '0x1' }] }] });
  });

  it('refuses a wallet method nobody listed as a read (the allow-list, not a deny-list of signing names)', async () => {
    const { h, sent } = await setup({ wallet_watchAsset: true, wallet_addEthereumChain: null });
    connect(h);
    const reader = h.kernel.services.get(eip155Service, { id: 'reader', has: () => false, assert: (p) => { throw new Error(`without '${p}'`); } })!;
    await expect(reader.request('wallet_watchAsset', { type: 'ERC20' })).rejects.toThrow("without 'wallet.sign'");
    await expect(reader.request('wallet_addEthereumChain', [{ chainId: '0x1' }])).rejects.toThrow("without 'wallet.sign'");
    expect(sent.map((s) => s.method)).not.toContain('wallet_watchAsset');
  });

  it('lets a caller without it estimate gas (a read)', async () => {
    const node = fakeNode();
    vi.stubGlobal('fetch', node.fetch);
    const { h } = await setup();
    const reader = h.kernel.services.get(eip155Service, { id: 'reader', has: () => false, assert: () => { throw new Error('denied'); } })!;
    expect((await reader.estimateGas({ from: alice, to: alice, value: 1n })).fee).toBe(130_000_000_000_000n);
  });
});

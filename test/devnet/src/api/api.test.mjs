// Every API-emulator endpoint answers per its schema (zod), plus CORS, projectId checks and faults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { evmAccounts, solanaAccounts } from '../accounts.mjs';
import { devChain } from '../evm/chains.mjs';
import { ammAbi } from '../evm/deploy.mjs';
import { getJson, startTestDevnet } from '../testing.mjs';
import * as S from './schemas.mjs';

/** @type {Awaited<ReturnType<typeof startTestDevnet>>} */ let d;
let q = '';
const api = (/** @type {string} */ path) => `${d.urls.api}${path}${path.includes('?') ? '&' : '?'}${q}`;

beforeAll(async () => {
  d = await startTestDevnet();
  q = `projectId=${d.projectId}&st=appkit&sv=html-gangway-0.1.0`;
});
afterAll(async () => d?.stop());

const me = evmAccounts[0].address;

describe('API emulator: CORS and project checks', () => {
  it('answers OPTIONS preflight with CORS headers', async () => {
    const res = await fetch(`${d.urls.api}/v1/supported-chains`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBeTruthy();
  });
  it('rejects a missing projectId with 400 and an unknown one with 403, as JSON', async () => {
    const a = await getJson(`${d.urls.api}/v1/supported-chains`);
    expect(a.status).toBe(400);
    expect(S.error.parse(a.body).message).toMatch(/projectId/);
    const b = await getJson(`${d.urls.api}/v1/supported-chains?projectId=nope`);
    expect(b.status).toBe(403);
  });
});

describe('API emulator: every endpoint per schema', () => {
  it('supported chains', async () => {
    const { body } = await getJson(api('/v1/supported-chains'));
    expect(S.supportedChains.parse(body).http).toContain('eip155:31337');
  });
  it('project config, origins, analytics config and the analytics sink', async () => {
    expect(S.config.parse((await getJson(api('/appkit/v1/config'))).body).features.map((f) => f.id)).toContain('social_login');
    expect(S.origins.parse((await getJson(api('/projects/v1/origins'))).body).allowedOrigins).toEqual(expect.arrayContaining(['http://127.0.0.1:5173', 'http://localhost:5175']));
    expect(S.analyticsConfig.parse((await getJson(api('/getAnalyticsConfig'))).body).isAnalyticsEnabled).toBe(true);
    const sent = await getJson(api('/e'), { json: { eventId: 'e1', url: 'http://127.0.0.1:5173', domain: '127.0.0.1', timestamp: Date.now(), props: { type: 'track', event: 'MODAL_OPEN' } } });
    expect(sent.status).toBe(200);
    const { body } = await getJson(`${d.urls.api}/__admin/analytics?event=MODAL_OPEN`);
    expect(body.events).toHaveLength(1);
  });
  it('admin changes a project feature', async () => {
    await getJson(`${d.urls.api}/__admin/projects/${d.projectId}`, { json: { features: { swap: false } } });
    const { body } = await getJson(api('/appkit/v1/config'));
    expect(S.config.parse(body).features.find((f) => f.id === 'swap')?.isEnabled).toBe(false);
    await getJson(`${d.urls.api}/__admin/projects/${d.projectId}`, { json: { features: { swap: true } } });
  });
  it('getWallets pages, searches, includes, excludes, filters by badge and chains', async () => {
    const page1 = S.wallets.parse((await getJson(api('/getWallets?page=1&entries=40'))).body);
    expect(page1.count).toBeGreaterThanOrEqual(300);
    expect(page1.data).toHaveLength(40);
    const page2 = S.wallets.parse((await getJson(api('/getWallets?page=2&entries=40'))).body);
    expect(page2.data[0].id).not.toBe(page1.data[0].id);
    const found = S.wallets.parse((await getJson(api('/getWallets?search=gangway%20test'))).body);
    expect(found.data.map((w) => w.rdns)).toContain('dev.gangway.testwallet');
    const names = S.wallets.parse((await getJson(api('/getWallets?search=o&entries=500'))).body).data.map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining(['Phantom', 'Solflare', 'Coinbase Wallet']));
    const phantom = page1.data.find((w) => w.name === 'Phantom');
    const incl = S.wallets.parse((await getJson(api(`/getWallets?include=${phantom?.id}`))).body);
    expect(incl.data.map((w) => w.name)).toEqual(['Phantom']);
    const excl = S.wallets.parse((await getJson(api(`/getWallets?exclude=${phantom?.id}&entries=500`))).body);
    expect(excl.data.map((w) => w.name)).not.toContain('Phantom');
    const sol = S.wallets.parse((await getJson(api('/getWallets?chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=500'))).body);
    expect(sol.data.every((w) => w.chains.some((c) => c.startsWith('solana:')))).toBe(true);
    const cert = S.wallets.parse((await getJson(api('/getWallets?badge_type=certified&entries=500'))).body);
    expect(cert.count).toBeLessThan(page1.count);
  });
  it('images are served as SVG', async () => {
    const w = S.wallets.parse((await getJson(api('/getWallets?entries=1'))).body).data[0];
    for (const path of [`/getWalletImage/${w.image_id}`, '/public/getAssetImage/6a6e6777-0000-4000-8000-000000031337', '/public/getCurrencyImage/USD', '/public/getTokenImage/USDC']) {
      const res = await fetch(api(path));
      expect(res.headers.get('content-type')).toMatch(/image\/svg/);
      expect(await res.text()).toMatch(/^<svg/);
    }
  });
  it('balance is read from chain state, with prices, and hides spam', async () => {
    const { body } = await getJson(api(`/v1/account/${me}/balance?currency=usd&chainId=eip155:31337`));
    const b = S.balance.parse(body).balances;
    const usdc = b.find((x) => x.symbol === 'USDC');
    expect(usdc?.quantity).toEqual({ decimals: '6', numeric: '100000' });
    expect(usdc?.address).toBe(`eip155:31337:${d.contracts.tokens.USDC}`);
    expect(b.find((x) => x.symbol === 'ETH')?.address).toBeUndefined();
    expect(b.find((x) => x.symbol === 'VISIT-EVIL')).toBeUndefined();
    expect(b.find((x) => x.name.includes('<img'))).toBeTruthy();
  });
  it('Solana balance: SOL and the SPL tokens the owner holds, read from LiteSVM', async () => {
    const owner = solanaAccounts[0].address;
    const { body } = await getJson(api(`/v1/account/${owner}/balance?currency=usd&chainId=solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`));
    const b = S.balance.parse(body).balances;
    expect(b.find((x) => x.symbol === 'SOL')).toMatchObject({ chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', quantity: { decimals: '9', numeric: '100' } });
    expect(b.find((x) => x.symbol === 'USDC')).toMatchObject({
      name: 'USD Coin (devnet)', address: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:GkduNMzCvQNVzoxUYpmyRfAktgJDqXL4AVSMMCX2xQmz', quantity: { decimals: '6', numeric: '1000' }, price: 1,
    });
  });
  it("the second cluster's balance is its own: listed, proxied and read from its LiteSVM", async () => {
    const T = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';
    expect((await getJson(api('/v1/supported-chains'))).body.http).toEqual(expect.arrayContaining(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', T]));
    const owner = solanaAccounts[1].address;
    const rpc = async (/** @type {string} */ url, /** @type {string} */ method, /** @type {unknown[]} */ params) => (await getJson(url, { json: { jsonrpc: '2.0', id: 1, method, params } })).body.result;
    await rpc(d.urls.solana2, 'requestAirdrop', [owner, 5_000_000_000]);
    expect(await rpc(api(`/v1/?chainId=${T}`), 'getGenesisHash', [])).toBe('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY');
    const second = S.balance.parse((await getJson(api(`/v1/account/${owner}/balance?currency=usd&chainId=${T}`))).body).balances;
    expect(second.find((x) => x.symbol === 'SOL')).toMatchObject({ chainId: T, quantity: { numeric: '105' } });
    const first = S.balance.parse((await getJson(api(`/v1/account/${owner}/balance?currency=usd&chainId=solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`))).body).balances;
    expect(first.find((x) => x.symbol === 'SOL')).toMatchObject({ quantity: { numeric: '100' } });
  });
  it('fungible price', async () => {
    const { body } = await getJson(api('/v1/fungible/price'), { json: { currency: 'usd', addresses: [`eip155:31337:${d.contracts.tokens.USDC}`], projectId: d.projectId } });
    expect(S.price.parse(body).fungibles[0].price).toBe(1);
  });
  it('history is indexed from blocks, pages with a cursor and flags spam', async () => {
    const first = S.history.parse((await getJson(api(`/v1/account/${me}/history?chainId=eip155:31337&limit=2`))).body);
    expect(first.data).toHaveLength(2);
    expect(first.next).toBeTruthy();
    const all = [...first.data];
    let next = first.next;
    while (next) {
      const page = S.history.parse((await getJson(api(`/v1/account/${me}/history?chainId=eip155:31337&limit=2&cursor=${next}`))).body);
      all.push(...page.data);
      next = page.next;
    }
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    expect(all.some((t) => t.transfers.some((x) => x.nft_info?.flags.is_spam))).toBe(true);
    expect(all.some((t) => t.transfers.some((x) => x.fungible_info?.symbol === 'USDC'))).toBe(true);
  });
  it('identity', async () => {
    expect(S.identity.parse((await getJson(api(`/v1/identity/${me}`))).body)).toEqual({ name: null, avatar: null });
  });
  it('on-ramp options, quote and URL generator (the checkout really funds)', async () => {
    S.onrampOptions.parse((await getJson(api('/v1/onramp/options'))).body);
    S.onrampQuote.parse((await getJson(api('/v1/onramp/quote'), { json: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: 100, network: 'devnet-31337' } })).body);
    const { body } = await getJson(api('/v1/generators/onrampurl'), { json: { destinationWallets: [{ address: evmAccounts[5].address, blockchains: ['eip155:31337'] }], partnerUserId: evmAccounts[5].address, presetFiatAmount: 100 } });
    const url = S.onrampUrl.parse(body).url;
    const order = new URL(url).searchParams.get('order');
    const done = await getJson(`${d.urls.api}/__onramp/complete?order=${order}`, { method: 'POST' });
    expect(done.body.status).toBe('completed');
  });
  it('sessions list and revoke (signature checked)', async () => {
    const acct = `eip155:31337:${me}`;
    const s = (await getJson(`${d.urls.api}/__admin/sessions`, { json: { account: acct } })).body;
    expect(S.sessions.parse((await getJson(api(`/v1/sessions/${acct}`))).body).pcis).toHaveLength(1);
    const bad = await getJson(api(`/v1/sessions/${acct}/revoke`), { json: { pci: s.pci, signature: '0x1234' } });
    expect(bad.status).toBe(401);
    const signature = await privateKeyToAccount(evmAccounts[0].privateKey).signMessage({ message: s.pci });
    const ok = await getJson(api(`/v1/sessions/${acct}/revoke`), { json: { pci: s.pci, signature } });
    expect(ok.body.success).toBe(true);
  });
  it('chain-node proxy forwards JSON-RPC to the right chain', async () => {
    for (const [chainId, want] of [['eip155:31337', '0x7a69'], ['eip155:31338', '0x7a6a']]) {
      const { body } = await getJson(api(`/v1/?chainId=${chainId}`), { json: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] } });
      expect(body.result).toBe(want);
    }
  });
});

describe('API emulator: names', () => {
  it('registers a name with a verified signature, persists it, resolves and reverse-resolves it', async () => {
    const acct = privateKeyToAccount(evmAccounts[2].privateKey);
    const message = JSON.stringify({ name: 'devnet-alice.reown.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
    const forged = await privateKeyToAccount(evmAccounts[3].privateKey).signMessage({ message });
    const bad = await getJson(api('/v1/profile/account'), { json: { coin_type: 60, address: acct.address, message, signature: forged } });
    expect(bad.status).toBe(401);
    expect(bad.body.reasons[0].description).toMatch(/signature/i);
    const signature = await acct.signMessage({ message });
    const ok = await getJson(api('/v1/profile/account'), { json: { coin_type: 60, address: acct.address, message, signature } });
    expect(S.profile.parse(ok.body).name).toBe('devnet-alice.reown.id');
    const again = await getJson(api('/v1/profile/account'), { json: { coin_type: 60, address: acct.address, message, signature } });
    expect(again.status).toBe(400);
    expect(S.profile.parse((await getJson(api('/v1/profile/account/devnet-alice.reown.id'))).body).addresses['60'].address).toBe(acct.address);
    expect((await getJson(api(`/v1/profile/reverse/${acct.address}?apiVersion=2`))).body[0].name).toBe('devnet-alice.reown.id');
    expect((await getJson(api(`/v1/identity/${acct.address}`))).body.name).toBe('devnet-alice.reown.id');
    const sugg = S.suggestions.parse((await getJson(api('/v1/profile/suggestions/devnet-alice?zone=reown.id'))).body);
    expect(sugg.suggestions.find((s) => s.name === 'devnet-alice.reown.id')?.registered).toBe(true);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(`${d.dataDir}/names.json`, 'utf8')).toContain('devnet-alice.reown.id');
  });
});

describe('API emulator: swaps on the local AMM', () => {
  const plain = (/** @type {string} */ caip10) => /** @type {`0x${string}`} */ (caip10.split(':')[2]);
  it('quotes, approves and executes a USDC -> DAI swap built by the API', async () => {
    const user = privateKeyToAccount(evmAccounts[4].privateKey);
    const chain = devChain(31337, 'devnet', d.urls.evm);
    const wallet = createWalletClient({ account: user, chain, transport: http(d.urls.evm) });
    const from = `eip155:31337:${d.contracts.tokens.USDC}`;
    const to = `eip155:31337:${d.contracts.tokens.DAI}`;
    const tokens = S.swapTokens.parse((await getJson(api('/v1/convert/tokens?chainId=eip155:31337'))).body).tokens;
    expect(tokens.map((t) => t.symbol)).toEqual(expect.arrayContaining(['ETH', 'USDC', 'DAI']));
    S.gasPrice.parse((await getJson(api('/v1/convert/gas-price?chainId=eip155:31337'))).body);
    const noGas = await getJson(api('/v1/convert/gas-price?chainId=eip155:999'));
    expect([noGas.status, noGas.body.reasons[0].description]).toEqual([400, 'Conversion parameter error: Chain ID eip155:999 is not supported']);
    const noTokens = await getJson(api('/v1/convert/tokens?chainId=eip155:999'));
    expect([noTokens.status, noTokens.body.reasons[0].description]).toEqual([400, 'Conversion parameter error: Chain ID eip155:999 is not supported']);
    const amount = parseUnits('100', 6).toString();
    const quote = S.quotes.parse((await getJson(api(`/v1/convert/quotes?amount=${amount}&userAddress=eip155:31337:${user.address}&from=${from}&to=${to}&gasPrice=1`))).body).quotes[0];
    expect(BigInt(quote.toAmount)).toBeGreaterThan(parseUnits('99', 18));
    expect(S.allowance.parse((await getJson(api(`/v1/convert/allowance?tokenAddress=${from}&userAddress=eip155:31337:${user.address}`))).body).allowance).toBe('0');
    // build-approve builds the approval for its `to` token (one_inch.rs:486-488): the token sold, here.
    const approve = S.builtApprove.parse((await getJson(api(`/v1/convert/build-approve?from=${from}&to=${from}&amount=${amount}`))).body).tx;
    // A wallet's sendTransaction gives the hash, not the receipt: read the allowance once it is mined.
    await createPublicClient({ chain, transport: http(d.urls.evm) }).waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: plain(approve.to), data: approve.data }) });
    expect(S.allowance.parse((await getJson(api(`/v1/convert/allowance?tokenAddress=${from}&userAddress=eip155:31337:${user.address}`))).body).allowance).toBe(amount);
    const built = S.builtTx.parse((await getJson(api('/v1/convert/build-transaction'), { json: { amount, eip155: { slippage: 1 }, projectId: d.projectId, from, to, userAddress: `eip155:31337:${user.address}`, disableEstimate: true } })).body).tx;
    const before = S.balance.parse((await getJson(api(`/v1/account/${user.address}/balance?currency=usd&chainId=eip155:31337`))).body).balances.find((b) => b.symbol === 'DAI');
    const hash = await wallet.sendTransaction({ to: plain(built.to), data: built.data });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await createPublicClient({ chain, transport: http(d.urls.evm) }).waitForTransactionReceipt({ hash });
    const after = S.balance.parse((await getJson(api(`/v1/account/${user.address}/balance?currency=usd&chainId=eip155:31337`))).body).balances.find((b) => b.symbol === 'DAI');
    expect(Number(after?.quantity.numeric) - Number(before?.quantity.numeric)).toBeCloseTo(Number(BigInt(quote.toAmount) / 10n ** 12n) / 1e6, 3);
    const hist = S.history.parse((await getJson(api(`/v1/account/${user.address}/history?chainId=eip155:31337`))).body);
    expect(hist.data[0].id).toBe(hash);
    expect(hist.data[0].metadata.operationType).toBe('trade');
  });
});

describe('API emulator: swap payouts and NFTs', () => {
  it('history shows the ETH an AMM swap pays out (an internal call, from the Swap event)', async () => {
    const user = privateKeyToAccount(evmAccounts[3].privateKey);
    const chain = devChain(31337, 'devnet', d.urls.evm);
    const wallet = createWalletClient({ account: user, chain, transport: http(d.urls.evm) });
    const pub = createPublicClient({ chain, transport: http(d.urls.evm) });
    const usdc = d.contracts.tokens.USDC;
    await pub.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: usdc, abi: erc20Abi, functionName: 'approve', args: [d.contracts.amm, parseUnits('300', 6)] }) });
    const hash = await wallet.writeContract({ address: d.contracts.amm, abi: ammAbi, functionName: 'swap', args: [usdc, d.contracts.native, parseUnits('300', 6), 0n, user.address] });
    await pub.waitForTransactionReceipt({ hash });
    const hist = S.history.parse((await getJson(api(`/v1/account/${user.address}/history?chainId=eip155:31337`))).body);
    const swap = hist.data.find((t) => t.id === hash);
    expect(swap?.metadata.operationType).toBe('trade');
    const eth = swap?.transfers.find((t) => t.fungible_info?.symbol === 'ETH');
    expect(eth?.direction).toBe('in');
    expect(Number(eth?.quantity.numeric)).toBeGreaterThan(0.09);
    expect(swap?.transfers.find((t) => t.fungible_info?.symbol === 'USDC')?.direction).toBe('out');
  });
  it('lists the ERC-721 and ERC-1155 tokens an address holds, with on-chain metadata (hostile ones as data)', async () => {
    const body = S.nfts.parse((await getJson(api(`/v1/account/${me}/nfts?chainId=eip155:31337`))).body);
    const names = body.data.map((n) => `${n.standard}:${n.tokenId}:${n.name}`);
    expect(names).toEqual(expect.arrayContaining(['ERC721:1:Pass #1', 'ERC721:2:Pass #2', 'ERC1155:1:Early Badge']));
    expect(body.data.find((n) => n.tokenId === '666')?.imageUrl).toBe('javascript:alert(1)');
    expect(body.data.find((n) => n.standard === 'ERC1155')?.amount).toBe('3');
    expect(body.data.every((n) => n.collection.name.startsWith('Gangway'))).toBe(true);
    const other = S.nfts.parse((await getJson(api(`/v1/account/${evmAccounts[1].address}/nfts`))).body);
    // No chainId: every devnet chain (both have the same collections).
    expect(other.data.map((n) => `${n.chainId}/${n.tokenId}`).sort()).toEqual(['eip155:31337/1', 'eip155:31337/3', 'eip155:31338/1', 'eip155:31338/3']);
    expect((await getJson(api('/v1/account/nope/nfts'))).status).toBe(400);
  });
  it('history shows NFT mints with nft_info', async () => {
    const hist = S.history.parse((await getJson(api(`/v1/account/${evmAccounts[1].address}/history?chainId=eip155:31337&limit=100`))).body);
    expect(hist.data.some((t) => t.transfers.some((x) => x.nft_info?.name === 'Pass #3' && x.direction === 'in'))).toBe(true);
  });
});

describe('API emulator: fault injection', () => {
  it('injects a status, a malformed body and a delay per endpoint, then clears them', async () => {
    const path = `/v1/account/${me}/balance?currency=usd&chainId=eip155:31337`;
    const f = await getJson(`${d.urls.api}/__admin/faults`, { json: { path: '/v1/account/:address/balance', status: 503 } });
    expect(f.body.fault.id).toBeGreaterThan(0);
    expect((await getJson(api(path))).status).toBe(503);
    expect((await getJson(api('/v1/supported-chains'))).status).toBe(200);
    await getJson(`${d.urls.api}/__admin/faults`, { method: 'DELETE' });
    await getJson(`${d.urls.api}/__admin/faults`, { json: { path: '/v1/account/*/balance', malformed: true, times: 1 } });
    const broken = await fetch(api(path));
    expect(broken.status).toBe(200);
    await expect(broken.json()).rejects.toThrow();
    expect((await getJson(api(path))).status).toBe(200); // times: 1 — cleared after one hit
    await getJson(`${d.urls.api}/__admin/faults`, { json: { path: '/getWallets', delayMs: 300 } });
    const slow = await getJson(api('/getWallets?entries=1'));
    expect(slow.status).toBe(200);
    expect((await getJson(`${d.urls.api}/__admin/faults`)).body.faults).toHaveLength(1);
    await getJson(`${d.urls.api}/__admin/faults`, { method: 'DELETE' });
    expect((await getJson(`${d.urls.api}/__admin/faults`)).body.faults).toHaveLength(0);
  });
  it('reports every component on the health endpoint', async () => {
    const { body } = await getJson(d.urls.health);
    expect(body.ok).toBe(true);
    expect(Object.keys(body.components).sort()).toEqual(['api', 'esplora', 'esplora2', 'evm', 'evm2', 'frame', 'relay', 'solana', 'solana2']);
  });
});

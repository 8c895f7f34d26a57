/**
 * Every API answer of spec §7 the widget reads (and the NFTs endpoint of docs/account.md): a body
 * parses into values the views can show, or the call fails with a GangwayError (the plugin maps it
 * to its catalogue toast) — never an exception of another kind, never a value outside the schema.
 */
import { describe, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import type { Network } from '../../kernel/src/index';
import { createStorage, memoryBackend } from '../../kernel/src/storage/storage';
import { createCaches } from '../../kernel/src/storage/cache';
import { fetchTokenBalances } from '../../libs/wallet/src/balances';
import { TokenBalanceSchema, MAX_TOKEN_DECIMALS } from '../../libs/wallet/src/schemas';
import { fetchHistoryPage } from '../../plugins/activity/src/controller';
import { WalletPageSchema } from '../../plugins/all-wallets/src/schema';
import { createIdentityLookup } from '../../plugins/identity/src/lookup';
import { fetchNfts } from '../../plugins/nfts/src/fetch-nfts';
import { OptionsSchema as OnrampOptionsSchema, QuoteSchema, UrlResponseSchema } from '../../plugins/onramp/src/schemas';
import { createSwapApi } from '../../plugins/swaps/src/swap-api';
import { quantity } from '../../plugins/swaps/src/schemas';
import { isSafeAppLink } from '../../libs/wallet/src/app-links';
import { safeImageUrl } from '../../libs/images/src/safe-url';
import { fetchSupportedChains } from '../../plugins/chain-eip155/src/supported-chains';
import { check, fuzzBoundary } from './boundary';
import { checkNavigationUrl } from '../../libs/wallet/src/navigation';
import { clientAnswering, httpAnswer } from './http-answers';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const network = { id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } } as Network;
const memoryCaches = () => createCaches(createStorage(memoryBackend()));
const noop = { call() {} };

describe('API responses', () => {
  it('fuzz: balance', async () => {
    const sample = { balances: [{ name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: `eip155:1:${TOKEN}`, value: 1.5, price: 1, iconUrl: 'https://x.example/usdc.png', quantity: { decimals: '6', numeric: '1.5' } }] };
    await fuzzBoundary('api: balance', httpAnswer(sample), async (answer) => {
      const http = clientAnswering(answer);
      const list = await fetchTokenBalances({ request: async () => undefined, http, cache: memoryCaches() }, { address: ADDRESS, network, forceUpdate: true });
      for (const b of list) {
        check(TokenBalanceSchema.safeParse(b).success, 'a balance passes its schema');
        check(Number(b.quantity.decimals) <= MAX_TOKEN_DECIMALS && b.quantity.decimals !== '0', 'decimals 1..36');
      }
      return 'parsed' as const;
    });
  });

  it('fuzz: history', async () => {
    const tx = {
      id: 't1', metadata: { minedAt: '2026-01-01T00:00:00Z', chain: 'eip155:1', operationType: 'send', status: 'confirmed', sentFrom: ADDRESS, sentTo: TOKEN, hash: '0x' + 'a'.repeat(64) },
      transfers: [{ direction: 'out', sender: ADDRESS, recipient: TOKEN, quantity: { numeric: '1.5' }, fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://x.example/i.png' } } },
        { direction: 'in', quantity: { numeric: '1' }, nft_info: { name: 'Punk', flags: { is_spam: false }, content: { preview: { url: 'https://x.example/p.png' } } } }],
    };
    await fuzzBoundary('api: history', httpAnswer({ data: [tx, { ...tx, id: 't2' }], next: 'c2' }), async (answer) => {
      const page = await fetchHistoryPage(clientAnswering(answer) as never, { address: ADDRESS, caipNetworkId: 'eip155:1' });
      check(Array.isArray(page.rows) && page.dropped >= 0, 'rows and a drop count');
      check(page.next === undefined || typeof page.next === 'string', 'a string cursor');
      return 'parsed' as const;
    });
  });

  it('fuzz: wallet registry page', async () => {
    const w = { id: 'mm', name: 'MetaMask', image_id: 'img', rdns: 'io.metamask', chains: ['eip155:1'], mobile_link: 'metamask://', desktop_link: null, webapp_link: 'https://metamask.io', homepage: 'https://metamask.io', badge_type: 'certified' };
    await fuzzBoundary('api: wallets (getWallets)', httpAnswer({ count: 1, data: [w] }), async (answer) => {
      const page = await clientAnswering(answer).get('walletServices', '/getWallets', { schema: WalletPageSchema });
      for (const l of page.data) for (const link of [l.mobile_link, l.desktop_link, l.webapp_link, l.homepage]) check(link == null || isSafeAppLink(link), 'only safe links kept');
      return 'parsed' as const;
    });
  });

  it('fuzz: identity and reverse names', async () => {
    const idSample = { name: 'alice.reown.id', avatar: 'https://x.example/a.png' };
    const revSample = [{ name: 'alice.reown.id' }];
    await fuzzBoundary('api: identity + profile/reverse', fc.tuple(httpAnswer(idSample), httpAnswer(revSample)), async ([a, b]) => {
      const http = clientAnswering((p) => (p.includes('/identity/') ? a : b));
      const lookup = createIdentityLookup({ http, storage: { cache: memoryCaches() }, hooks: { error: noop } } as never);
      const id = await lookup.lookup(ADDRESS);
      check(id.name === null || (typeof id.name === 'string' && id.name.length <= 64 && id.name.trim() === id.name), 'a bounded trimmed name');
      check(id.avatar === null || safeImageUrl(id.avatar) === id.avatar, 'an avatar is a safe image URL');
      return id.name ? 'parsed' as const : 'refused' as const;
    });
  });

  it('fuzz: NFTs', async () => {
    const nft = { chainId: 'eip155:1', contract: TOKEN, tokenId: '1', standard: 'ERC721', amount: '1', name: 'Punk', description: 'd', imageUrl: 'https://x.example/n.png', collection: { name: 'Punks' } };
    await fuzzBoundary('api: nfts', httpAnswer({ data: [nft, { ...nft, tokenId: '2', standard: 'ERC1155' }], next: null }), async (answer) => {
      const list = await fetchNfts(clientAnswering(answer) as never, ADDRESS, 'eip155:1');
      for (const n of list) check(n.chainId === 'eip155:1' && /^\d+$/.test(n.tokenId) && typeof n.name === 'string', 'an NFT of this chain with a name');
      return 'parsed' as const;
    });
  });

  it('fuzz: on-ramp options, quote, checkout URL', async () => {
    const options = { paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '7500' }] }], purchaseCurrencies: [{ id: 'eth', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1' }] }] };
    const money = { value: '10.5', currency: 'USD' };
    const quote = { paymentTotal: money, paymentSubtotal: money, purchaseAmount: { value: '0.01', currency: 'ETH' }, coinbaseFee: money, networkFee: money };
    await fuzzBoundary('api: onramp', fc.tuple(httpAnswer(options), httpAnswer(quote), httpAnswer({ url: 'https://pay.example/?a=1' })), async ([o, q, u]) => {
      let parsed = 0;
      for (const [answer, schema, path] of [[o, OnrampOptionsSchema, '/v1/onramp/options'], [q, QuoteSchema, '/v1/onramp/quote'], [u, UrlResponseSchema, '/v1/generators/onrampurl']] as const) {
        try {
          const r = await clientAnswering(answer).post('api', path, { schema: schema as z.ZodMiniType });
          // The checkout URL then passes the navigation check before the window goes there (onramp-flow.ts).
          if (path.endsWith('onrampurl')) check(new URL(checkNavigationUrl((r as { url: string }).url)).protocol === 'https:', 'the checkout URL navigated to is https');
          parsed += 1;
        } catch (e) {
          if ((e as Error).name !== 'GangwayError') throw e;
        }
      }
      return parsed ? 'parsed' as const : 'refused' as const;
    });
  });

  it('fuzz: swaps (tokens, prices, gas, quotes, build-approve, build-transaction)', async () => {
    const samples = {
      tokens: { tokens: [{ name: 'USD Coin', symbol: 'USDC', address: `eip155:1:${TOKEN}`, decimals: 6, logoUri: null }] },
      prices: { fungibles: [{ address: `eip155:1:${TOKEN}`, symbol: 'USDC', price: 1 }] },
      gas: { standard: '1', fast: '2', instant: '3' },
      quotes: { quotes: [{ fromAmount: '1000000', toAmount: '500000000000000' }] },
      approve: { tx: { from: `eip155:1:${TOKEN}`, to: `eip155:1:${TOKEN}`, data: '0x095ea7b3', value: '0', eip155: { gasPrice: '1' } } },
      build: { tx: { from: `eip155:1:${ADDRESS}`, to: `eip155:1:${TOKEN}`, data: '0x', amount: '1', eip155: { gas: '21000', gasPrice: '1' } } },
    };
    const which = fc.constantFrom(...(Object.keys(samples) as (keyof typeof samples)[]));
    await fuzzBoundary('api: swaps', which.chain((k) => fc.tuple(fc.constant(k), httpAnswer(samples[k]))), async ([k, answer]) => {
      const api = createSwapApi(clientAnswering(answer), 'p1');
      const q = { amount: '1', userAddress: ADDRESS, from: `eip155:1:${TOKEN}`, to: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', gasPrice: '1' };
      if (k === 'tokens') (await api.tokens('eip155:1')).tokens.forEach((t) => check(t.decimals >= 0 && t.decimals <= 36, 'decimals 0..36'));
      else if (k === 'prices') (await api.prices([TOKEN])).fungibles.forEach((f) => check(f.price >= 0, 'a price ≥ 0'));
      else if (k === 'gas') { const g = await api.gasPrice('eip155:1'); check(quantity(g.fast) >= 0n, 'gas price'); }
      else if (k === 'quotes') (await api.quotes(q)).quotes.forEach((x) => check(quantity(x.toAmount) >= 0n && quantity(x.fromAmount) >= 0n, 'amounts'));
      else if (k === 'approve') { const { tx } = await api.buildApprove({ token: q.from, amount: 1n }); check(quantity(tx.value) >= 0n, 'value'); }
      else { const { tx } = await api.buildTransaction({ amount: '1', from: q.from, to: q.to, userAddress: ADDRESS }); check(quantity(tx.value) >= 0n && quantity(tx.amount) >= 0n, 'value'); }
      return 'parsed' as const;
    });
  });

  it('fuzz: supported chains', async () => {
    await fuzzBoundary('api: supported-chains', httpAnswer({ http: ['eip155:1', 'eip155:10'], ws: ['eip155:1'] }), async (answer) => {
      const chains = await fetchSupportedChains(clientAnswering(answer) as never);
      check(chains.http.every((c) => /^eip155:\d+$|^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(c)), 'CAIP-2 ids only');
      return 'parsed' as const;
    });
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPluginHarness, fakeFetch, type FakeFetchCall } from '@gangway/kernel/testing';
import { TEST_ADDRESS, createFakeWallet, testDevnet, testMainnet, testSolana } from '@gangway/lib-wallet/testing';
import { onrampManifest } from './manifest';
import { PROVIDERS, QUOTE_DEBOUNCE_MS, cardPayChainName } from './constants';
import { FALLBACK_OPTIONS, fallbackOptionsFor } from './fallback';
import { UNSAFE_URL_MESSAGE } from '@gangway/lib-wallet/navigation';
import { MELD_PUBLIC_KEY } from './meld';
import { onrampSliceKey } from './slice';

type Routes = Parameters<typeof fakeFetch>[0];
const LIMITS = [{ id: 'card', min: '10', max: '7500' }, { id: 'ACH_BANK_ACCOUNT', min: '10', max: '25000' }];
const OPTIONS = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: LIMITS }, { id: 'EUR', payment_method_limits: LIMITS }],
  purchaseCurrencies: [
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'base' }] },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }] },
  ],
};
const quoteOf = (c: FakeFetchCall) => {
  const { amount, paymentCurrency, purchaseCurrency } = c.body as { amount: string; paymentCurrency: string; purchaseCurrency: string };
  const total = Number(amount);
  return { json: { paymentTotal: { value: total.toFixed(2), currency: paymentCurrency }, purchaseAmount: { value: ((total - 2) / 3000).toFixed(6), currency: purchaseCurrency }, coinbaseFee: { value: '1.50', currency: paymentCurrency }, networkFee: { value: '0.50', currency: paymentCurrency } } };
};

async function setup(routes: Routes = {}, features: Record<string, unknown> = {}) {
  const wallet = createFakeWallet({});
  const ff = fakeFetch({
    'GET /v1/onramp/options': { json: OPTIONS },
    'POST /v1/onramp/quote': quoteOf,
    'POST /v1/generators/onrampurl': { json: { url: 'https://pay.example.com/checkout?order=1' } },
    ...routes,
  });
  const h = createPluginHarness(onrampManifest, { fakes: [wallet.plugin], fetch: ff.fetch, features, options: { networks: [testDevnet, testMainnet, testSolana] } });
  await h.kernel.connect({ connectorId: 'fake' });
  await h.renderView('OnRamp');
  return { h, ff };
}
const amount = (v: string) => fireEvent.change(screen.getByTestId('onramp-amount'), { target: { value: v } });

afterEach(() => { cleanup(); vi.restoreAllMocks(); });

describe('On-ramp view', () => {
  it('card-pay chain names with fallback ethereum (spec §9)', () => {
    expect(cardPayChainName({ chainNamespace: 'eip155', id: 8453 })).toBe('base');
    expect(cardPayChainName({ chainNamespace: 'eip155', id: 43114 })).toBe('avalanche-c-chain');
    expect(cardPayChainName({ chainNamespace: 'eip155', id: 31337 })).toBe('ethereum');
    expect(cardPayChainName({ chainNamespace: 'solana', id: 'devnet' })).toBe('solana');
  });

  it('options, then a quote for the amount (debounced) with the chain name as network', async () => {
    const { h, ff } = await setup();
    expect((await screen.findByTestId('onramp-quote-amount')).textContent).toBe('You get ≈ 0.032667 ETH');
    expect(h.slice(onrampSliceKey).purchase).toBe('ETH');
    expect(screen.getByTestId('onramp-limits').textContent).toBe('Limits: 10 – 7,500 USD');
    amount('3002');
    await waitFor(() => expect(screen.getByTestId('onramp-quote-amount').textContent).toBe('You get ≈ 1.000000 ETH'));
    const bodies = ff.calls.filter((c) => c.url.pathname === '/v1/onramp/quote').map((c) => c.body);
    expect(bodies.at(-1)).toEqual({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '3002', network: 'ethereum' });
    expect(screen.queryByTestId('onramp-fallback-options')).toBeNull();
  });

  it('the two providers with their 1–2 % fee ranges; only Meld on solana (as AppKit); only the enabled ones', async () => {
    await setup();
    await screen.findByTestId('onramp-quote-amount');
    expect(screen.getByTestId('onramp-provider-meld').textContent?.trim()).toBe('Meld · fee 1–2% ≈ 1.00–2.00 USD');
    expect(screen.getByTestId('onramp-provider-coinbase').textContent?.trim()).toBe('Coinbase · fee 1–2% ≈ 1.00–2.00 USD');
    // Spec §9: both on eip155, one also on solana.
    expect(PROVIDERS.filter((p) => p.namespaces.includes('solana')).map((p) => p.id)).toEqual(['meld']);
    cleanup();
    await setup({}, { onramp: ['meld'] });
    await screen.findByTestId('onramp-quote-amount');
    expect(screen.queryByTestId('onramp-provider-coinbase')).toBeNull();
  });

  it('enforces the limits of the currency and method with a clear message, and asks no quote outside them', async () => {
    const { ff } = await setup();
    await screen.findByTestId('onramp-quote-amount');
    const quotes = () => ff.calls.filter((c) => c.url.pathname === '/v1/onramp/quote').length;
    const before = quotes();
    amount('9');
    expect((await screen.findByTestId('onramp-limit-error')).textContent).toBe('The minimum by Card is 10 USD');
    amount('7500.01');
    await waitFor(() => expect(screen.getByTestId('onramp-limit-error').textContent).toBe('The maximum by Card is 7500 USD'));
    expect((screen.getByTestId('onramp-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('onramp-method'), { target: { value: 'ACH_BANK_ACCOUNT' } });
    await waitFor(() => expect(screen.queryByTestId('onramp-limit-error')).toBeNull());
    expect(screen.getByTestId('onramp-limits').textContent).toBe('Limits: 10 – 25,000 USD');
    // Within the bank limits, 7,500.01 is quoted.
    await waitFor(() => expect(screen.getByTestId('onramp-quote-amount').textContent).toBe('You get ≈ 2.499337 ETH'));
    amount('25001');
    await waitFor(() => expect(screen.getByTestId('onramp-limit-error').textContent).toBe('The maximum by Bank account is 25000 USD'));
    // Past the quote's debounce on a clock of our own (not a sleep): still no quote for a non-amount.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      amount('abc');
      expect(screen.getByTestId('onramp-limit-error').textContent).toBe('Enter an amount');
      await act(async () => { await vi.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS * 2); });
    } finally { vi.useRealTimers(); }
    expect(quotes()).toBe(before + 1);
  });

  it('Meld opens as AppKit opens it: its page with the key, currency, wallet and project, no server call; plus the amount', async () => {
    const win = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { ff } = await setup();
    await screen.findByTestId('onramp-quote-amount');
    amount('25.50');
    await waitFor(() => expect(screen.getByTestId('onramp-quote-amount').textContent).toMatch(/ETH/));
    fireEvent.click(screen.getByTestId('onramp-submit'));
    await waitFor(() => expect(win.location.href).not.toBe(''));
    const url = new URL(win.location.href);
    expect(url.origin).toBe('https://meldcrypto.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: MELD_PUBLIC_KEY, destinationCurrencyCode: 'ETH', walletAddress: TEST_ADDRESS, externalCustomerId: 'test', sourceAmount: '25.50', sourceCurrencyCode: 'USD',
    });
    expect(ff.calls.some((c) => c.url.pathname === '/v1/generators/onrampurl')).toBe(false);
  });

  it('Coinbase: the generator with whole preset amounts only (a fraction is a 400 there), in a new window', async () => {
    const win = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { ff } = await setup();
    await screen.findByTestId('onramp-quote-amount');
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase').querySelector('input')!);
    amount('25.50');
    await waitFor(() => expect(screen.getByTestId('onramp-quote-amount').textContent).toMatch(/ETH/));
    fireEvent.click(screen.getByTestId('onramp-submit'));
    await waitFor(() => expect(win.location.href).toBe('https://pay.example.com/checkout?order=1'));
    expect(ff.calls.find((c) => c.url.pathname === '/v1/generators/onrampurl')!.body).toEqual({
      destinationWallets: [{ address: TEST_ADDRESS, blockchains: ['ethereum'], assets: ['ETH'] }],
      defaultNetwork: 'ethereum', partnerUserId: TEST_ADDRESS, defaultExperience: 'buy',
    });
  });

  it('opens the provider URL from the generator in a new window, with the wallet, chain and amounts', async () => {
    const win = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { ff, h } = await setup();
    await screen.findByTestId('onramp-quote-amount');
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase').querySelector('input')!);
    fireEvent.click(screen.getByTestId('onramp-submit'));
    await waitFor(() => expect(win.location.href).toBe('https://pay.example.com/checkout?order=1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    expect(ff.calls.find((c) => c.url.pathname === '/v1/generators/onrampurl')!.body).toEqual({
      destinationWallets: [{ address: TEST_ADDRESS, blockchains: ['ethereum'], assets: ['ETH'] }],
      defaultNetwork: 'ethereum', partnerUserId: TEST_ADDRESS, defaultExperience: 'buy', presetFiatAmount: 100,
    });
    expect(screen.getByTestId('onramp-opened').getAttribute('data-url')).toBe('https://pay.example.com/checkout?order=1');
    expect(h.slice(onrampSliceKey).opening).toBe(false);
  });

  for (const hostile of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'http://pay.example.com/checkout?order=1']) {
    it(`a hostile checkout URL (${hostile.slice(0, 11)}) is refused by the URL check and the pending window closed`, async () => {
      const win = { opener: {}, location: { href: '' }, close: vi.fn() };
      vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
      await setup({ 'POST /v1/generators/onrampurl': { json: { url: hostile } } });
      await screen.findByTestId('onramp-quote-amount');
      fireEvent.click(screen.getByTestId('onramp-provider-coinbase').querySelector('input')!);
      fireEvent.click(screen.getByTestId('onramp-submit'));
      expect((await screen.findByTestId('onramp-error')).textContent).toBe(UNSAFE_URL_MESSAGE);
      expect(win.close).toHaveBeenCalled();
      expect(win.location.href).toBe('');
    });
  }

  it('the service down: built-in options and quote, labelled', async () => {
    const { h } = await setup({ 'GET /v1/onramp/options': { status: 503, json: {} }, 'POST /v1/onramp/quote': { status: 503, json: {} } });
    expect((await screen.findByTestId('onramp-fallback-options')).textContent).toBe('The on-ramp service is unavailable: showing built-in currencies and limits.');
    expect((await screen.findByTestId('onramp-fallback-quote')).textContent).toMatch(/built-in data/);
    expect(h.slice(onrampSliceKey).options).toEqual(fallbackOptionsFor('ethereum'));
    // Only the coins of the EVM account's chain: no SOL for an 0x address (issue 36).
    expect([...(screen.getByTestId('onramp-purchase') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['ETH', 'USDC']);
    expect(screen.getByTestId('onramp-limits').textContent).toBe('Limits: 10 – 7,500 USD');
    expect([...(screen.getByTestId('onramp-currency') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['USD', 'EUR']);
    expect(screen.queryByTestId('onramp-quote')).toBeNull();
  });

  it('the built-in list offers each account only the coins of its own chain (issue 36)', () => {
    const ids = (chain: string) => fallbackOptionsFor(chain).purchaseCurrencies.map((c) => c.id);
    expect(ids('ethereum')).toEqual(['ETH', 'USDC']);
    expect(ids('polygon')).toEqual(['USDC']);
    expect(ids('solana')).toEqual(['USDC', 'SOL']);
    // The limits stay those of spec §9.
    expect(fallbackOptionsFor('solana').paymentCurrencies).toEqual(FALLBACK_OPTIONS.paymentCurrencies);
  });

  it('the service down at checkout: Coinbase without SOL for an 0x address, and the failure in catalogue words', async () => {
    const win = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { h, ff } = await setup({ 'GET /v1/onramp/options': { status: 500, text: 'boom' }, 'POST /v1/onramp/quote': { status: 500, text: 'boom' }, 'POST /v1/generators/onrampurl': { status: 500, text: 'boom' } });
    const seen: string[] = [];
    h.kernel.hooks.error.tap('test', ({ error }) => { seen.push((error as Error).message); });
    await screen.findByTestId('onramp-fallback-quote');
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase').querySelector('input')!);
    await screen.findByTestId('onramp-fallback-quote');
    fireEvent.click(screen.getByTestId('onramp-submit'));
    expect((await screen.findByTestId('onramp-error')).textContent).toBe('Something went wrong');
    expect(seen).toContain('POST /v1/generators/onrampurl failed with HTTP 500');
    expect(win.close).toHaveBeenCalled();
    const sent = ff.calls.find((c) => c.url.pathname === '/v1/generators/onrampurl')!.body as { destinationWallets: { address: string; assets: string[] }[] };
    expect(sent.destinationWallets[0]).toEqual({ address: TEST_ADDRESS, blockchains: ['ethereum'], assets: ['ETH'] });
  });

  it('malformed answers fall back too (zod), never a blank view', async () => {
    await setup({
      'GET /v1/onramp/options': { json: { paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: 'ten', max: 5 }] }], purchaseCurrencies: [] } },
      'POST /v1/onramp/quote': { text: '{ not json' },
    });
    await screen.findByTestId('onramp-fallback-options');
    await screen.findByTestId('onramp-fallback-quote');
  });
});

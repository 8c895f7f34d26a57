/**
 * The on-ramp flow: options (GET /v1/onramp/options), the limits of the chosen payment currency and
 * method, a quote as the amount changes (POST /v1/onramp/quote, debounced), then the provider's checkout
 * opened in a new window: Meld's page built here as AppKit builds it (meld.ts), Coinbase's URL from the
 * generator (POST /v1/generators/onrampurl). Options and quote fall back to built-in data when the
 * service fails or answers nonsense (spec §8; neither path is in the open-source blockchain API, see
 * docs/wire.md); the state says so, and the view shows it.
 */
import { errorMessage, type PluginApi } from '@gangway/kernel';
import { activeAccount } from '@gangway/lib-wallet';
import { checkNavigationUrl, localOrigins } from '@gangway/lib-wallet/navigation';
import { cardPayChainName, ONRAMP_NAMESPACES, PROVIDERS, QUOTE_DEBOUNCE_MS, type Provider } from './constants';
import { fallbackOptionsFor } from './fallback';
import { meldUrl } from './meld';
import { OptionsSchema, QuoteSchema, UrlResponseSchema, type OnrampOptions } from './schemas';
import { initialOnrampState, onrampSliceKey, type OnrampState } from './slice';

/** A window opened on the click itself (so no pop-up blocker stops it), pointed at the URL later. */
export interface PendingWindow { go(url: string): void; close(): void }

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * The generator's preset amounts are `usize` (blockchain-api src/handlers/generators/onrampurl.rs:30-31):
 * a fraction (25.50) fails the whole body (400). A whole amount is sent; any other is left for the
 * visitor to enter on Coinbase's page.
 */
const wholeAmount = (n: number) => (Number.isSafeInteger(n) && n >= 0 ? n : undefined);

export interface OnrampFlow {
  init(): Promise<void>;
  set(patch: Partial<Pick<OnrampState, 'purchase' | 'currency' | 'method' | 'amount' | 'provider'>>): void;
  /** The providers serving the active namespace, among those the features enable. */
  providers(): Provider[];
  /** The limits for the chosen currency and method, if the options have them. */
  limits(s?: OnrampState): { min: string; max: string } | undefined;
  buy(win: PendingWindow | undefined): Promise<void>;
  dispose(): void;
}

export function createOnrampFlow(api: PluginApi): OnrampFlow {
  const get = () => api.slice.getSlice(onrampSliceKey);
  const update = (recipe: (s: OnrampState) => void) => api.slice.updateSlice(onrampSliceKey, recipe);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let seq = 0;

  function limits(s: OnrampState = get()) {
    const currency = s.options?.paymentCurrencies.find((c) => c.id === s.currency);
    const l = currency?.payment_method_limits.find((m) => m.id === s.method);
    return l ? { min: l.min, max: l.max } : undefined;
  }

  /** The message that stops a quote or a purchase, if any. */
  function limitProblem(s: OnrampState): string | undefined {
    const method = api.i18n.t(`onramp.method.${s.method}`);
    const l = limits(s);
    if (!l) return api.i18n.t('onramp.noLimits', { method, currency: s.currency });
    if (!AMOUNT.test(s.amount.trim())) return api.i18n.t('onramp.invalidAmount');
    const n = Number(s.amount);
    if (n < Number(l.min)) return api.i18n.t('onramp.belowMin', { method, min: l.min, currency: s.currency });
    if (n > Number(l.max)) return api.i18n.t('onramp.aboveMax', { method, max: l.max, currency: s.currency });
    return undefined;
  }

  function providers(): Provider[] {
    const enabled = api.options.features.onramp;
    const ns = api.state.getState().activeChain;
    return PROVIDERS.filter((p) => Array.isArray(enabled) && enabled.includes(p.id) && !!ns && p.namespaces.includes(ns));
  }

  function defaultPurchase(options: OnrampOptions, chainName: string) {
    return (options.purchaseCurrencies.find((c) => c.networks.some((n) => n.name === chainName)) ?? options.purchaseCurrencies[0]).id;
  }

  async function init() {
    const acc = activeAccount(api.state.getState());
    if (!acc || !ONRAMP_NAMESPACES.includes(acc.namespace)) return;
    const mine = ++seq;
    update((s) => { s.optionsLoading = !s.options; s.error = undefined; });
    const chainName = cardPayChainName(acc.network);
    let options: OnrampOptions;
    let fallback = false;
    try {
      options = await api.http.get('api', '/v1/onramp/options', { schema: OptionsSchema });
    } catch (error) {
      api.hooks.error.call({ error, source: 'onramp:options' });
      options = fallbackOptionsFor(chainName);
      fallback = true;
    }
    if (mine !== seq) return;
    update((s) => {
      s.options = options;
      s.optionsFallback = fallback;
      s.optionsLoading = false;
      if (!s.purchase || !options.purchaseCurrencies.some((c) => c.id === s.purchase)) s.purchase = defaultPurchase(options, chainName);
      if (!options.paymentCurrencies.some((c) => c.id === s.currency)) s.currency = options.paymentCurrencies[0].id;
      s.provider = providers().some((p) => p.id === s.provider) ? s.provider : providers()[0]?.id;
    });
    scheduleQuote(0);
  }

  function scheduleQuote(delay = QUOTE_DEBOUNCE_MS) {
    if (timer) clearTimeout(timer);
    const mine = ++seq;
    const s = get();
    const problem = s.options ? limitProblem(s) : undefined;
    update((d) => { d.limitError = problem; d.quote = undefined; d.quoteFallback = false; d.quoteLoading = !!s.options && !problem; });
    if (!s.options || problem) return;
    timer = setTimeout(() => { void fetchQuote(mine); }, delay);
  }

  async function fetchQuote(mine: number) {
    const s = get();
    const acc = activeAccount(api.state.getState());
    if (!acc || !s.purchase) return;
    const body = { purchaseCurrency: s.purchase, paymentCurrency: s.currency, amount: s.amount.trim(), network: cardPayChainName(acc.network) };
    try {
      const quote = await api.http.post('api', '/v1/onramp/quote', { body, schema: QuoteSchema });
      if (mine !== seq) return;
      update((d) => { d.quote = quote; d.quoteFallback = false; d.quoteLoading = false; });
    } catch (error) {
      if (mine !== seq) return;
      api.hooks.error.call({ error, source: 'onramp:quote' });
      // Built-in quote: what the visitor pays; the crypto amount is left to the provider.
      update((d) => {
        d.quote = { paymentTotal: { value: Number(body.amount).toFixed(2), currency: body.paymentCurrency }, purchaseAmount: { value: '0', currency: body.purchaseCurrency } };
        d.quoteFallback = true;
        d.quoteLoading = false;
      });
    }
  }

  async function buy(win: PendingWindow | undefined) {
    const s = get();
    const acc = activeAccount(api.state.getState());
    const provider = PROVIDERS.find((p) => p.id === s.provider);
    const problem = limitProblem(s);
    if (!acc || !provider || problem || !s.purchase) {
      win?.close();
      update((d) => { d.limitError = problem; });
      return;
    }
    const chainName = cardPayChainName(acc.network);
    const purchase = s.options?.purchaseCurrencies.find((c) => c.id === s.purchase);
    update((d) => { d.opening = true; d.error = undefined; });
    try {
      const url = provider.id === 'meld'
        ? meldUrl({ namespace: acc.namespace, address: acc.address, projectId: api.options.projectId ?? '', symbol: purchase?.symbol ?? s.purchase, amount: s.amount.trim(), currency: s.currency })
        : await coinbaseUrl(acc.address, chainName, purchase?.symbol ?? s.purchase, s);
      // The one URL check (lib-wallet/navigation): https, or http on a configured local endpoint (the devnet's checkout).
      const checkout = checkNavigationUrl(url, { localOrigins: localOrigins(api.options.endpoints) });
      if (win) win.go(checkout);
      else globalThis.open?.(checkout, '_blank', 'noopener,noreferrer');
      update((d) => { d.opening = false; d.opened = checkout; });
      api.events.emit('ONRAMP_OPENED', { provider: provider.id, network: acc.network.caipNetworkId, currency: s.currency, amount: s.amount });
    } catch (error) {
      win?.close();
      api.hooks.error.call({ error, source: 'onramp:url' });
      update((d) => { d.opening = false; d.error = errorMessage(error, api.i18n.t('error.generic')); });
    }
  }

  /** Coinbase's checkout from the generator (onrampurl.rs:20-34: destinationWallets, partnerUserId, presets as integers). */
  async function coinbaseUrl(address: string, chainName: string, asset: string, s: OnrampState): Promise<string> {
    const crypto = s.quote && !s.quoteFallback ? wholeAmount(Number(s.quote.purchaseAmount.value)) : undefined;
    const fiat = wholeAmount(Number(s.amount));
    const { url } = await api.http.post('api', '/v1/generators/onrampurl', {
      body: {
        destinationWallets: [{ address, blockchains: [chainName], assets: [asset] }],
        defaultNetwork: chainName,
        partnerUserId: address,
        defaultExperience: 'buy',
        ...(crypto ? { presetCryptoAmount: crypto } : {}),
        ...(fiat !== undefined ? { presetFiatAmount: fiat } : {}),
      },
      schema: UrlResponseSchema,
    });
    return url;
  }

  const flow: OnrampFlow = {
    init,
    set(patch) {
      update((s) => { Object.assign(s, patch); s.error = undefined; s.opened = undefined; });
      if (!('provider' in patch) || Object.keys(patch).length > 1) scheduleQuote();
    },
    providers,
    limits,
    buy,
    dispose() { if (timer) clearTimeout(timer); seq++; },
  };
  return flow;
}

export const resetOnramp = (api: PluginApi) => api.slice.updateSlice(onrampSliceKey, () => initialOnrampState());

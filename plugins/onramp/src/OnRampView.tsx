/**
 * The On-ramp view (spec §2, name not shown): what to buy, with what currency and method, how much —
 * the limits, a quote, the providers and their fee ranges — then the provider's checkout in a new
 * window. When the service failed, a line says the currencies, limits or quote are built-in data.
 */
import { useEffect } from 'react';
import { ERRORS, type ViewProps } from '@gangway/kernel';
import { RemoteImage, type ImageLoader } from '@gangway/lib-images';
import { formatNumber } from '@gangway/lib-wallet';
import { ONRAMP_NAMESPACES } from './constants';
import type { OnrampFlow, PendingWindow } from './onramp-flow';
import { onrampSliceKey } from './slice';

/** Opened on the click (a pop-up blocker allows it), pointed at the checkout once its URL arrives. */
function openPending(): PendingWindow | undefined {
  const w = typeof window !== 'undefined' ? window.open('', '_blank') : null;
  if (!w) return undefined;
  // The checkout page gets no handle on the host page.
  w.opener = null;
  return { go: (url) => { w.location.href = url; }, close: () => w.close() };
}

/** Two decimals (as the quote's own totals), in the widget's locale (English digits for a tag Intl refuses, e.g. x-pseudo). */
const money = (v: number, locale: string) => formatNumber(v, locale, 2, 2);

/**
 * The images of the coin bought and the fiat currency paid with, as AppKit asks them (its
 * OnRampController.ts:155-158 fetches currency images by id and token images by symbol): from the
 * wallet-services image endpoints with the project's id, the initials when one fails.
 */
export function OnRampView({ api, flow, images }: ViewProps & { flow: OnrampFlow; images?: ImageLoader }) {
  const s = api.slice.useSlice(onrampSliceKey);
  const caipAddress = api.state.useKernelState((k) => k.activeCaipAddress);
  const ns = api.state.useKernelState((k) => k.activeChain);
  const network = api.state.useKernelState((k) => k.activeCaipNetwork?.caipNetworkId);

  useEffect(() => { void flow.init(); }, [flow, caipAddress, network]);

  if (!caipAddress) {
    return (
      <div data-testid="onramp-view" className="gw-center">
        <p className="gw-muted">{api.i18n.t('onramp.notConnected')}</p>
        <button type="button" className="gw-btn gw-btn-primary" onClick={() => api.navigation.push('Connect')}>{api.i18n.t('onramp.connect')}</button>
      </div>
    );
  }
  if (!ns || !ONRAMP_NAMESPACES.includes(ns)) return <div data-testid="onramp-view"><p className="gw-error" role="alert">{ERRORS.UNSUPPORTED_CHAIN}</p></div>;
  if (!s.options) return <div data-testid="onramp-view"><p className="gw-muted">{api.i18n.t('onramp.loading')}</p></div>;

  const currency = s.options.paymentCurrencies.find((c) => c.id === s.currency);
  const purchase = s.options.purchaseCurrencies.find((c) => c.id === s.purchase);
  const l = flow.limits(s);
  const providers = flow.providers();
  const provider = providers.find((p) => p.id === s.provider);
  const amount = Number(s.amount);
  const fees = s.quote ? (s.quote.coinbaseFee ? Number(s.quote.coinbaseFee.value) : 0) + (s.quote.networkFee ? Number(s.quote.networkFee.value) : 0) : 0;

  return (
    <form data-testid="onramp-view" onSubmit={(e) => { e.preventDefault(); void flow.buy(openPending()); }}>
      {s.optionsFallback ? <p className="gw-muted" role="note" data-testid="onramp-fallback-options">{api.i18n.t('onramp.fallbackOptions')}</p> : null}
      <label className="gw-muted" htmlFor="gw-onramp-purchase">{api.i18n.t('onramp.buy')}</label>
      <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <RemoteImage loader={images} kind="token" id={purchase?.symbol} name={purchase?.symbol ?? s.purchase} size={28} round testId="onramp-purchase-image" />
        <select id="gw-onramp-purchase" className="gw-input" data-testid="onramp-purchase" value={s.purchase ?? ''} onChange={(e) => flow.set({ purchase: e.target.value })}>
          {s.options.purchaseCurrencies.map((c) => <option key={c.id} value={c.id}>{c.symbol}</option>)}
        </select>
      </div>
      <label className="gw-muted" htmlFor="gw-onramp-amount">{api.i18n.t('onramp.pay')}</label>
      <div style={{ display: 'flex', gap: 6 }}>
        <input id="gw-onramp-amount" className="gw-input" data-testid="onramp-amount" inputMode="decimal" autoComplete="off" value={s.amount} onChange={(e) => flow.set({ amount: e.target.value })} />
        <RemoteImage loader={images} kind="currency" id={s.currency} name={s.currency} size={28} round testId="onramp-currency-image" />
        <select className="gw-input" data-testid="onramp-currency" aria-label={api.i18n.t('onramp.pay')} value={s.currency} onChange={(e) => flow.set({ currency: e.target.value })}>
          {s.options.paymentCurrencies.map((c) => <option key={c.id} value={c.id}>{c.id}</option>)}
        </select>
      </div>
      <label className="gw-muted" htmlFor="gw-onramp-method">{api.i18n.t('onramp.method')}</label>
      <select id="gw-onramp-method" className="gw-input" data-testid="onramp-method" value={s.method} onChange={(e) => flow.set({ method: e.target.value })}>
        {(currency?.payment_method_limits ?? []).map((m) => <option key={m.id} value={m.id}>{api.i18n.t(`onramp.method.${m.id}`) === `onramp.method.${m.id}` ? m.id : api.i18n.t(`onramp.method.${m.id}`)}</option>)}
      </select>
      {l ? <p className="gw-muted" data-testid="onramp-limits">{api.i18n.t('onramp.limits', { min: formatNumber(l.min, api.i18n.locale), max: formatNumber(l.max, api.i18n.locale), currency: s.currency })}</p> : null}
      {s.limitError ? <p className="gw-error" role="alert" data-testid="onramp-limit-error">{s.limitError}</p> : null}

      {s.quoteLoading ? <p className="gw-muted" data-testid="onramp-quoting">{api.i18n.t('onramp.quoting')}</p> : null}
      {s.quote && !s.quoteFallback ? (
        <div data-testid="onramp-quote">
          <p data-testid="onramp-quote-amount">{api.i18n.t('onramp.youGet', { amount: s.quote.purchaseAmount.value, symbol: purchase?.symbol ?? s.quote.purchaseAmount.currency })}</p>
          <p className="gw-muted">{api.i18n.t('onramp.fees', { fees: money(fees, api.i18n.locale), total: s.quote.paymentTotal.value, currency: s.quote.paymentTotal.currency })}</p>
        </div>
      ) : null}
      {s.quote && s.quoteFallback ? <p className="gw-muted" role="note" data-testid="onramp-fallback-quote">{api.i18n.t('onramp.fallbackQuote')}</p> : null}

      {providers.length ? (
        <fieldset style={{ border: 0, padding: 0 }}>
          {providers.map((p) => (
            <label key={p.id} style={{ display: 'block' }} data-testid={`onramp-provider-${p.id}`}>
              <input type="radio" name="gw-onramp-provider" checked={s.provider === p.id} onChange={() => flow.set({ provider: p.id })} />{' '}
              {api.i18n.t('onramp.provider', { name: p.name, min: p.feeRange[0], max: p.feeRange[1] })}
              {Number.isFinite(amount) && amount > 0 ? <span className="gw-muted"> {api.i18n.t('onramp.providerFee', { low: money(amount * p.feeRange[0] / 100, api.i18n.locale), high: money(amount * p.feeRange[1] / 100, api.i18n.locale), currency: s.currency })}</span> : null}
            </label>
          ))}
        </fieldset>
      ) : <p className="gw-error" data-testid="onramp-no-provider">{api.i18n.t('onramp.noProvider')}</p>}

      {s.error ? <p className="gw-error" role="alert" data-testid="onramp-error">{s.error}</p> : null}
      {s.opened && provider ? <p className="gw-muted" data-testid="onramp-opened" data-url={s.opened}>{api.i18n.t('onramp.opened', { name: provider.name })}</p> : null}
      <button type="submit" className="gw-btn gw-btn-primary" data-testid="onramp-submit" disabled={!provider || s.opening || !!s.limitError}>
        {provider ? (s.opening ? api.i18n.t('onramp.opening', { name: provider.name }) : api.i18n.t('onramp.continue', { name: provider.name })) : api.i18n.t('onramp.buy')}
      </button>
    </form>
  );
}

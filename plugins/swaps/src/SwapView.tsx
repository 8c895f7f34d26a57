/**
 * The Swap view (spec §2, opened with swap arguments as data): the token sold and its balance, the
 * amount, the token bought and its quote (refreshed as the amount changes), then one button that
 * approves when needed and swaps. 'Network not supported for Swaps' on any other network.
 */
import { useEffect } from 'react';
import * as z from 'zod/mini';
import type { ViewProps } from '@gangway/kernel';
import type { ImageLoader } from '@gangway/lib-images';
import { formatNumber, formatQuantity, multiplyDecimals, toScaled } from '@gangway/lib-wallet';
import type { SwapArgs } from './public';
import { fromBaseUnits } from './amounts';
import { SWAP_ERRORS } from './errors';
import { swapSliceKey, type SwapState, type SwapToken } from './slice';
import { SLIPPAGE } from './swap-api';
import type { SwapFlow } from './swap-flow';
import { SwapReview } from './SwapReview';
import { SwapTokenPicker } from './SwapTokenPicker';

/** View data comes from the host (`open({ view: 'Swap', data })`): only well-formed strings count. */
const ArgsSchema = z.object({ from: z.optional(z.string()), to: z.optional(z.string()), amount: z.optional(z.string()) });
const argsOf = (data: unknown): SwapArgs => {
  const r = z.safeParse(ArgsSchema, data ?? {});
  return r.success ? r.data : {};
};

/** The fiat estimate, 2 decimals, in the widget's locale (Intl; English digits for a tag Intl refuses, e.g. x-pseudo). */
const usd = (s: SwapState, t: SwapToken | undefined, amount: string, locale: string) => {
  const price = t ? s.prices[t.address.toLowerCase()] : undefined;
  // Exact (spec §9 big numbers, 20 decimals): an 18-decimal amount times a price loses digits as floats.
  const n = toScaled(amount);
  return price !== undefined && Number.isFinite(price) && n !== undefined && n > 0n
    ? formatNumber(multiplyDecimals(amount, price), locale, 2, 2) : undefined;
};

export function SwapView({ api, data, flow, images }: ViewProps & { flow: SwapFlow; images?: ImageLoader }) {
  const s = api.slice.useSlice(swapSliceKey);
  const caipAddress = api.state.useKernelState((k) => k.activeCaipAddress);
  const network = api.state.useKernelState((k) => k.activeCaipNetwork?.caipNetworkId);
  const connected = !!caipAddress;

  // Reload on open and whenever the account or the network changes.
  useEffect(() => { void flow.init(argsOf(data)); }, [flow, data, caipAddress, network]);

  if (!connected) {
    return (
      <div data-testid="swap-view" className="gw-center">
        <p className="gw-muted">{api.i18n.t('swap.notConnected')}</p>
        <button type="button" className="gw-btn gw-btn-primary" onClick={() => api.navigation.push('Connect')}>{api.i18n.t('swap.connect')}</button>
      </div>
    );
  }
  if (s.unsupported) {
    return <div data-testid="swap-view"><p className="gw-error" role="alert" data-testid="swap-unsupported">{SWAP_ERRORS.SWAPS_UNSUPPORTED}</p></div>;
  }
  if (s.tokensLoading) return <div data-testid="swap-view"><p className="gw-muted" data-testid="swap-loading">{api.i18n.t('swap.loadingTokens')}</p></div>;
  if (s.tokensError) {
    return (
      <div data-testid="swap-view">
        <p className="gw-error" role="alert" data-testid="swap-tokens-error">{api.i18n.t('swap.tokensFailed', { message: s.tokensError })}</p>
        <button type="button" className="gw-btn" onClick={() => void flow.init(argsOf(data))}>{api.i18n.t('swap.retry')}</button>
      </div>
    );
  }

  const from = s.tokens.find((t) => t.address === s.from);
  const to = s.tokens.find((t) => t.address === s.to);
  const busy = s.step !== 'idle';
  const balance = (t?: SwapToken) => (t ? s.balances[t.address.toLowerCase()] : undefined);
  const received = s.quote && to && s.quote.to === to.address ? fromBaseUnits(s.quote.toAmount, to.decimals) : undefined;
  const options = s.tokens.map((t) => <option key={t.address} value={t.address}>{t.symbol}</option>);
  const fromUsd = usd(s, from, s.amount, api.i18n.locale);
  const toUsd = received ? usd(s, to, received, api.i18n.locale) : undefined;

  return (
    <form data-testid="swap-view" onSubmit={(e) => { e.preventDefault(); void flow.swap(); }}>
      <label className="gw-muted" htmlFor="gw-swap-from">{api.i18n.t('swap.from')}</label>
      <div style={{ display: 'flex', gap: 6 }}>
        <select id="gw-swap-from" className="gw-input" data-testid="swap-from" disabled={busy} value={s.from ?? ''} onChange={(e) => flow.setFrom(e.target.value)}>
          <option value="">{api.i18n.t('swap.selectToken')}</option>
          {options}
        </select>
        <input className="gw-input" data-testid="swap-amount" aria-label={api.i18n.t('swap.amount')} inputMode="decimal" autoComplete="off" placeholder="0"
          disabled={busy} value={s.amount} onChange={(e) => flow.setAmount(e.target.value)} />
        {from && !from.native ? <button type="button" className="gw-btn" style={{ width: 'auto' }} data-testid="swap-max" disabled={busy} onClick={() => flow.max()}>{api.i18n.t('swap.max')}</button> : null}
      </div>
      <SwapTokenPicker api={api} s={s} loader={images} side="from" selected={s.from} disabled={busy} onSelect={(address) => flow.setFrom(address)} />
      <p className="gw-muted">
        {from ? <span data-testid="swap-from-balance">{api.i18n.t('swap.balance', { amount: `${formatQuantity(balance(from) ?? '0', undefined, api.i18n.locale)} ${from.symbol}` })}</span> : null}
        {fromUsd ? <span data-testid="swap-from-usd"> · {api.i18n.t('swap.usd', { value: fromUsd })}</span> : null}
      </p>

      <button type="button" className="gw-btn" data-testid="swap-flip" aria-label={api.i18n.t('swap.flip')} disabled={busy} onClick={() => flow.flip()}>⇅</button>

      <label className="gw-muted" htmlFor="gw-swap-to">{api.i18n.t('swap.to')}</label>
      <div style={{ display: 'flex', gap: 6 }}>
        <select id="gw-swap-to" className="gw-input" data-testid="swap-to" disabled={busy} value={s.to ?? ''} onChange={(e) => flow.setTo(e.target.value)}>
          <option value="">{api.i18n.t('swap.selectToken')}</option>
          {options}
        </select>
        <output className="gw-input" data-testid="swap-to-amount" aria-busy={s.quoteLoading}>{received ?? '—'}</output>
      </div>
      <SwapTokenPicker api={api} s={s} loader={images} side="to" selected={s.to} disabled={busy} onSelect={(address) => flow.setTo(address)} />
      <p className="gw-muted">
        {to ? <span data-testid="swap-to-balance">{api.i18n.t('swap.balance', { amount: `${formatQuantity(balance(to) ?? '0', undefined, api.i18n.locale)} ${to.symbol}` })}</span> : null}
        {toUsd ? <span data-testid="swap-to-usd"> · {api.i18n.t('swap.usd', { value: toUsd })}</span> : null}
      </p>

      {s.quoteLoading ? <p className="gw-muted" data-testid="swap-quote-loading">{api.i18n.t('swap.quoting')}</p> : null}
      {s.quoteError ? <p className="gw-error" data-testid="swap-quote-error">{s.quoteError}</p> : null}
      {s.gasError ? <p className="gw-error" data-testid="swap-gas-error">{s.gasError}</p> : null}
      <p className="gw-muted">{api.i18n.t('swap.slippage', { slippage: SLIPPAGE })}</p>
      {from && to && received ? <SwapReview api={api} s={s} from={from} to={to} busy={busy} flow={flow} /> : null}
      {s.error ? <p className="gw-error" role="alert" data-testid="swap-error">{s.error}</p> : null}
      {s.lastSwap ? <p data-testid="swap-success" data-hash={s.lastSwap.hash}>{api.i18n.t('swap.success', { sold: s.lastSwap.sold, bought: s.lastSwap.bought })}</p> : null}

      <button type="submit" className="gw-btn gw-btn-primary" data-testid="swap-submit" data-step={s.step} disabled={busy}>
        {s.step === 'approving' ? api.i18n.t('swap.approving', { symbol: from?.symbol ?? '' }) : s.step === 'swapping' ? api.i18n.t('swap.swapping') : api.i18n.t('swap.submit')}
      </button>
    </form>
  );
}

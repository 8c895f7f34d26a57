/**
 * The swap review (issue 33 item 4): before the visitor presses Swap it says what will be signed — the
 * trade with its minimum, the router the swap goes through (name and full address), and for a token
 * sold whether an approval comes first and of what: exactly the amount (the default), or an unlimited
 * amount when the visitor ticks the choice, said so plainly. Amounts exact, in units, with their symbols.
 */
import { maxUint256 } from 'viem';
import type { PluginApi } from '@gangway/kernel';
import { fromBaseUnits, toBaseUnits } from './amounts';
import type { SwapState, SwapToken } from './slice';
import { SLIPPAGE } from './swap-api';
import type { SwapFlow } from './swap-flow';

interface Props { api: PluginApi; s: SwapState; from: SwapToken; to: SwapToken; busy: boolean; flow: SwapFlow }

export function SwapReview({ api, s, from, to, busy, flow }: Props) {
  const amount = toBaseUnits(s.amount, from.decimals);
  // Only a quote for exactly these inputs is reviewed (a stale one shows nothing until the new one comes).
  const q = s.quote;
  if (!amount || !s.router || !q || q.from !== from.address || q.to !== to.address || q.amount !== amount.toString()) return null;
  // Exact amounts (no rounding): this is what the visitor consents to.
  const units = (v: bigint | string, t: SwapToken) => `${fromBaseUnits(v, t.decimals)} ${t.symbol}`;
  const toAmount = BigInt(q.toAmount);
  const minimum = (toAmount * BigInt(100 - SLIPPAGE)) / 100n;
  const router = { name: s.router.name, address: s.router.address };
  const held = s.allowance?.token === from.address ? BigInt(s.allowance.amount) : undefined;

  let approval: { kind: string; text: string } | undefined;
  if (!from.native) {
    if (held !== undefined && held >= amount) {
      approval = { kind: 'none', text: api.i18n.t('swap.approvalNone', { name: router.name, amount: held === maxUint256 ? api.i18n.t('swap.unlimitedAmount', { symbol: from.symbol }) : units(held, from) }) };
    } else if (s.unlimited) {
      approval = { kind: 'unlimited', text: api.i18n.t('swap.approvalUnlimited', { symbol: from.symbol, ...router }) };
    } else if (held !== undefined) {
      approval = { kind: 'exact', text: api.i18n.t('swap.approvalExact', { amount: units(amount, from), ...router }) };
    } else {
      approval = { kind: 'unknown', text: api.i18n.t('swap.approvalUnknown', { name: router.name, amount: units(amount, from) }) };
    }
  }
  const approving = approval && approval.kind !== 'none';

  return (
    <section data-testid="swap-review" aria-label={api.i18n.t('swap.review')}>
      <p data-testid="swap-review-trade">{api.i18n.t('swap.reviewTrade', { sold: units(amount, from), bought: units(toAmount, to), minimum: units(minimum, to), slippage: SLIPPAGE })}</p>
      <p data-testid="swap-review-router" data-router={router.address}>{api.i18n.t('swap.reviewRouter', router)}</p>
      {approval ? <p data-testid="swap-review-approval" data-kind={approval.kind}>{approval.text}</p> : null}
      {approving ? (
        <label className="gw-muted">
          <input type="checkbox" data-testid="swap-unlimited" checked={s.unlimited} disabled={busy} onChange={(e) => flow.setUnlimited(e.target.checked)} />
          {' '}{api.i18n.t('swap.unlimitedChoice')}
        </label>
      ) : null}
      {approving && s.unlimited ? <p className="gw-error" role="alert" data-testid="swap-unlimited-warning">{api.i18n.t('swap.unlimitedWarning', { name: router.name, symbol: from.symbol })}</p> : null}
    </section>
  );
}

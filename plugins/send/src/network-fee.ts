/**
 * The Send view's network fee: what the filled-in send would cost on the active network, as the
 * chain family estimates it (eip155: gas × gas price, in the native coin; a family that cannot tell
 * answers undefined and shows no fee line).
 *
 * Decision: the estimate is advice, never a gate. One that fails — the transfer would revert, the RPC
 * is down, the service's 'CaipNetwork is undefined' guard — hides the line and nothing else: no toast,
 * no error hook report (it runs at every pause in typing; the send reports its own failures), and the
 * Send button stays as it was.
 */
import { formatUnits } from 'viem';
import type { PluginApi, TokenBalance } from '@gangway/kernel';
import { activeAccount, chainFamilyKey, formatQuantity } from '@gangway/lib-wallet';
import { amountInBaseUnits, checkInputs } from './validate';

export interface NetworkFee { fee: bigint; symbol: string; decimals: number }
export interface FeeInputs { token: TokenBalance; sendTokenAmount: string; receiverAddress: string }

/** The fee of sending `inputs` from the connected account; undefined when the inputs are not sendable or the estimate fails. */
export function createFeeEstimate(api: PluginApi) {
  return async function estimateFee(inputs: FeeInputs): Promise<NetworkFee | undefined> {
    const acc = activeAccount(api.state.getState());
    if (!acc) return undefined;
    try {
      const family = await api.services.require(chainFamilyKey(acc.namespace));
      if (checkInputs(inputs, (a) => family.isAddress(a, acc.network))) return undefined;
      const amount = amountInBaseUnits(inputs.sendTokenAmount, Number(inputs.token.quantity.decimals))!;
      return await family.estimateFee?.({ token: inputs.token, from: acc.address, to: inputs.receiverAddress.trim(), amount, network: acc.network });
    } catch {
      return undefined;
    }
  };
}

/** Spec §9: quantities are shown to 3 decimals. */
const SHOWN_DECIMALS = 3;

/**
 * The fee as the view writes amounts (formatQuantity: rounded, in the locale's digits), to 3 decimals —
 * or, for a fee below 0.001, to its first two significant digits: gas on most networks costs less
 * than a thousandth of the coin, and '<0.001' would say nothing.
 */
export function formatFee(fee: bigint, decimals: number, locale?: string): string {
  const numeric = formatUnits(fee, decimals);
  const [whole, frac = ''] = numeric.split('.');
  const zeros = whole === '0' ? (/^0*/.exec(frac)?.[0].length ?? 0) : 0;
  return formatQuantity(numeric, Math.min(decimals, Math.max(SHOWN_DECIMALS, zeros + 2)), locale);
}

/**
 * The Send view's network fee: what the filled-in send would cost in gas on the active eip155 network
 * (the eip155 service's estimateGas: gas × gas price, in the native coin).
 *
 * Decision: the estimate is advice, never a gate. One that fails — the transfer would revert, the RPC
 * is down, the service's 'CaipNetwork is undefined' guard — hides the line and nothing else: no toast,
 * no error hook report (it runs at every pause in typing; the send reports its own failures), and the
 * Send button stays as it was. Solana sends show no fee line.
 */
import { formatUnits } from 'viem';
import type { PluginApi, TokenBalance } from '@gangway/kernel';
import { eip155Service } from '@gangway/plugin-chain-eip155/public';
import { activeAccount, formatQuantity } from '@gangway/lib-wallet';
import { buildTransfer } from './transaction';
import { amountInBaseUnits, checkInputs } from './validate';

export interface NetworkFee { fee: bigint; symbol: string; decimals: number }
export interface FeeInputs { token: TokenBalance; sendTokenAmount: string; receiverAddress: string }

/** The fee of sending `inputs` from the connected eip155 account; undefined when the inputs are not sendable or the estimate fails. */
export function createFeeEstimate(api: PluginApi) {
  return async function estimateFee(inputs: FeeInputs): Promise<NetworkFee | undefined> {
    const acc = activeAccount(api.getState());
    if (acc?.namespace !== 'eip155' || checkInputs(inputs)) return undefined;
    const amount = amountInBaseUnits(inputs.sendTokenAmount, Number(inputs.token.quantity.decimals))!;
    try {
      const service = await api.require(eip155Service);
      const { fee } = await service.estimateGas(buildTransfer(inputs.token, acc.address, inputs.receiverAddress, amount));
      const { symbol, decimals } = acc.network.nativeCurrency;
      return { fee, symbol, decimals };
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

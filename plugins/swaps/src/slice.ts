/** The swap state: this plugin's slice. */
import { createSliceKey } from '@gangway/kernel';

export interface SwapToken {
  name: string;
  symbol: string;
  /** CAIP-10 ('eip155:1:0x…'); the native coin has the aggregator's placeholder address. */
  address: string;
  decimals: number;
  logoUri?: string;
  native: boolean;
}

export type SwapStep = 'idle' | 'approving' | 'swapping';

export interface SwapState {
  /** CAIP-2 network the tokens and balances belong to. */
  network?: string;
  /** The active network is not swap-supported (spec §8 'Network not supported for Swaps'). */
  unsupported: boolean;
  tokensLoading: boolean;
  tokens: SwapToken[];
  tokensError?: string;
  /** USD price by lower-case CAIP-10 token address. */
  prices: Record<string, number>;
  /** Balance (decimal string) by lower-case CAIP-10 token address. */
  balances: Record<string, string>;
  /** Standard gas price (wei, decimal string), sent with each quote. */
  gasPrice?: string;
  gasError?: string;
  /** The router swaps on this network approve and call (pinned, or the host's `swapNetworks`). */
  router?: { address: string; name: string };
  from?: string;
  to?: string;
  /** As typed. */
  amount: string;
  quote?: { amount: string; from: string; to: string; toAmount: string };
  quoteLoading: boolean;
  quoteError?: string;
  /** The on-chain allowance of the token sold for the router (base units), read with the quote. */
  allowance?: { token: string; amount: string };
  /** The visitor chose an unlimited approval (exact-amount approvals by default). */
  unlimited: boolean;
  step: SwapStep;
  error?: string;
  lastSwap?: { hash: string; sold: string; bought: string };
}

export const swapSliceKey = createSliceKey<SwapState>('swaps');
export const initialSwapState = (): SwapState => ({
  unsupported: false, tokensLoading: false, tokens: [], prices: {}, balances: {}, amount: '', quoteLoading: false, unlimited: false, step: 'idle',
});

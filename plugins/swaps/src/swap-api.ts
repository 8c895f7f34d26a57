/**
 * The convert and price endpoints as the real service takes them (docs/wire.md "swaps (convert)"),
 * each answer validated (schemas.ts). Addresses are CAIP-10 ('eip155:1:0x…'); amounts are base-unit
 * integers as decimal strings. The allowance is not asked here: it is read on chain (chain-allowance.ts).
 */
import * as z from 'zod/mini';
import type { ApiClient } from '@gangway/kernel';
import {
  BuildApproveResponseSchema, BuildTransactionResponseSchema, GasPriceResponseSchema, PriceResponseSchema, QuotesResponseSchema,
  TokenSchema, TokensResponseSchema,
} from './schemas';

/** Spec §9 "Slippage tolerance 1" (percent); the service takes an integer (transaction.rs:30 `slippage: usize`). */
export const SLIPPAGE = 1;

export interface QuoteQuery { amount: string; userAddress: string; from: string; to: string; gasPrice?: string }

export function createSwapApi(http: Pick<ApiClient, 'get' | 'post'>, projectId: string | undefined) {
  return {
    /** The chain's tokens; one the schema refuses is left out (a long list may hold a few odd ones). */
    tokens: async (chainId: string) => {
      const { tokens } = await http.get('api', '/v1/convert/tokens', { query: { chainId }, schema: TokensResponseSchema });
      return { tokens: tokens.flatMap((t) => { const r = z.safeParse(TokenSchema, t); return r.success ? [r.data] : []; }) };
    },
    prices: (addresses: string[]) =>
      http.post('api', '/v1/fungible/price', { body: { currency: 'usd', addresses, projectId }, schema: PriceResponseSchema }),
    gasPrice: (chainId: string) => http.get('api', '/v1/convert/gas-price', { query: { chainId }, schema: GasPriceResponseSchema }),
    /** `userAddress` is sent as AppKit sends it (the service ignores it); `gasPrice` only when known. */
    quotes: (q: QuoteQuery, signal?: AbortSignal) =>
      http.get('api', '/v1/convert/quotes', { query: { ...q }, schema: QuotesResponseSchema, signal }),
    /**
     * The approval of `token` (CAIP-10) for the router: the service builds it for its `to` token and
     * echoes `from` (one_inch.rs:486-539), so both name the token sold. `amount` (base units) makes it
     * exact; without it the service approves without limit.
     */
    buildApprove: (q: { token: string; amount?: bigint }) =>
      http.get('api', '/v1/convert/build-approve', { query: { from: q.token, to: q.token, amount: q.amount?.toString() }, schema: BuildApproveResponseSchema }),
    buildTransaction: (q: { amount: string; from: string; to: string; userAddress: string }) =>
      http.post('api', '/v1/convert/build-transaction', {
        body: { ...q, eip155: { slippage: SLIPPAGE }, projectId, disableEstimate: true },
        schema: BuildTransactionResponseSchema,
      }),
  };
}
export type SwapApi = ReturnType<typeof createSwapApi>;

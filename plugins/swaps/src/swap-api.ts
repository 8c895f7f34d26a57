/**
 * The convert and price endpoints of spec §7, each answer validated (schemas.ts). Addresses are CAIP-10
 * ('eip155:1:0x…'); amounts are base-unit integers as decimal strings.
 */
import type { ApiClient } from '@gangway/kernel';
import {
  AllowanceResponseSchema, BuildApproveResponseSchema, BuildTransactionResponseSchema, GasPriceResponseSchema,
  PriceResponseSchema, QuotesResponseSchema, TokensResponseSchema,
} from './schemas';

/** Spec §9 "Slippage tolerance 1" (percent). */
export const SLIPPAGE = '1';

export interface QuoteQuery { amount: string; userAddress: string; from: string; to: string; gasPrice: string }

export function createSwapApi(http: Pick<ApiClient, 'get' | 'post'>, projectId: string | undefined) {
  return {
    tokens: (chainId: string) => http.get('api', '/v1/convert/tokens', { query: { chainId }, schema: TokensResponseSchema }),
    prices: (addresses: string[]) =>
      http.post('api', '/v1/fungible/price', { body: { currency: 'usd', addresses, projectId }, schema: PriceResponseSchema }),
    gasPrice: (chainId: string) => http.get('api', '/v1/convert/gas-price', { query: { chainId }, schema: GasPriceResponseSchema }),
    quotes: (q: QuoteQuery, signal?: AbortSignal) =>
      http.get('api', '/v1/convert/quotes', { query: { ...q }, schema: QuotesResponseSchema, signal }),
    allowance: (tokenAddress: string, userAddress: string) =>
      http.get('api', '/v1/convert/allowance', { query: { tokenAddress, userAddress }, schema: AllowanceResponseSchema }),
    /** Spec §7 sends userAddress, from and to only: the service decides the allowance (usually unlimited). */
    buildApprove: (q: { userAddress: string; from: string; to: string }) =>
      http.get('api', '/v1/convert/build-approve', { query: q, schema: BuildApproveResponseSchema }),
    buildTransaction: (q: { amount: string; from: string; to: string; userAddress: string }) =>
      http.post('api', '/v1/convert/build-transaction', {
        body: { ...q, eip155: { slippage: SLIPPAGE }, projectId, disableEstimate: true },
        schema: BuildTransactionResponseSchema,
      }),
  };
}
export type SwapApi = ReturnType<typeof createSwapApi>;

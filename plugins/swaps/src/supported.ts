/**
 * Which networks swap (spec §9): the listed eip155 chain ids, plus the CAIP-2 ids a host adds with the
 * top-level option `swapNetworks` (for a self-hosted or local aggregator, e.g. the devnet's AMM:
 * `swapNetworks: ['eip155:31337']`). Everything else is 'Network not supported for Swaps'.
 */
import * as z from 'zod/mini';
import type { Network } from '@gangway/kernel';

/** Spec §9 "Swap-supported eip155 chain ids". */
export const SWAP_CHAIN_IDS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554];

const Eip155Caip2 = z.string().check(z.regex(/^eip155:\d+$/, { message: "Expected a CAIP-2 eip155 id such as 'eip155:31337'" }));
export const SwapNetworksOptionSchema = z.optional(z.array(Eip155Caip2));

/** The host's `swapNetworks` option, validated; a bad value is an error naming the option. */
export function extraSwapNetworks(options: object): string[] {
  const r = z.safeParse(SwapNetworksOptionSchema, (options as { swapNetworks?: unknown }).swapNetworks);
  if (!r.success) throw new Error(`Invalid option swapNetworks: ${r.error.issues.map((i) => i.message).join('; ')}`);
  return r.data ?? [];
}

export function isSwapSupported(network: Pick<Network, 'chainNamespace' | 'id' | 'caipNetworkId'> | undefined, extra: readonly string[]): boolean {
  if (!network || network.chainNamespace !== 'eip155') return false;
  return SWAP_CHAIN_IDS.includes(Number(network.id)) || extra.includes(network.caipNetworkId);
}

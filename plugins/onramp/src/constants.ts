/** The on-ramp constants of spec §9. */
import type { ChainNamespace, Network } from '@gangway/kernel';

export interface Provider { id: string; name: string; feeRange: readonly [number, number]; namespaces: readonly ChainNamespace[] }

/**
 * Spec §9: "Two providers, each with a fee range of 1-2%, both on eip155, one also on solana". The ids
 * are the remote feature's provider list (features.onramp: ['meld', 'coinbase']); the one that also
 * serves solana is Meld, as in AppKit (packages/controllers/src/utils/ConstantsUtil.ts:18-26). Meld is
 * opened client-side (meld.ts); Coinbase through the blockchain API's URL generator.
 */
export const PROVIDERS: readonly Provider[] = [
  { id: 'meld', name: 'Meld', feeRange: [1, 2], namespaces: ['eip155', 'solana'] },
  { id: 'coinbase', name: 'Coinbase', feeRange: [1, 2], namespaces: ['eip155'] },
];

/** Spec §9 card-pay chain names by eip155 chain id, with fallback ethereum. */
export const CARD_PAY_CHAIN_NAMES: Readonly<Record<number, string>> = {
  1: 'ethereum', 42161: 'arbitrum', 137: 'polygon', 80094: 'berachain', 43114: 'avalanche-c-chain', 10: 'optimism', 42220: 'celo', 8453: 'base',
};
export const FALLBACK_CHAIN_NAME = 'ethereum';

/** The chain name sent to the provider: solana for solana, the table's for eip155, else ethereum. */
export function cardPayChainName(network: Pick<Network, 'chainNamespace' | 'id'>): string {
  if (network.chainNamespace === 'solana') return 'solana';
  return CARD_PAY_CHAIN_NAMES[Number(network.id)] ?? FALLBACK_CHAIN_NAME;
}

/** Spec §9 "On-ramp: eip155 and solana". */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/** Quotes wait this long after the last keystroke (spec §9 "search wait 300 ms"). */
export const QUOTE_DEBOUNCE_MS = 300;

/**
 * The router a swap may approve and call, per swap-supported chain. The hosted convert API hands out
 * 1inch's transactions unchanged (blockchain-api src/providers/one_inch.rs:529-539 and :630-641 copy the
 * aggregator's `to`), so its spender and swap target are 1inch's Aggregation Router v6: one address on
 * every chain of spec §9 but zkSync Era — as 1inch lists its deployments (1inch/limit-order-protocol
 * README.md, "Deployments & audits": Router v6 on Ethereum, BSC, Polygon, Optimism, Arbitrum, Gnosis,
 * Avalanche, Fantom, Aurora, Kaia, Base; zkSync Era its own) and as AppKit's recorded build-transaction
 * answer shows it (reown-com/appkit packages/controllers/tests/mocks/SwapController.ts:114).
 * An answer naming any other spender or target is refused before the wallet is asked (tx-checks.ts).
 */
import { getAddress, type Address } from 'viem';

export interface SwapRouter {
  address: Address;
  /** Shown in the swap review beside the address. */
  name: string;
}

const ONE_INCH_V6 = getAddress('0x111111125421ca6dc452d289314280a0f8842a65');
const ONE_INCH_V6_ZKSYNC = getAddress('0x6fd4383cb451173d5f9304f041c7bcbf27d561ff');
const ONE_INCH_NAME = '1inch Aggregation Router v6';

/** Spec §9 "Swap-supported eip155 chain ids". */
export const SWAP_CHAIN_IDS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554];

/** The pinned router of each spec §9 chain. */
export const PINNED_ROUTERS: Readonly<Record<number, SwapRouter>> = Object.freeze(Object.fromEntries(
  SWAP_CHAIN_IDS.map((id) => [id, Object.freeze({ address: id === 324 ? ONE_INCH_V6_ZKSYNC : ONE_INCH_V6, name: ONE_INCH_NAME })]),
));

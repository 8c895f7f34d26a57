/**
 * Spec §9: "Six stablecoin contracts use a different transfer signature (addresses not shown)". These
 * are Tether's USDT deployments: their transfer/approve return nothing instead of a bool, and their
 * `approve` refuses to change one non-zero allowance into another. The calldata of approve(spender, n)
 * is the same either way, so the swap flow handles them by first resetting a non-zero allowance to 0.
 * The spec does not give the addresses; these are the USDT contracts on the swap-supported chains we
 * could confirm (Ethereum, Polygon, Avalanche C-Chain, Arbitrum One, Optimism) — five, not six.
 */
export const ZERO_FIRST_APPROVE_TOKENS: readonly string[] = [
  'eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7',
  'eip155:137:0xc2132d05d31c914a87c6611c10748aeb04b58e8f',
  'eip155:43114:0x9702230a8ea53601f5cd2dc00fdbc13d4df4a8c7',
  'eip155:42161:0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9',
  'eip155:10:0x94b008aa00579c1307b0ef2c499ad98a8ce58e58',
];

export const needsZeroFirstApprove = (caip10: string) => ZERO_FIRST_APPROVE_TOKENS.includes(caip10.toLowerCase());

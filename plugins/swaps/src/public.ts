/** The swaps plugin's public contract: the Swap view's id and the data it opens with (types only). */

export const SWAP_VIEW = 'Swap';

/**
 * Swap arguments (spec §2: "Swap (opened with swap arguments as data)"), all optional:
 * `open({ view: 'Swap', data: { from: 'USDC', to: 'ETH', amount: '10' } })`. `from` and `to` are a
 * token symbol, a CAIP-10 token address ('eip155:1:0x…') or a contract address on the active chain;
 * `amount` is in the token's units ('1.5'). An argument that matches nothing is ignored.
 */
export interface SwapArgs {
  from?: string;
  to?: string;
  amount?: string;
}

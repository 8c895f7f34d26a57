/**
 * The suggested and popular token symbol lists of spec §9 ("Suggested and popular token symbol lists
 * exist"), shared by every token picker (Send's and Swap's), and the one rule that orders a picker's
 * list: with an empty search, the suggested tokens present on the active network come first, in the
 * list's order, then the rest; a search filters by symbol, name or address with no reordering.
 *
 * Follows AppKit's SwapController.ts:412-428 (the chain's own suggestions first, then the general
 * list, each only when the network's token list has the symbol; ConstantsUtil.ts:62-154 holds
 * AppKit's lists). The symbols below are Gangway's choice of widely used tokens, not a copy.
 */

/** Tokens a picker offers first (when the active network's token list has them). */
export const SUGGESTED_TOKEN_SYMBOLS: readonly string[] = [
  'ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'SOL', 'BTC', 'LINK', 'UNI', 'AAVE', 'ARB', 'OP', 'MATIC', 'POL', 'AVAX', 'GNO', 'ENS', 'CRV', 'LDO',
];

/** The wider list of well-known tokens (a superset of the suggested ones): what a service may be asked to price or picture ahead. */
export const POPULAR_TOKEN_SYMBOLS: readonly string[] = [
  ...SUGGESTED_TOKEN_SYMBOLS, 'BAL', 'SNX', 'MKR', 'COMP', 'SUSHI', 'YFI', '1INCH', 'GRT', 'FRAX', 'LUSD', 'RPL', 'PEPE', 'SHIB', 'BNB', 'FTM', 'NEAR', 'DOT', 'ADA', 'TRX',
];

/** A network's own suggestions, before the general list (AppKit SUGGESTED_TOKENS_BY_CHAIN, ConstantsUtil.ts:151-154). */
export const SUGGESTED_TOKENS_BY_NETWORK: Readonly<Record<string, readonly string[]>> = {
  'eip155:42161': ['USD₮0'],
};

export interface PickableToken { symbol: string; name?: string; address?: string }

export interface OrderedTokens<T> {
  /** The suggested tokens of the network, in the lists' order (empty while a search is typed). */
  suggested: T[];
  /** Every other token in its own order, or the search's matches. */
  rest: T[];
}

const norm = (s: string | undefined) => (s ?? '').trim().toLowerCase();

/** Whether `token` matches a typed search: its symbol or name contains it, or its address (or CAIP-10 tail) starts with it. */
export function matchesTokenSearch(token: PickableToken, query: string): boolean {
  const q = norm(query);
  if (!q) return true;
  const address = norm(token.address);
  return norm(token.symbol).includes(q) || norm(token.name).includes(q) || address.startsWith(q) || (address.split(':')[2] ?? '').startsWith(q);
}

/**
 * Orders a picker's tokens: an empty search puts the suggested ones of `network` (its own list, then
 * the general one; each symbol once, the first token with it) above the rest; a search keeps the
 * tokens' order and shows only matches.
 */
export function orderTokens<T extends PickableToken>(tokens: readonly T[], query = '', network?: string): OrderedTokens<T> {
  if (norm(query)) return { suggested: [], rest: tokens.filter((t) => matchesTokenSearch(t, query)) };
  const symbols = [...(network ? SUGGESTED_TOKENS_BY_NETWORK[network] ?? [] : []), ...SUGGESTED_TOKEN_SYMBOLS];
  const suggested: T[] = [];
  for (const symbol of new Set(symbols)) {
    const t = tokens.find((x) => x.symbol === symbol && !suggested.includes(x));
    if (t) suggested.push(t);
  }
  return { suggested, rest: tokens.filter((t) => !suggested.includes(t)) };
}

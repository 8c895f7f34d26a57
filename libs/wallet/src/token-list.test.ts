import { describe, expect, it } from 'vitest';
import { matchesTokenSearch, orderTokens, POPULAR_TOKEN_SYMBOLS, SUGGESTED_TOKEN_SYMBOLS } from './token-list';

const t = (symbol: string, address = `eip155:1:0x${symbol.toLowerCase()}`, name = `${symbol} token`) => ({ symbol, name, address });
const tokens = [t('ZRX'), t('USDC'), t('FOO'), t('ETH'), t('DAI'), t('USD₮0')];

describe('token list (spec §9 suggested and popular tokens)', () => {
  it('an empty search puts the suggested tokens of the network first, in the list order, then the rest in their order', () => {
    const { suggested, rest } = orderTokens(tokens);
    expect(suggested.map((x) => x.symbol)).toEqual(['ETH', 'USDC', 'DAI']);
    expect(rest.map((x) => x.symbol)).toEqual(['ZRX', 'FOO', 'USD₮0']);
  });

  it("a network's own suggestions come before the general list (AppKit's Arbitrum USD₮0)", () => {
    expect(orderTokens(tokens, '', 'eip155:42161').suggested.map((x) => x.symbol)).toEqual(['USD₮0', 'ETH', 'USDC', 'DAI']);
  });

  it('a suggested symbol missing from the network is not shown; two tokens with one symbol: the first is suggested once', () => {
    const twice = [t('USDC', 'eip155:1:0xa'), t('USDC', 'eip155:1:0xb')];
    const { suggested, rest } = orderTokens(twice);
    expect(suggested.map((x) => x.address)).toEqual(['eip155:1:0xa']);
    expect(rest.map((x) => x.address)).toEqual(['eip155:1:0xb']);
    expect(orderTokens([t('FOO')]).suggested).toEqual([]);
  });

  it('a search filters by symbol, name or address, case-insensitively, with no suggested section', () => {
    expect(orderTokens(tokens, 'us')).toEqual({ suggested: [], rest: [tokens[1], tokens[5]] });
    expect(orderTokens(tokens, '  FOO token ').rest).toEqual([tokens[2]]);
    expect(orderTokens(tokens, '0xdai').rest).toEqual([tokens[4]]);
    expect(matchesTokenSearch(tokens[4], 'eip155:1:0xd')).toBe(true);
    expect(orderTokens(tokens, 'nothing-like-it')).toEqual({ suggested: [], rest: [] });
  });

  it('the popular list contains every suggested symbol, each symbol once', () => {
    expect(POPULAR_TOKEN_SYMBOLS).toEqual(expect.arrayContaining([...SUGGESTED_TOKEN_SYMBOLS]));
    expect(new Set(POPULAR_TOKEN_SYMBOLS).size).toBe(POPULAR_TOKEN_SYMBOLS.length);
  });
});

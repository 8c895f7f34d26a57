import { describe, expect, it } from 'vitest';
import { isNativeToken, nativeTokenId } from './chain-family';

// Spec §9 native token address placeholders: each family states its own; send, swap and on-ramp ask it.
const eip155 = { nativeTokenAddress: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' };
const solana = { nativeTokenAddress: 'So11111111111111111111111111111111111111111' };

describe('native token placeholder of a chain family', () => {
  it('a token with no address, or with the family placeholder (CAIP-10 or bare, any case), is the native coin', () => {
    expect(isNativeToken(undefined, eip155)).toBe(true);
    expect(isNativeToken('eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', eip155)).toBe(true);
    expect(isNativeToken('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', eip155)).toBe(true);
    expect(isNativeToken('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111111', solana)).toBe(true);
  });

  it('a token contract, or another family placeholder, is not', () => {
    expect(isNativeToken('eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', eip155)).toBe(false);
    // Wrapped SOL's mint (…112) is a token, not SOL itself.
    expect(isNativeToken('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112', solana)).toBe(false);
    expect(isNativeToken('solana:x:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', solana)).toBe(false);
  });

  it("the native coin's CAIP-10 id on a network", () => {
    expect(nativeTokenId({ caipNetworkId: 'eip155:31337' }, eip155)).toBe('eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee');
    expect(nativeTokenId({ caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }, solana)).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:So11111111111111111111111111111111111111111');
  });
});

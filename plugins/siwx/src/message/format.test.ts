import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SIWXMessageData } from '../types';
import { familyOf, formatSiwxMessage, parseSiwxMessage } from './format';

const ALL_FIELDS = (chainId: string, accountAddress: string): SIWXMessageData => ({
  chainId, accountAddress, nonce: 'abcDEF12345678', domain: 'app.example.com', uri: 'https://app.example.com/login',
  version: '1', issuedAt: '2026-01-02T03:04:05.000Z', expirationTime: '2026-01-03T03:04:05.000Z',
  notBefore: '2026-01-02T03:04:05.000Z', requestId: 'req-42', resources: ['https://app.example.com/a', 'ipfs://bafy'],
  statement: 'Sign in to the app.',
});

describe('sign-in message text', () => {
  it('writes every §3 field in EIP-4361 for eip155 (viem) and reads them back', () => {
    const d = ALL_FIELDS('eip155:1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    const text = formatSiwxMessage(d);
    expect(text.split('\n')[0]).toBe('app.example.com wants you to sign in with your Ethereum account:');
    for (const line of ['URI: https://app.example.com/login', 'Version: 1', 'Chain ID: 1', 'Nonce: abcDEF12345678', 'Issued At: 2026-01-02T03:04:05.000Z',
      'Expiration Time: 2026-01-03T03:04:05.000Z', 'Not Before: 2026-01-02T03:04:05.000Z', 'Request ID: req-42', '- ipfs://bafy']) expect(text).toContain(line);
    expect(parseSiwxMessage('eip155', text)).toEqual(d);
  });

  it('writes Sign-In-With-Solana text and the same layout for Bitcoin, and reads them back', () => {
    const sol = ALL_FIELDS('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM');
    const solText = formatSiwxMessage(sol);
    expect(solText).toBe([
      'app.example.com wants you to sign in with your Solana account:', sol.accountAddress, '', 'Sign in to the app.', '',
      'URI: https://app.example.com/login', 'Version: 1', 'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Nonce: abcDEF12345678',
      'Issued At: 2026-01-02T03:04:05.000Z', 'Expiration Time: 2026-01-03T03:04:05.000Z', 'Not Before: 2026-01-02T03:04:05.000Z',
      'Request ID: req-42', 'Resources:', '- https://app.example.com/a', '- ipfs://bafy',
    ].join('\n'));
    expect(parseSiwxMessage('solana', solText)).toEqual(sol);
    const btc = ALL_FIELDS('bip122:000000000019d6689c085ae165831e93', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    const btcText = formatSiwxMessage(btc);
    expect(btcText.split('\n')[0]).toBe('app.example.com wants you to sign in with your Bitcoin account:');
    expect(parseSiwxMessage('bip122', btcText)).toEqual(btc);
    expect(() => parseSiwxMessage('solana', btcText)).toThrow();
  });

  it('round-trips any well-formed fields, and refuses any text with a change outside them', () => {
    const word = fc.stringMatching(/^[a-zA-Z0-9]{8,20}$/);
    const date = fc.integer({ min: 0, max: 4_000_000_000_000 }).map((t) => new Date(t).toISOString());
    const data = fc.record({
      family: fc.constantFrom('solana', 'bip122'),
      nonce: word, requestId: fc.option(word, { nil: undefined }), issuedAt: fc.option(date, { nil: undefined }),
      expirationTime: fc.option(date, { nil: undefined }), statement: fc.option(fc.stringMatching(/^[a-zA-Z][a-zA-Z .,]{0,40}$/), { nil: undefined }),
      resources: fc.option(fc.array(word.map((w) => `https://r.example/${w}`), { minLength: 1, maxLength: 3 }), { nil: undefined }),
    });
    fc.assert(fc.property(data, fc.string(), (r, junk) => {
      const d: SIWXMessageData = { chainId: `${r.family}:ref${r.nonce}`, accountAddress: r.family === 'solana' ? '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' : 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', nonce: r.nonce, domain: 'a.example', uri: 'https://a.example/', version: '1' };
      for (const k of ['requestId', 'issuedAt', 'expirationTime', 'statement', 'resources'] as const) if (r[k] !== undefined) (d as unknown as Record<string, unknown>)[k] = r[k];
      const text = formatSiwxMessage(d);
      expect(parseSiwxMessage(r.family, text)).toEqual(d);
      if (junk.length) expect(() => parseSiwxMessage(r.family, `${text}\n${junk}`)).toThrow();
    }), { numRuns: 1000 });
  });

  it('refuses families sign-in does not serve', () => {
    expect(familyOf('eip155:10')).toBe('eip155');
    expect(() => familyOf('cosmos:hub')).toThrow('Sign-in is not supported on cosmos:hub');
    expect(() => familyOf('eip155')).toThrow();
  });
});

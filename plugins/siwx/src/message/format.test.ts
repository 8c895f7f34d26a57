import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SIWXMessageData } from '../types';
import { builtinFamilies } from '../test-util/families.test-util';
import { formatSiwxMessage, parseSiwxMessage } from './format';
import { formatTextMessage, parseTextMessage } from './text-format';

const ALL_FIELDS = (chainId: string, accountAddress: string): SIWXMessageData => ({
  chainId, accountAddress, nonce: 'abcDEF12345678', domain: 'app.example.com', uri: 'https://app.example.com/login',
  version: '1', issuedAt: '2026-01-02T03:04:05.000Z', expirationTime: '2026-01-03T03:04:05.000Z',
  notBefore: '2026-01-02T03:04:05.000Z', requestId: 'req-42', resources: ['https://app.example.com/a', 'ipfs://bafy'],
  statement: 'Sign in to the app.',
});

describe('sign-in message text', () => {
  it('writes every §3 field in EIP-4361 for eip155 (viem) and reads them back', async () => {
    const d = ALL_FIELDS('eip155:1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    const evm = await builtinFamilies()('eip155:1');
    const text = await formatSiwxMessage(evm, d);
    expect(text.split('\n')[0]).toBe('app.example.com wants you to sign in with your Ethereum account:');
    for (const line of ['URI: https://app.example.com/login', 'Version: 1', 'Chain ID: 1', 'Nonce: abcDEF12345678', 'Issued At: 2026-01-02T03:04:05.000Z',
      'Expiration Time: 2026-01-03T03:04:05.000Z', 'Not Before: 2026-01-02T03:04:05.000Z', 'Request ID: req-42', '- ipfs://bafy']) expect(text).toContain(line);
    expect(await parseSiwxMessage(evm, 'eip155:1', text)).toEqual(d);
  });

  it('writes Sign-In-With-Solana text and the same layout for Bitcoin, and reads them back', async () => {
    const families = builtinFamilies();
    const sol = ALL_FIELDS('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM');
    const solana = await families(sol.chainId);
    const solText = await formatSiwxMessage(solana, sol);
    expect(solText).toBe([
      'app.example.com wants you to sign in with your Solana account:', sol.accountAddress, '', 'Sign in to the app.', '',
      'URI: https://app.example.com/login', 'Version: 1', 'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Nonce: abcDEF12345678',
      'Issued At: 2026-01-02T03:04:05.000Z', 'Expiration Time: 2026-01-03T03:04:05.000Z', 'Not Before: 2026-01-02T03:04:05.000Z',
      'Request ID: req-42', 'Resources:', '- https://app.example.com/a', '- ipfs://bafy',
    ].join('\n'));
    expect(await parseSiwxMessage(solana, sol.chainId, solText)).toEqual(sol);
    const btc = ALL_FIELDS('bip122:000000000019d6689c085ae165831e93', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    const bitcoin = await families(btc.chainId);
    const btcText = await formatSiwxMessage(bitcoin, btc);
    expect(btcText.split('\n')[0]).toBe('app.example.com wants you to sign in with your Bitcoin account:');
    expect(await parseSiwxMessage(bitcoin, btc.chainId, btcText)).toEqual(btc);
    await expect(parseSiwxMessage(solana, sol.chainId, btcText)).rejects.toThrow();
  });

  it('round-trips any well-formed fields, and refuses any text with a change outside them', () => {
    const word = fc.stringMatching(/^[a-zA-Z0-9]{8,20}$/);
    const date = fc.integer({ min: 0, max: 4_000_000_000_000 }).map((t) => new Date(t).toISOString());
    const data = fc.record({
      family: fc.constantFrom({ ns: 'solana', word: 'Solana' }, { ns: 'bip122', word: 'Bitcoin' }),
      nonce: word, requestId: fc.option(word, { nil: undefined }), issuedAt: fc.option(date, { nil: undefined }),
      expirationTime: fc.option(date, { nil: undefined }), statement: fc.option(fc.stringMatching(/^[a-zA-Z][a-zA-Z .,]{0,40}$/), { nil: undefined }),
      resources: fc.option(fc.array(word.map((w) => `https://r.example/${w}`), { minLength: 1, maxLength: 3 }), { nil: undefined }),
    });
    fc.assert(fc.property(data, fc.string(), (r, junk) => {
      const { ns, word } = r.family;
      const d: SIWXMessageData = { chainId: `${ns}:ref${r.nonce}`, accountAddress: ns === 'solana' ? '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' : 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', nonce: r.nonce, domain: 'a.example', uri: 'https://a.example/', version: '1' };
      for (const k of ['requestId', 'issuedAt', 'expirationTime', 'statement', 'resources'] as const) if (r[k] !== undefined) (d as unknown as Record<string, unknown>)[k] = r[k];
      const text = formatTextMessage(word, d);
      expect(parseTextMessage(word, ns, text)).toEqual(d);
      if (junk.length) expect(() => parseTextMessage(word, ns, `${text}\n${junk}`)).toThrow();
    }), { numRuns: 1000 });
  });

  it('refuses families no chain plugin serves with sign-in, and what is not a CAIP-2 id', async () => {
    const families = builtinFamilies();
    expect((await families('eip155:10')).accountName).toBe('Ethereum');
    await expect(families('cosmos:hub')).rejects.toThrow('Sign-in is not supported on cosmos:hub');
    await expect(families('eip155')).rejects.toThrow('Sign-in is not supported on eip155');
  });
});

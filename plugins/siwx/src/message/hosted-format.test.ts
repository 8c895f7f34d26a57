import { describe, expect, it } from 'vitest';
import type { Network } from '@gangway/kernel';
import type { SIWXMessageData } from '../types';
import { formatSiwxMessage, parseSiwxMessage } from './format';
import { formatHostedMessage, parseHostedMessage } from './hosted-format';
import { builtinFamilies } from '../test-util/families.test-util';

const mainnet = { caipNetworkId: 'eip155:1', name: 'Ethereum' } as Network;
const d: SIWXMessageData = {
  chainId: 'eip155:1', accountAddress: '0x2Ad5Fe1B4C9B8D6F0E3c5A7b9D1E2F3a4B5c6D7e', nonce: 'abcdEFGH1234', domain: 'app.example.com',
  uri: 'https://app.example.com/', version: '1', issuedAt: '2026-01-01T00:00:00.000Z', statement: 'Sign in.', resources: ['https://app.example.com/tos'],
};

describe('hosted mode text (AppKit ReownAuthenticationMessenger)', () => {
  it('names the network and writes the whole CAIP-2 id, line for line as AppKit joins them', () => {
    expect(formatHostedMessage([mainnet], d)).toBe([
      'app.example.com wants you to sign in with your Ethereum account:', d.accountAddress, '', 'Sign in.', '',
      'URI: https://app.example.com/', 'Version: 1', 'Chain ID: eip155:1', 'Nonce: abcdEFGH1234', 'Issued At: 2026-01-01T00:00:00.000Z',
      'Resources:', '- https://app.example.com/tos',
    ].join('\n'));
  });

  it("falls back to AppKit's namespace name for a network the page does not list", () => {
    expect(formatHostedMessage([], { ...d, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toMatch(/^app\.example\.com wants you to sign in with your Solana account:\n/);
    expect(formatHostedMessage([], d)).toContain('your EVM Networks account:');
  });

  it('parses what it writes, and refuses the local (bare chain id) form and the reverse', async () => {
    const evm = await builtinFamilies()(d.chainId);
    const hosted = formatHostedMessage([mainnet], d);
    expect(parseHostedMessage(hosted)).toEqual(d);
    await expect(formatSiwxMessage(evm, d).then(parseHostedMessage)).rejects.toThrow();
    await expect(parseSiwxMessage(evm, d.chainId, hosted)).rejects.toThrow();
    expect(() => parseHostedMessage(hosted.replace('Chain ID: eip155:1', 'Chain ID: 1'))).toThrow();
    expect(() => parseHostedMessage(`${hosted}\n`)).toThrow();
  });
});

/**
 * eip155 sign-in (the family's `signIn`): the wallet is asked with the text hex-encoded; an EOA's
 * signature is recovered, a smart account's asked of the chain (ERC-1271 / ERC-6492) only when the
 * signer is not the address itself; EIP-4361 text round-trips and nothing else parses.
 */
import { describe, expect, it } from 'vitest';
import { hexToString, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { eip155SignIn } from './sign-in';
import { formatSiweMessage, parseSiweText, verifyEip155Signature } from './sign-in-code';

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const fields = {
  chainId: 'eip155:31337', accountAddress: account.address, nonce: 'abcdefgh12', domain: 'app.example.com',
  uri: 'https://app.example.com/', version: '1', issuedAt: '2026-01-01T00:00:00.000Z', statement: 'Sign in.',
};

describe('eip155 sign-in', () => {
  it('asks personal_sign with the text hex-encoded, and verifies what the account signed', async () => {
    const asked: [Hex, string][] = [];
    const signIn = eip155SignIn({ signMessage: async (message, address) => { asked.push([message as Hex, address]); return account.signMessage({ message: { raw: message as Hex } }); } }, () => []);
    const text = await signIn.message!.format(fields);
    expect(await signIn.message!.parse(text)).toEqual(fields);
    const signature = await signIn.sign!(text, account.address);
    expect(hexToString(asked[0][0])).toBe(text);
    expect(await signIn.verify({ message: text, address: account.address, signature, chainId: fields.chainId })).toBe(true);
    expect(await signIn.verify({ message: `${text} `, address: account.address, signature, chainId: fields.chainId })).toBe(false);
    expect(signIn.normalizeAddress!(account.address)).toBe(account.address.toLowerCase());
  });

  it('refuses an EIP-4361 text that is not exactly what it writes', () => {
    const text = formatSiweMessage(fields);
    expect(() => parseSiweText(`${text}\n`)).toThrow('Malformed sign-in message');
    expect(() => parseSiweText('hello')).toThrow();
  });

  it('asks the chain (ERC-1271 / ERC-6492) when the signer is not the address itself', async () => {
    const smart = '0x000000000000000000000000000000000000dEaD';
    const text = formatSiweMessage({ ...fields, accountAddress: smart });
    const signature = await account.signMessage({ message: text });
    const calls: string[] = [];
    const chain = (answer: boolean) => ({ verifyMessage: async (args: { address: string }) => { calls.push(args.address); return answer; } });
    expect(await verifyEip155Signature(smart, text, signature, chain(true))).toBe(true);
    expect(await verifyEip155Signature(smart, text, signature, chain(false))).toBe(false);
    expect(await verifyEip155Signature(smart, text, signature)).toBe(false);
    // The account itself signed: recovered, the chain is not asked.
    expect(await verifyEip155Signature(account.address, text, signature, chain(false))).toBe(true);
    expect(calls).toEqual([smart, smart]);
    expect(await verifyEip155Signature(smart, text, 'not hex', chain(true))).toBe(false);
  });
});

// The shared Bitcoin signer's message formats against the widget's verifier (chain-bip122's, which sign-in uses too): BIP-137 for the
// legacy address (byte for byte with bitcoinjs-message's published signatures for key 1), BIP-322
// full for the nested SegWit address, either on request, and the simple formats unchanged.
import * as bitcoin from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import { verifyMessageSignature } from '../../../../plugins/chain-bip122/src/message-signature';
import { bitcoinAccounts } from '../accounts.mjs';
import { bitcoinKey } from './bitcoin-signer.mjs';

const enc = (/** @type {string} */ s) => new TextEncoder().encode(s);
const b64 = (/** @type {Uint8Array} */ b) => Buffer.from(b).toString('base64');
const KEY_ONE = `${'0'.repeat(63)}1`;

describe('bitcoinKey message signatures', () => {
  const key = bitcoinKey(bitcoinAccounts[0].privateKey);
  const other = bitcoinKey(bitcoinAccounts[1].privateKey);
  const script = (/** @type {string} */ a) => bitcoin.address.toOutputScript(a, bitcoin.networks.regtest);

  it('holds legacy (m/n…) and nested SegWit (2…) regtest addresses of the same key, which the wallets do not announce', () => {
    expect(key.legacy).toMatch(/^[mn]/);
    expect(key.nested).toMatch(/^2/);
    expect(key.owns(key.legacy)).toBe(false);
    expect(key.owns(key.nested)).toBe(false);
  });

  it('signs BIP-137 for the legacy address and BIP-322 full for the nested one, verified for that address only', () => {
    for (const address of [key.legacy, key.nested]) {
      const sig = b64(key.signMessage(address, enc('sign in')));
      expect(verifyMessageSignature(enc('sign in'), script(address), sig)).toBe(true);
      expect(verifyMessageSignature(enc('sign in?'), script(address), sig)).toBe(false);
      expect(verifyMessageSignature(enc('sign in'), script(other.legacy), sig)).toBe(false);
      expect(verifyMessageSignature(enc('sign in'), script(other.nested), sig)).toBe(false);
    }
    expect(key.signMessage(key.legacy, enc('x'))).toHaveLength(65);
    expect(key.signMessage(key.nested, enc('x'))[0]).toBe(0); // a version-0 transaction
  });

  it('signs the other format on request, which the verifier takes', () => {
    const full = b64(key.signMessage(key.legacy, enc('hi'), 'bip322'));
    expect(full).not.toHaveLength(88); // not a 65-byte legacy signature
    expect(verifyMessageSignature(enc('hi'), script(key.legacy), full)).toBe(true);
    for (const address of [key.nested, key.payment]) {
      const legacy = b64(key.signMessage(address, enc('hi'), 'bip137'));
      expect(verifyMessageSignature(enc('hi'), script(address), legacy)).toBe(true);
      expect(verifyMessageSignature(enc('ho'), script(address), legacy)).toBe(false);
    }
    expect(verifyMessageSignature(enc('hi'), script(key.legacy), b64(key.signMessage(key.legacy, enc('hi'))))).toBe(true);
  });

  it('reproduces the published BIP-137 signatures of key 1 (RFC 6979 nonces)', () => {
    const one = bitcoinKey(KEY_ONE);
    const message = enc('vires is numeris');
    expect(b64(one.signMessage(one.legacy, message))).toBe('IF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=');
    expect(b64(one.signMessage(one.nested, message, 'bip137'))).toBe('JF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=');
    expect(b64(one.signMessage(one.payment, message, 'bip137'))).toBe('KF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=');
  });

  it('keeps BIP-322 simple for the payment and ordinals addresses, and refuses addresses it does not hold', () => {
    for (const address of [key.payment, key.ordinals]) {
      expect(verifyMessageSignature(enc('m'), script(address), b64(key.signMessage(address, enc('m'))))).toBe(true);
    }
    expect(() => key.signMessage(other.legacy, enc('m'))).toThrow(/not an address of this wallet/);
  });
});

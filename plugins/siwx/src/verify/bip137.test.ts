/**
 * Legacy BIP-137 signatures on the page's verifier: bitcoinjs-message's published fixtures (the
 * four header ranges for "vires is numeris", and its refusals), round trips with the independent
 * test signers, and the header / address-kind pairing.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hex } from '@scure/base';
import { bitcoinLegacySigner } from '../test-util/signers.test-util';
import { bip137MessageHash, verifyBip137Signature } from './bip137';

const MESSAGE = 'vires is numeris';
const UNCOMPRESSED = { address: '16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM', signature: 'G8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=' };
const COMPRESSED = { address: '1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs', signature: 'H8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=' };
const NESTED = { address: '3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN', signature: 'JF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=' };
const NATIVE = { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', signature: 'KF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=' };

describe('BIP-137 legacy signatures', () => {
  it('hashes with the magic prefix as bitcoinjs-message publishes', () => {
    expect(hex.encode(bip137MessageHash(''))).toBe('80e795d4a4caadd7047af389d9f7f220562feb6196032e2131e10563352c4bcc');
    expect(hex.encode(bip137MessageHash('Vires is Numeris'))).toBe('f8a5affbef4a3241b19067aa694562f64f513310817297089a8929a930f4f933');
  });

  it.each([UNCOMPRESSED, COMPRESSED, NESTED, NATIVE])('verifies the published signature for $address, for its message only', ({ address, signature }) => {
    expect(verifyBip137Signature(address, MESSAGE, signature)).toBe(true);
    expect(verifyBip137Signature(address, 'foobar', signature)).toBe(false);
  });

  it('refuses the published counter-examples and a header for another address kind', () => {
    expect(verifyBip137Signature('1111111111111111111114oLvT2', MESSAGE, COMPRESSED.signature)).toBe(false);
    expect(verifyBip137Signature(UNCOMPRESSED.address, MESSAGE, COMPRESSED.signature)).toBe(false);
    expect(verifyBip137Signature(COMPRESSED.address, MESSAGE, UNCOMPRESSED.signature)).toBe(false);
    expect(verifyBip137Signature(NATIVE.address, MESSAGE, NESTED.signature)).toBe(false);
    expect(verifyBip137Signature(NESTED.address, MESSAGE, NATIVE.signature)).toBe(false);
  });

  it('round-trips the test signers (regtest P2PKH and P2SH-P2WPKH), for the signing address only', async () => {
    for (const kind of ['p2pkh', 'p2sh-p2wpkh'] as const) {
      const a = bitcoinLegacySigner(1, kind);
      const b = bitcoinLegacySigner(2, kind);
      expect(a.address).toMatch(kind === 'p2pkh' ? /^[mn]/ : /^2/);
      const long = `sign in please ${'x'.repeat(300)}`; // a length of three bytes in the magic hash
      for (const message of ['sign in please', long]) {
        const sig = await a.sign(message);
        expect(verifyBip137Signature(a.address, message, sig)).toBe(true);
        expect(verifyBip137Signature(b.address, message, sig)).toBe(false);
      }
    }
  });

  it('never throws or verifies on malformed signatures and addresses', () => {
    const signature = fc.oneof(
      fc.string(),
      fc.tuple(fc.integer({ min: 0, max: 255 }), fc.uint8Array({ minLength: 64, maxLength: 64 })).map(([h, b]) => btoa(String.fromCharCode(h, ...b))),
    );
    const address = fc.oneof(fc.string(), fc.constantFrom(UNCOMPRESSED.address, NESTED.address, NATIVE.address, 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'));
    fc.assert(fc.property(address, fc.string(), signature, (a, m, s) => {
      expect(verifyBip137Signature(a, m, s)).toBe(false);
    }), { numRuns: 500 });
  });
});

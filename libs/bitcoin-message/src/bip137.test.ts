/**
 * The BIP-137 header and key recovery: encode / decode round trips for every kind and recovery id,
 * refusals of what is no BIP-137 signature, and recovery of the key noble signed with, in the form
 * the header names. The published vectors stay with the verifiers (chain-bip122, siwx).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, hex } from '@scure/base';
import { decodeBip137, encodeBip137, recoverBip137Key, type Bip137Kind } from './bip137';
import { bitcoinMessageHash } from './hash';

const KINDS: Bip137Kind[] = ['p2pkh-uncompressed', 'p2pkh', 'p2sh-p2wpkh', 'p2wpkh'];

function sign(message: string, secret: Uint8Array, kind: Bip137Kind) {
  const hash = bitcoinMessageHash(new TextEncoder().encode(message));
  const sig = secp256k1.Signature.fromBytes(secp256k1.sign(hash, secret, { prehash: false, format: 'recovered' }), 'recovered');
  return { hash, signature: encodeBip137(sig.toBytes('compact'), sig.recovery!, kind) };
}

describe('BIP-137 header', () => {
  it.each(KINDS.flatMap((kind, i) => [0, 1, 2, 3].map((id) => ({ kind, id, header: 27 + 4 * i + id }))))(
    '$kind with recovery id $id is header $header, and back', ({ kind, id, header }) => {
      const compact = Uint8Array.from({ length: 64 }, (_, i) => i);
      const signature = encodeBip137(compact, id, kind);
      expect(base64.decode(signature)[0]).toBe(header);
      expect(decodeBip137(signature)).toEqual({ kind, recoveryId: id, compact });
    });

  it('refuses what is no BIP-137 signature', () => {
    const body = new Uint8Array(64).fill(1);
    expect(decodeBip137('not base64!')).toBeUndefined();
    expect(decodeBip137(base64.encode(Uint8Array.of(31, ...body.subarray(1))))).toBeUndefined();
    expect(decodeBip137(base64.encode(Uint8Array.of(26, ...body)))).toBeUndefined();
    expect(decodeBip137(base64.encode(Uint8Array.of(43, ...body)))).toBeUndefined();
  });
});

describe('recoverBip137Key', () => {
  const secret = secp256k1.utils.randomSecretKey();

  it.each(KINDS)('recovers the signing key, as %s serializes it', (kind) => {
    const { hash, signature } = sign('sign in please', secret, kind);
    const key = recoverBip137Key(hash, decodeBip137(signature)!);
    expect(hex.encode(key!)).toBe(hex.encode(secp256k1.getPublicKey(secret, kind !== 'p2pkh-uncompressed')));
  });

  it('recovers another key for another message', () => {
    const { signature } = sign('sign in please', secret, 'p2pkh');
    const other = bitcoinMessageHash(new TextEncoder().encode('sign in, please'));
    expect(hex.encode(recoverBip137Key(other, decodeBip137(signature)!)!)).not.toBe(hex.encode(secp256k1.getPublicKey(secret)));
  });

  it('gives undefined, never throws, for r or s out of range', () => {
    const hash = new Uint8Array(32).fill(7);
    const zero = { kind: 'p2pkh' as const, recoveryId: 0 as const, compact: new Uint8Array(64) };
    expect(recoverBip137Key(hash, zero)).toBeUndefined();
    expect(recoverBip137Key(hash, { ...zero, compact: new Uint8Array(64).fill(0xff) })).toBeUndefined();
    fc.assert(fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), fc.constantFrom(0, 1, 2, 3), (compact, id) => {
      const key = recoverBip137Key(hash, { kind: 'p2pkh', recoveryId: id as 0 | 1 | 2 | 3, compact });
      expect(key === undefined || key.length === 33).toBe(true);
    }), { numRuns: 200 });
  });
});

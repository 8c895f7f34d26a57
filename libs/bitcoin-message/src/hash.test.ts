/**
 * The message digest's length prefix at the CompactSize boundaries (bytes written out by hand from
 * the encoding's definition) and the address hashes against the well-known key 1 (its P2PKH hash
 * and its nested SegWit address 3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN).
 */
import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { createBase58check, hex } from '@scure/base';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bitcoinMessageHash, compactSize, hash160, nestedSegwitScriptHash } from './hash';

describe('bitcoinMessageHash', () => {
  it.each([
    [0, '00'], [252, 'fc'], [253, 'fdfd00'], [0xffff, 'fdffff'], [0x10000, 'fe00000100'], [0x12345678, 'fe78563412'],
  ])('writes the length %i as %s', (n, expected) => {
    expect(hex.encode(compactSize(n))).toBe(expected);
  });

  it('is sha256d of the magic prefix, the length and the message, with a three-byte length from 253 bytes', () => {
    const message = new Uint8Array(300).fill(0x61);
    const expected = sha256(sha256(concatBytes(utf8ToBytes('\x18Bitcoin Signed Message:\n'), hex.decode('fd2c01'), message)));
    expect(hex.encode(bitcoinMessageHash(message))).toBe(hex.encode(expected));
    expect(hex.encode(bitcoinMessageHash(message.subarray(1)))).not.toBe(hex.encode(expected));
  });
});

describe('address hashes', () => {
  const key = secp256k1.getPublicKey(hex.decode(`${'00'.repeat(31)}01`));

  it('hash160 gives key 1 its P2PKH / P2WPKH hash', () => {
    expect(hex.encode(hash160(key))).toBe('751e76e8199196d454941c45d1b3a323f1433bd6');
  });

  it('nestedSegwitScriptHash gives key 1 its P2SH-P2WPKH address', () => {
    const address = createBase58check(sha256).decode('3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN');
    expect(hex.encode(nestedSegwitScriptHash(hash160(key)))).toBe(hex.encode(address.subarray(1)));
  });
});

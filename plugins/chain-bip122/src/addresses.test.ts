/**
 * Address rules without bitcoinjs-lib, checked against bitcoinjs-lib's own decoder for the same
 * inputs: every kind on its network, the wrong network, bech32/bech32m checksum confusion, mixed
 * case, and random strings (fast-check) never accepted unless bitcoinjs accepts them too.
 */
import { describe, expect, it } from 'vitest';
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';
import fc from 'fast-check';
import { hex } from '@scure/base';
import { addressKind, isBitcoinAddress, purposeOf } from './addresses';
import { bitcoinMainnet, bitcoinRegtest, bitcoinTestnet } from './networks';

bitcoin.initEccLib(ecc);
// The generator point: a valid public key (a taproot output needs a point on the curve).
const pubkey = hex.decode('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');
const REFS: [string, bitcoin.Network][] = [[bitcoinMainnet.id as string, bitcoin.networks.bitcoin], [bitcoinTestnet.id as string, bitcoin.networks.testnet], [bitcoinRegtest.id as string, bitcoin.networks.regtest]];

const bitcoinjsAccepts = (address: string, network: bitcoin.Network) => {
  try { bitcoin.address.toOutputScript(address, network); return true; } catch { return false; }
};

describe('Bitcoin addresses', () => {
  for (const [ref, network] of REFS) {
    it(`knows every kind on ${network.bech32} and refuses them elsewhere`, () => {
      const kinds = {
        p2wpkh: bitcoin.payments.p2wpkh({ pubkey, network }).address!,
        p2wsh: bitcoin.payments.p2wsh({ hash: new Uint8Array(32).fill(3), network }).address!,
        p2tr: bitcoin.payments.p2tr({ internalPubkey: pubkey.subarray(1), network }).address!,
        p2pkh: bitcoin.payments.p2pkh({ pubkey, network }).address!,
        p2sh: bitcoin.payments.p2sh({ hash: new Uint8Array(20).fill(4), network }).address!,
      };
      for (const [kind, address] of Object.entries(kinds)) expect(addressKind(address, ref)).toBe(kind);
      expect(purposeOf(kinds.p2tr, ref)).toBe('ordinal');
      expect(purposeOf(kinds.p2wpkh, ref)).toBe('payment');
      // bech32 addresses in upper case are valid; mixed case is not.
      expect(addressKind(kinds.p2wpkh.toUpperCase(), ref)).toBe('p2wpkh');
      expect(addressKind(kinds.p2wpkh.slice(0, 6).toUpperCase() + kinds.p2wpkh.slice(6), ref)).toBeUndefined();
      if (ref === bitcoinMainnet.id) expect(addressKind(kinds.p2wpkh, bitcoinRegtest.id as string)).toBeUndefined();
    });
  }

  it('refuses a witness v1 address with the bech32 (v0) checksum, and v0 with bech32m', () => {
    // BIP-350 test vectors: invalid because of the checksum variant.
    expect(isBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut')).toBe(false);
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh')).toBe(false);
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    expect(isBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(true);
  });

  it('refuses what is no address', () => {
    for (const bad of ['', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'bcrt1q-not-an-address', '9G1FDEFBdebBPjz43sEd2Der4Mi5AEXcwG5BnSh7F1h5', 'bc1'.padEnd(120, 'q')]) {
      expect(isBitcoinAddress(bad)).toBe(false);
    }
  });

  it('never accepts a string bitcoinjs-lib refuses (random strings around real addresses)', () => {
    const real = bitcoin.payments.p2wpkh({ pubkey, network: bitcoin.networks.regtest }).address!;
    fc.assert(fc.property(fc.oneof(fc.string(), fc.nat(real.length - 1).chain((i) => fc.constantFrom(...'qpzry9x8gf2tvdw0s3jn54khce6mua7l').map((c) => real.slice(0, i) + c + real.slice(i + 1)))), (s) => {
        for (const [ref, network] of REFS) if (addressKind(s, ref)) expect(bitcoinjsAccepts(s, network)).toBe(true);
      }), { numRuns: 500 });
  });
});

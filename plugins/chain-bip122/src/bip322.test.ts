/**
 * BIP-322 simple signatures: the message-hash and signature vectors published in BIP-322 (mainnet
 * p2wpkh key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k), sign/verify round trips for
 * p2wpkh and p2tr, and refusals (another message, another address, mangled encodings).
 */
import { describe, expect, it } from 'vitest';
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';
import { ECPairFactory } from 'ecpair';
import { hex } from '@scure/base';
import { decodeWitness, encodeWitness, messageHash, signSimple, verifySimple } from './bip322';

const ECPair = ECPairFactory(ecc);
const enc = (s: string) => new TextEncoder().encode(s);
const VECTOR_KEY = ECPair.fromWIF('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k');
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const VECTOR_SCRIPT = bitcoin.address.toOutputScript(VECTOR_ADDRESS, bitcoin.networks.bitcoin);
const SIG_EMPTY = 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';
const SIG_HELLO = 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';

describe('BIP-322 simple signatures', () => {
  it('hashes messages as the BIP specifies', () => {
    expect(hex.encode(messageHash(enc('')))).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1');
    expect(hex.encode(messageHash(enc('Hello World')))).toBe('f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a');
  });

  it('the key of the BIP vectors is the vector address', () => {
    expect(bitcoin.payments.p2wpkh({ pubkey: VECTOR_KEY.publicKey, network: bitcoin.networks.bitcoin }).address).toBe(VECTOR_ADDRESS);
  });

  it('verifies the published signatures, and only for their message', () => {
    expect(verifySimple(enc(''), VECTOR_SCRIPT, SIG_EMPTY)).toBe(true);
    expect(verifySimple(enc('Hello World'), VECTOR_SCRIPT, SIG_HELLO)).toBe(true);
    expect(verifySimple(enc('Hello World'), VECTOR_SCRIPT, SIG_EMPTY)).toBe(false);
    expect(verifySimple(enc(''), VECTOR_SCRIPT, SIG_HELLO)).toBe(false);
  });

  it('signs the published signatures (RFC 6979 nonces ground for a low R, as Bitcoin Core signs)', () => {
    const signer = { publicKey: VECTOR_KEY.publicKey, sign: (h: Uint8Array) => VECTOR_KEY.sign(h, true) };
    expect(signSimple(enc(''), VECTOR_SCRIPT, signer)).toBe(SIG_EMPTY);
    expect(signSimple(enc('Hello World'), VECTOR_SCRIPT, signer)).toBe(SIG_HELLO);
  });

  it('round-trips p2wpkh on regtest and refuses another address', () => {
    const key = ECPair.makeRandom({ network: bitcoin.networks.regtest });
    const other = ECPair.makeRandom({ network: bitcoin.networks.regtest });
    const script = bitcoin.payments.p2wpkh({ pubkey: key.publicKey, network: bitcoin.networks.regtest }).output!;
    const otherScript = bitcoin.payments.p2wpkh({ pubkey: other.publicKey, network: bitcoin.networks.regtest }).output!;
    const sig = signSimple(enc('Gangway'), script, { publicKey: key.publicKey, sign: (h) => key.sign(h) });
    expect(verifySimple(enc('Gangway'), script, sig)).toBe(true);
    expect(verifySimple(enc('Gangway'), otherScript, sig)).toBe(false);
    expect(verifySimple(enc('Gangway!'), script, sig)).toBe(false);
  });

  it('round-trips p2tr (key path, tweaked key)', () => {
    bitcoin.initEccLib(ecc);
    const key = ECPair.makeRandom({ network: bitcoin.networks.regtest });
    const xonly = key.publicKey.subarray(1, 33);
    const script = bitcoin.payments.p2tr({ internalPubkey: xonly, network: bitcoin.networks.regtest }).output!;
    const tweaked = key.tweak(bitcoin.crypto.taggedHash('TapTweak', xonly));
    const sig = signSimple(enc('ordinals'), script, { publicKey: xonly, signSchnorr: (h) => tweaked.signSchnorr(h) });
    expect(decodeWitness(sig)).toHaveLength(1);
    expect(verifySimple(enc('ordinals'), script, sig)).toBe(true);
    expect(verifySimple(enc('other'), script, sig)).toBe(false);
    // The untweaked key's signature is not the output key's.
    const untweaked = signSimple(enc('ordinals'), script, { publicKey: xonly, signSchnorr: (h) => key.signSchnorr(h) });
    expect(verifySimple(enc('ordinals'), script, untweaked)).toBe(false);
  });

  it('refuses mangled encodings without throwing', () => {
    expect(verifySimple(enc(''), VECTOR_SCRIPT, 'not base64!')).toBe(false);
    expect(verifySimple(enc(''), VECTOR_SCRIPT, SIG_EMPTY.slice(0, 40))).toBe(false);
    expect(verifySimple(enc(''), VECTOR_SCRIPT, encodeWitness([]))).toBe(false);
    expect(verifySimple(enc(''), VECTOR_SCRIPT, encodeWitness([new Uint8Array(71), new Uint8Array(33)]))).toBe(false);
    expect(decodeWitness(`${SIG_EMPTY.slice(0, -4)}AAAA`)).toBeUndefined();
  });
});

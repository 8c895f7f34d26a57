/**
 * Message signatures of every format the widget accepts: the published BIP-322 (simple, full) and
 * BIP-137 vectors, round trips with keys of the test (full signatures finalized by bitcoinjs-lib's
 * PSBT code, legacy ones signed with @bitcoinerlab/secp256k1), structure refusals and a property:
 * no input makes the verifier throw or accept.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';
import { ECPairFactory } from 'ecpair';
import { base64 } from '@scure/base';
import { encodeLegacy, legacyMessageHash, verifyLegacy, type LegacyKind } from './bip137';
import { toSpend, verifyFull } from './bip322';
import { verifyMessageSignature } from './message-signature';
import { bitcoinMainnet } from './networks';
import { verifyMessage } from './sdk';
import { BIP322_INVALID, BIP322_VALID, LEGACY_INVALID, LEGACY_MESSAGE, LEGACY_VALID } from './message-vectors.test-util';

const ECPair = ECPairFactory(ecc);
const enc = (s: string) => new TextEncoder().encode(s);
const mainnet = (address: string) => bitcoin.address.toOutputScript(address, bitcoin.networks.bitcoin);
const regtest = bitcoin.networks.regtest;

/** A full signature made by bitcoinjs-lib's PSBT signer and finalizer (not the code under test). */
function signFull(message: string, key: ReturnType<typeof ECPair.makeRandom>, kind: 'p2pkh' | 'p2sh-p2wpkh'): string {
  const payment = kind === 'p2pkh'
    ? bitcoin.payments.p2pkh({ pubkey: key.publicKey, network: regtest })
    : bitcoin.payments.p2sh({ redeem: bitcoin.payments.p2wpkh({ pubkey: key.publicKey, network: regtest }), network: regtest });
  const spend = toSpend(enc(message), payment.output!);
  const psbt = new bitcoin.Psbt({ network: regtest });
  psbt.setVersion(0);
  psbt.addInput(kind === 'p2pkh'
    ? { hash: spend.getHash(), index: 0, sequence: 0, nonWitnessUtxo: spend.toBuffer() }
    : { hash: spend.getHash(), index: 0, sequence: 0, witnessUtxo: { script: payment.output!, value: 0n }, redeemScript: payment.redeem!.output! });
  psbt.addOutput({ script: Uint8Array.of(0x6a), value: 0n });
  psbt.signInput(0, key).finalizeAllInputs();
  return base64.encode(psbt.extractTransaction().toBuffer());
}

function signLegacy(message: string, key: ReturnType<typeof ECPair.makeRandom>, kind: LegacyKind): string {
  const { signature, recoveryId } = ecc.signRecoverable(legacyMessageHash(enc(message)), key.privateKey!);
  return encodeLegacy(signature, recoveryId, kind);
}

describe('published vectors', () => {
  it.each(BIP322_VALID)('BIP-322 $format $type verifies, with and without its prefix', ({ message, address, signature, format }) => {
    expect(verifyMessageSignature(enc(message), mainnet(address), signature)).toBe(true);
    expect(verifyMessageSignature(enc(message), mainnet(address), signature.slice(3))).toBe(true);
    // The prefix names the format: a full signature is no simple one, and back.
    const other = format === 'full' ? `smp${signature.slice(3)}` : `ful${signature.slice(3)}`;
    expect(verifyMessageSignature(enc(message), mainnet(address), other)).toBe(false);
  });

  it.each(BIP322_INVALID)('BIP-322: $description is refused', ({ message, address, signature }) => {
    expect(verifyMessageSignature(enc(message), mainnet(address), signature)).toBe(false);
  });

  it.each(LEGACY_VALID)('BIP-137 $kind verifies, and only for its message', ({ address, signature }) => {
    expect(verifyLegacy(enc(LEGACY_MESSAGE), mainnet(address), signature)).toBe(true);
    expect(verifyMessageSignature(enc(LEGACY_MESSAGE), mainnet(address), signature)).toBe(true);
    expect(verifyMessageSignature(enc(`${LEGACY_MESSAGE}!`), mainnet(address), signature)).toBe(false);
  });

  it.each(LEGACY_INVALID)('BIP-137: $description is refused', ({ message, address, signature }) => {
    expect(verifyMessageSignature(enc(message), mainnet(address), signature)).toBe(false);
  });

  it('the service check (address text and network) takes P2PKH and P2SH-P2WPKH signatures of every format', () => {
    const ref = bitcoinMainnet.id as string;
    for (const { address, signature } of LEGACY_VALID) expect(verifyMessage(LEGACY_MESSAGE, address, ref, signature)).toBe(true);
    for (const { message, address, signature } of BIP322_VALID.filter((v) => v.type === 'p2pkh' || v.type === 'p2sh-p2wpkh')) {
      expect(verifyMessage(message, address, ref, signature)).toBe(true);
      expect(verifyMessage(`${message}.`, address, ref, signature)).toBe(false);
    }
    expect(verifyMessage(LEGACY_MESSAGE, 'not an address', ref, LEGACY_VALID[0].signature)).toBe(false);
  });

  it('the BIP-137 header decides the address kind (a P2SH-P2WPKH signature is no P2WPKH one)', () => {
    const [, , nested, native] = LEGACY_VALID;
    expect(verifyLegacy(enc(LEGACY_MESSAGE), mainnet(native.address), nested.signature)).toBe(false);
    expect(verifyLegacy(enc(LEGACY_MESSAGE), mainnet(nested.address), native.signature)).toBe(false);
  });
});

describe('round trips (regtest keys of the test)', () => {
  const key = ECPair.makeRandom({ network: regtest });
  const other = ECPair.makeRandom({ network: regtest });
  const p2pkh = bitcoin.payments.p2pkh({ pubkey: key.publicKey, network: regtest }).output!;
  const p2wpkh = bitcoin.payments.p2wpkh({ pubkey: key.publicKey, network: regtest });
  const nested = bitcoin.payments.p2sh({ redeem: p2wpkh, network: regtest }).output!;
  const otherNested = bitcoin.payments.p2sh({ redeem: bitcoin.payments.p2wpkh({ pubkey: other.publicKey, network: regtest }), network: regtest }).output!;

  it('full P2PKH and P2SH-P2WPKH signatures verify for their address and message only', () => {
    const legacy = signFull('sign in', key, 'p2pkh');
    const segwit = signFull('sign in', key, 'p2sh-p2wpkh');
    expect(verifyFull(enc('sign in'), p2pkh, legacy)).toBe(true);
    expect(verifyFull(enc('sign in'), nested, segwit)).toBe(true);
    expect(verifyMessageSignature(enc('sign in'), nested, `ful${segwit}`)).toBe(true);
    expect(verifyFull(enc('sign in!'), p2pkh, legacy)).toBe(false);
    expect(verifyFull(enc('sign in'), nested, legacy)).toBe(false);
    expect(verifyFull(enc('sign in'), p2pkh, segwit)).toBe(false);
    expect(verifyFull(enc('sign in'), otherNested, segwit)).toBe(false);
  });

  it("a nested SegWit spend must push the address's own redeem script (not another key's)", () => {
    // to_sign for otherNested, but spent with key's redeem script and signature: a forgery.
    const tx = new bitcoin.Transaction();
    tx.version = 0;
    tx.addInput(toSpend(enc('forged'), otherNested).getHash(), 0, 0);
    tx.addOutput(Uint8Array.of(0x6a), 0n);
    const scriptCode = bitcoin.payments.p2pkh({ hash: p2wpkh.hash! }).output!;
    const digest = tx.hashForWitnessV0(0, scriptCode, 0n, bitcoin.Transaction.SIGHASH_ALL);
    tx.setInputScript(0, bitcoin.script.compile([p2wpkh.output!]));
    tx.setWitness(0, [bitcoin.script.signature.encode(key.sign(digest), bitcoin.Transaction.SIGHASH_ALL), key.publicKey]);
    expect(verifyFull(enc('forged'), otherNested, base64.encode(tx.toBuffer()))).toBe(false);
  });

  it("a P2PKH or P2WPKH spend must be by the address's own key (not another key signing its to_sign)", () => {
    const victimPkh = bitcoin.payments.p2pkh({ pubkey: other.publicKey, network: regtest }).output!;
    const victimWpkh = bitcoin.payments.p2wpkh({ pubkey: other.publicKey, network: regtest }).output!;
    const toSignFor = (script: Uint8Array) => {
      const tx = new bitcoin.Transaction();
      tx.version = 0;
      tx.addInput(toSpend(enc('forged'), script).getHash(), 0, 0);
      tx.addOutput(Uint8Array.of(0x6a), 0n);
      return tx;
    };
    const sig = (digest: Uint8Array) => bitcoin.script.signature.encode(key.sign(digest), bitcoin.Transaction.SIGHASH_ALL);
    const pkh = toSignFor(victimPkh);
    pkh.setInputScript(0, bitcoin.script.compile([sig(pkh.hashForSignature(0, victimPkh, bitcoin.Transaction.SIGHASH_ALL)), key.publicKey]));
    expect(verifyFull(enc('forged'), victimPkh, base64.encode(pkh.toBuffer()))).toBe(false);
    const wpkh = toSignFor(victimWpkh);
    const scriptCode = bitcoin.payments.p2pkh({ hash: victimWpkh.subarray(2) }).output!;
    wpkh.setWitness(0, [sig(wpkh.hashForWitnessV0(0, scriptCode, 0n, bitcoin.Transaction.SIGHASH_ALL)), key.publicKey]);
    expect(verifyFull(enc('forged'), victimWpkh, base64.encode(wpkh.toBuffer()))).toBe(false);
  });

  it('legacy signatures: P2PKH with the P2PKH header, P2SH-P2WPKH with its own or the compressed P2PKH one (Electrum)', () => {
    expect(verifyMessageSignature(enc('hi'), p2pkh, signLegacy('hi', key, 'p2pkh'))).toBe(true);
    expect(verifyMessageSignature(enc('hi'), nested, signLegacy('hi', key, 'p2sh-p2wpkh'))).toBe(true);
    expect(verifyMessageSignature(enc('hi'), nested, signLegacy('hi', key, 'p2pkh'))).toBe(true);
    expect(verifyMessageSignature(enc('hi'), p2wpkh.output!, signLegacy('hi', key, 'p2wpkh'))).toBe(true);
    expect(verifyMessageSignature(enc('hi'), p2pkh, signLegacy('hi', key, 'p2sh-p2wpkh'))).toBe(false);
    expect(verifyMessageSignature(enc('hi'), p2pkh, signLegacy('hi', key, 'p2pkh-uncompressed'))).toBe(false);
    expect(verifyMessageSignature(enc('hi'), otherNested, signLegacy('hi', key, 'p2sh-p2wpkh'))).toBe(false);
    expect(verifyMessageSignature(enc('ho'), nested, signLegacy('hi', key, 'p2sh-p2wpkh'))).toBe(false);
  });

  it('a full signature whose transaction is not to_sign is refused', () => {
    const good = signFull('tx', key, 'p2pkh');
    const mutate = (change: (tx: bitcoin.Transaction) => void) => {
      const tx = bitcoin.Transaction.fromBuffer(base64.decode(good));
      change(tx);
      return verifyFull(enc('tx'), p2pkh, base64.encode(tx.toBuffer()));
    };
    expect(mutate(() => undefined)).toBe(true);
    expect(mutate((tx) => { tx.version = 1; })).toBe(false);
    expect(mutate((tx) => { tx.ins[0].index = 1; })).toBe(false);
    expect(mutate((tx) => { tx.addOutput(Uint8Array.of(0x6a), 0n); })).toBe(false);
    expect(mutate((tx) => { tx.outs[0].value = 1n; })).toBe(false);
    expect(mutate((tx) => { tx.ins[0].witness = [new Uint8Array(1)]; })).toBe(false);
    // The signature commits to the lock time: changing it after signing breaks it.
    expect(mutate((tx) => { tx.locktime = 1; })).toBe(false);
    expect(verifyFull(enc('tx'), p2pkh, `${good}AA==`)).toBe(false);
  });
});

describe('malformed signatures', () => {
  const scripts = [...LEGACY_VALID.map((v) => mainnet(v.address)), mainnet(BIP322_VALID[1].address)];
  const bytesAsSignature = fc.oneof(
    fc.string(),
    fc.uint8Array({ maxLength: 300 }).map((b) => base64.encode(b)),
    fc.tuple(fc.constantFrom('smp', 'ful', ''), fc.uint8Array({ maxLength: 200 })).map(([p, b]) => p + base64.encode(b)),
    // 65 bytes with a BIP-137 header: random r and s (mostly no point, sometimes out of range).
    fc.tuple(fc.integer({ min: 27, max: 42 }), fc.uint8Array({ minLength: 64, maxLength: 64 })).map(([h, b]) => base64.encode(Uint8Array.of(h, ...b))),
  );

  it('never throw and never verify', () => {
    fc.assert(fc.property(fc.string(), bytesAsSignature, fc.constantFrom(...scripts), (message, signature, script) => {
      expect(verifyMessageSignature(enc(message), script, signature)).toBe(false);
    }), { numRuns: 300 });
  });

  it('a non-string signature is refused', () => {
    expect(verifyMessageSignature(enc(''), scripts[0], undefined as unknown as string)).toBe(false);
  });
});

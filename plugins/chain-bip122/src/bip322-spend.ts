/**
 * The script check of a BIP-322 `to_sign` spending `to_spend`'s only output, for the single-key
 * address kinds wallets sign with — there is no script interpreter here, so any other output script
 * is refused (BIP-322's "inconclusive" is not a valid signature):
 * - p2wpkh: empty scriptSig, witness [sig, key];
 * - p2sh-p2wpkh: scriptSig = one push of the redeem script `OP_0 PUSH20 <key hash>`, witness [sig, key];
 * - p2pkh: scriptSig = `<sig> <key>` (minimal pushes), no witness;
 * - p2tr key path: empty scriptSig, witness [sig] (no annex).
 * ECDSA signatures must be strict DER with a low S and SIGHASH_ALL (BIP-322's required rules);
 * Schnorr ones SIGHASH_DEFAULT or ALL. Part of the `bitcoin-sdk` chunk.
 */
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';

const { SIGHASH_ALL, SIGHASH_DEFAULT } = bitcoin.Transaction;
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

export const isP2wpkh = (s: Uint8Array) => s.length === 22 && s[0] === 0x00 && s[1] === 0x14;
export const isP2tr = (s: Uint8Array) => s.length === 34 && s[0] === 0x51 && s[1] === 0x20;
export const isP2pkh = (s: Uint8Array) => s.length === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 0x14 && s[23] === 0x88 && s[24] === 0xac;
export const isP2sh = (s: Uint8Array) => s.length === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87;

/** An ECDSA signature with its hash type byte, by `key` whose hash160 is `keyHash`, of the digest for SIGHASH_ALL. */
function ecdsa(sigBytes: Uint8Array, key: Uint8Array, keyHash: Uint8Array, digest: () => Uint8Array): boolean {
  if (!equal(bitcoin.crypto.hash160(key), keyHash)) return false;
  const { signature, hashType } = bitcoin.script.signature.decode(sigBytes); // throws on non-strict DER
  return hashType === SIGHASH_ALL && ecc.verify(digest(), key, signature, true);
}

/** Whether input 0 of `tx` (spending a 0-value output locked by `prevScript`) is validly signed. Never throws. */
export function verifySpend(tx: bitcoin.Transaction, prevScript: Uint8Array): boolean {
  const { script: scriptSig, witness } = tx.ins[0];
  try {
    if (isP2wpkh(prevScript) || isP2sh(prevScript)) {
      let keyHash = prevScript.subarray(2);
      if (isP2sh(prevScript)) {
        // Nested SegWit: the scriptSig pushes the redeem script whose hash the address is.
        if (scriptSig.length !== 23 || scriptSig[0] !== 0x16 || scriptSig[1] !== 0x00 || scriptSig[2] !== 0x14) return false;
        if (!equal(bitcoin.crypto.hash160(scriptSig.subarray(1)), prevScript.subarray(2, 22))) return false;
        keyHash = scriptSig.subarray(3);
      } else if (scriptSig.length) return false;
      if (witness.length !== 2 || witness[1].length !== 33) return false;
      const scriptCode = bitcoin.payments.p2pkh({ hash: keyHash }).output!;
      return ecdsa(witness[0], witness[1], keyHash, () => tx.hashForWitnessV0(0, scriptCode, 0n, SIGHASH_ALL));
    }
    if (isP2pkh(prevScript)) {
      if (witness.length) return false;
      const chunks = bitcoin.script.decompile(scriptSig);
      if (!chunks || chunks.length !== 2 || !chunks.every((c) => c instanceof Uint8Array)) return false;
      if (!equal(bitcoin.script.compile(chunks), scriptSig)) return false; // MINIMALDATA
      const [sig, key] = chunks as Uint8Array[];
      return ecdsa(sig, key, prevScript.subarray(3, 23), () => tx.hashForSignature(0, prevScript, SIGHASH_ALL));
    }
    if (isP2tr(prevScript)) {
      if (scriptSig.length || witness.length !== 1) return false;
      const [sig] = witness;
      if (sig.length !== 64 && sig.length !== 65) return false;
      const hashType = sig.length === 65 ? sig[64] : SIGHASH_DEFAULT;
      if (sig.length === 65 && hashType !== SIGHASH_ALL) return false;
      return ecc.verifySchnorr(tx.hashForWitnessV1(0, [prevScript], [0n], hashType), prevScript.subarray(2), sig.subarray(0, 64));
    }
  } catch {
    return false; // a malformed signature or key
  }
  return false;
}

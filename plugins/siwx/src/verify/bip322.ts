/**
 * BIP-322 "simple" signatures of a message by a native SegWit (P2WPKH, bech32 v0) address: the
 * witness of a virtual transaction spending a virtual output locked to the address, whose input
 * commits to the message's tagged hash. Verified with noble's secp256k1 and hashes (no Bitcoin
 * library ships to the page). The signature may carry the `smp` prefix of the finalized BIP-322 (no
 * valid unprefixed one starts so: a witness count is 1-16). P2PKH and P2SH-P2WPKH addresses sign
 * with BIP-137 instead (bip137.ts); taproot and BIP-322 "full" signatures are refused: decision
 * recorded in docs/api.md.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HRPS = ['bc', 'tb', 'bcrt'];

function polymod(values: number[]): number {
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i];
  }
  return chk >>> 0;
}
const hrpExpand = (hrp: string) => [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];

/** The 20-byte key hash of a bech32 (BIP-173) version-0 P2WPKH address; undefined for anything else. */
export function p2wpkhProgram(address: string): Uint8Array | undefined {
  if (address !== address.toLowerCase()) return undefined;
  const sep = address.lastIndexOf('1');
  const hrp = address.slice(0, sep);
  if (sep < 1 || !HRPS.includes(hrp)) return undefined;
  const data = [...address.slice(sep + 1)].map((c) => CHARSET.indexOf(c));
  if (data.length < 7 || data.some((v) => v < 0)) return undefined;
  if (polymod([...hrpExpand(hrp), ...data]) !== 1) return undefined;
  const [version, ...words] = data.slice(0, -6);
  if (version !== 0) return undefined;
  // 5-bit words to bytes (no padding beyond 4 zero bits).
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const w of words) {
    acc = (acc << 5) | w;
    bits += 5;
    if (bits >= 8) { bits -= 8; bytes.push((acc >> bits) & 0xff); }
  }
  if (bits >= 5 || (acc & ((1 << bits) - 1)) !== 0) return undefined;
  return bytes.length === 20 ? Uint8Array.from(bytes) : undefined;
}

const dsha = (b: Uint8Array) => sha256(sha256(b));
const u32 = (n: number) => { const b = new Uint8Array(4); new DataView(b.buffer).setUint32(0, n, true); return b; };
const zeros = (n: number) => new Uint8Array(n);
const TAG = sha256(utf8ToBytes('BIP0322-signed-message'));

/** The tagged hash BIP-322 commits to. */
export const bip322MessageHash = (message: string) => sha256(concatBytes(TAG, TAG, utf8ToBytes(message)));

/** The witness stack of a "simple" signature (base64 of the serialized stack); undefined when malformed. */
function witnessItems(signature: string): Uint8Array[] | undefined {
  let raw: Uint8Array;
  const text = signature.startsWith('smp') ? signature.slice(3) : signature;
  try { raw = Uint8Array.from(atob(text), (c) => c.charCodeAt(0)); } catch { return undefined; }
  let i = 0;
  const varint = () => { const v = raw[i++]; if (v === undefined || v >= 0xfd) throw new Error('unsupported'); return v; };
  try {
    const items: Uint8Array[] = [];
    for (let n = varint(); n > 0; n--) {
      const len = varint();
      if (i + len > raw.length) return undefined;
      items.push(raw.slice(i, i + len));
      i += len;
    }
    return i === raw.length ? items : undefined;
  } catch {
    return undefined;
  }
}

export function verifyBip322Signature(address: string, message: string, signature: string): boolean {
  const program = p2wpkhProgram(address);
  const items = witnessItems(signature);
  if (!program || !items || items.length !== 2) return false;
  const [sigWithType, pubkey] = items;
  if (pubkey.length !== 33 || sigWithType.length < 9 || sigWithType[sigWithType.length - 1] !== 0x01) return false;
  const keyHash = ripemd160(sha256(pubkey));
  if (keyHash.some((b, k) => b !== program[k])) return false;

  const scriptPubKey = concatBytes(Uint8Array.of(0x00, 0x14), program);
  // to_spend: version 0, one input (null outpoint, scriptSig OP_0 PUSH32 <message hash>, sequence 0), one output (0, scriptPubKey), locktime 0.
  const toSpend = concatBytes(
    u32(0), Uint8Array.of(1), zeros(32), u32(0xffffffff),
    Uint8Array.of(34, 0x00, 0x20), bip322MessageHash(message), u32(0),
    Uint8Array.of(1), zeros(8), Uint8Array.of(scriptPubKey.length), scriptPubKey, u32(0),
  );
  const outpoint = concatBytes(dsha(toSpend), u32(0));
  // to_sign: spends to_spend:0 (sequence 0) into one OP_RETURN output of 0; its BIP-143 digest, SIGHASH_ALL.
  const outputs = concatBytes(zeros(8), Uint8Array.of(1, 0x6a));
  const scriptCode = concatBytes(Uint8Array.of(0x19, 0x76, 0xa9, 0x14), program, Uint8Array.of(0x88, 0xac));
  const preimage = concatBytes(
    u32(0), dsha(outpoint), dsha(u32(0)), outpoint, scriptCode, zeros(8), u32(0), dsha(outputs), u32(0), u32(1),
  );
  try {
    return secp256k1.verify(sigWithType.slice(0, -1), dsha(preimage), pubkey, { prehash: false, format: 'der' });
  } catch {
    return false;
  }
}

// The test kit's Bitcoin signer: one devnet key (node side) as a regtest wallet with a payment
// address (p2wpkh) and an ordinals address (p2tr key path of the same key), signing messages with
// BIP-322 (simple) and PSBT inputs with bitcoinjs-lib. The same key also holds a legacy (p2pkh) and
// a nested SegWit (p2sh-p2wpkh) address, which the wallets do not announce: the signer signs for them
// in their formats (BIP-137 legacy for p2pkh, BIP-322 full for p2sh-p2wpkh, or either on request)
// so unit tests can round-trip the widget's verifiers. Both Bitcoin test wallets sign through it —
// the Wallet Standard one (bitcoin-wallet.mjs) and the WalletConnect one's bip122 namespace
// (wc-bip122.mjs) — and its BIP-322 code is written independently of the widget's verifier
// (plugins/chain-bip122/src/bip322.ts), so each checks the other.
import * as ecc from '@bitcoinerlab/secp256k1';
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';

bitcoin.initEccLib(ecc);
const ECPair = ECPairFactory(ecc);
/** Regtest by default; testnet is the devnet's second Bitcoin network. */
const NETWORKS = { regtest: bitcoin.networks.regtest, testnet: bitcoin.networks.testnet };

const TAG = bitcoin.crypto.sha256(Buffer.from('BIP0322-signed-message'));
/** @param {Uint8Array} message */
const bip322Hash = (message) => bitcoin.crypto.sha256(Buffer.concat([TAG, TAG, Buffer.from(message)]));
/** The consensus encoding of a witness stack (what a BIP-322 simple signature is). @param {Uint8Array[]} items */
const witnessBytes = (items) => {
  /** @param {number} n */
  const size = (n) => (n < 0xfd ? [n] : [0xfd, n & 0xff, n >> 8]);
  return Uint8Array.from([...size(items.length), ...items.flatMap((i) => [...size(i.length), ...i])]);
};

/** sha256d of the "Bitcoin Signed Message" magic, the compact-size length and the message (BIP-137). @param {Uint8Array} message */
const legacyHash = (message) => {
  const n = message.length;
  const size = n < 0xfd ? [n] : n <= 0xffff ? [0xfd, n & 0xff, n >> 8] : [0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];
  return bitcoin.crypto.hash256(Buffer.concat([Buffer.from('\x18Bitcoin Signed Message:\n'), Buffer.from(size), Buffer.from(message)]));
};
/** BIP-137 header bases of a compressed key: p2pkh 31, p2sh-p2wpkh 35, p2wpkh 39 (plus the recovery id). */
const LEGACY_HEADER = { legacy: 31, nested: 35, payment: 39 };

/**
 * One devnet key as a wallet: payment (p2wpkh) and ordinals (p2tr key path) addresses, on regtest
 * (default) or testnet.
 * @param {string} privateKeyHex @param {'regtest' | 'testnet'} [on]
 */
export function bitcoinKey(privateKeyHex, on = 'regtest') {
  const network = NETWORKS[on];
  const key = ECPair.fromPrivateKey(Buffer.from(privateKeyHex, 'hex'), { network });
  const xonly = key.publicKey.subarray(1, 33);
  const payment = /** @type {string} */ (bitcoin.payments.p2wpkh({ pubkey: key.publicKey, network }).address);
  const ordinals = /** @type {string} */ (bitcoin.payments.p2tr({ internalPubkey: xonly, network }).address);
  const tweaked = key.tweak(bitcoin.crypto.taggedHash('TapTweak', xonly));
  const legacy = /** @type {string} */ (bitcoin.payments.p2pkh({ pubkey: key.publicKey, network }).address);
  const nestedPayment = bitcoin.payments.p2sh({ redeem: bitcoin.payments.p2wpkh({ pubkey: key.publicKey, network }), network });
  const nested = /** @type {string} */ (nestedPayment.address);
  /** @param {string} address */
  const kindOf = (address) => (address === legacy ? 'legacy' : address === nested ? 'nested' : address === payment ? 'payment' : undefined);
  /** @param {string} address */
  const isOrdinals = (address) => address === ordinals;
  /** The 65-byte BIP-137 signature of `message` for the key's `kind` of address. @param {'legacy' | 'nested' | 'payment'} kind @param {Uint8Array} message */
  const signLegacy = (kind, message) => {
    const { signature, recoveryId } = ecc.signRecoverable(legacyHash(message), /** @type {Uint8Array} */ (key.privateKey));
    return Uint8Array.from([LEGACY_HEADER[kind] + recoveryId, ...signature]);
  };
  return {
    key, xonly, payment, ordinals, tweaked, legacy, nested,
    /** The addresses the wallets announce (payment, ordinals). @param {string} address */
    owns: (address) => address === payment || address === ordinals,
    /**
     * The signature bytes of `message` by `address`: payment and ordinals sign BIP-322 simple (the
     * witness); legacy signs BIP-137 and nested BIP-322 full (the signed to_sign transaction) unless
     * `format` asks for the other ('bip137' also works for the payment address).
     * @param {string} address @param {Uint8Array} message @param {'bip322' | 'bip137'} [format]
     */
    signMessage(address, message, format) {
      const kind = kindOf(address);
      if (kind && (format ?? (kind === 'legacy' ? 'bip137' : 'bip322')) === 'bip137') return signLegacy(kind, message);
      const script = bitcoin.address.toOutputScript(address, network);
      const spend = new bitcoin.Transaction();
      spend.version = 0;
      spend.addInput(new Uint8Array(32), 0xffffffff, 0, bitcoin.script.compile([bitcoin.opcodes.OP_0, bip322Hash(message)]));
      spend.addOutput(script, 0n);
      const toSign = new bitcoin.Transaction();
      toSign.version = 0;
      toSign.addInput(spend.getHash(), 0, 0);
      toSign.addOutput(bitcoin.script.compile([bitcoin.opcodes.OP_RETURN]), 0n);
      if (isOrdinals(address)) {
        const hash = toSign.hashForWitnessV1(0, [script], [0n], bitcoin.Transaction.SIGHASH_DEFAULT);
        return witnessBytes([tweaked.signSchnorr(hash)]);
      }
      if (kind === 'legacy') {
        // Full: the scriptSig of a p2pkh spend, <sig> <key>, no witness.
        const hash = toSign.hashForSignature(0, script, bitcoin.Transaction.SIGHASH_ALL);
        toSign.setInputScript(0, bitcoin.script.compile([bitcoin.script.signature.encode(key.sign(hash, true), bitcoin.Transaction.SIGHASH_ALL), key.publicKey]));
        return toSign.toBuffer();
      }
      if (kind === 'nested') {
        // Full: the scriptSig pushes the redeem script (OP_0 PUSH20 <key hash>), the witness is [sig, key].
        const redeem = /** @type {Uint8Array} */ (nestedPayment.redeem?.output);
        const scriptCode = /** @type {Uint8Array} */ (bitcoin.payments.p2pkh({ hash: redeem.subarray(2) }).output);
        const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, bitcoin.Transaction.SIGHASH_ALL);
        toSign.setInputScript(0, bitcoin.script.compile([redeem]));
        toSign.setWitness(0, [bitcoin.script.signature.encode(key.sign(hash, true), bitcoin.Transaction.SIGHASH_ALL), key.publicKey]);
        return toSign.toBuffer();
      }
      if (address !== payment) throw new Error(`not an address of this wallet: ${address}`);
      const scriptCode = /** @type {Uint8Array} */ (bitcoin.payments.p2pkh({ hash: script.subarray(2) }).output);
      const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, bitcoin.Transaction.SIGHASH_ALL);
      return witnessBytes([bitcoin.script.signature.encode(key.sign(hash, true), bitcoin.Transaction.SIGHASH_ALL), key.publicKey]);
    },
    /** Signs the inputs (not finalized). @param {Uint8Array} raw @param {{ address: string, signingIndexes: number[] }[]} inputsToSign */
    signPsbt(raw, inputsToSign) {
      const psbt = bitcoin.Psbt.fromBuffer(raw, { network });
      for (const { address, signingIndexes } of inputsToSign) {
        for (const i of signingIndexes) {
          if (isOrdinals(address)) psbt.signInput(i, tweaked);
          else if (address === payment) psbt.signInput(i, key);
          else throw new Error(`not an address of this wallet: ${address}`);
        }
      }
      return psbt.toBuffer();
    },
  };
}

/**
 * Test signers of every family, each through an independent library: viem accounts (EIP-191),
 * noble ed25519 (Solana), and bitcoinjs-lib + ecpair building and signing the real BIP-322
 * virtual transactions (P2WPKH) — so the page's verifiers are checked against other code.
 */
import { createHash } from 'node:crypto';
import * as ecc from '@bitcoinerlab/secp256k1';
import { ed25519 } from '@noble/curves/ed25519.js';
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import { privateKeyToAccount } from 'viem/accounts';
import { base58 } from '@scure/base';

export interface TestSigner { family: 'eip155' | 'solana' | 'bip122'; chainId: string; address: string; sign(message: string): Promise<string> }

export function evmSigner(privateKey: `0x${string}`, chainId = 'eip155:31337'): TestSigner {
  const account = privateKeyToAccount(privateKey);
  return { family: 'eip155', chainId, address: account.address, sign: (message) => account.signMessage({ message }) };
}

export function solanaSigner(seed: number): TestSigner {
  const secret = Uint8Array.from({ length: 32 }, (_, i) => (seed * 31 + i * 7 + 1) & 0xff);
  const address = base58.encode(ed25519.getPublicKey(secret));
  return {
    family: 'solana', chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', address,
    sign: async (message) => base58.encode(ed25519.sign(new TextEncoder().encode(message), secret)),
  };
}

const ECPair = ECPairFactory(ecc);
const sha256 = (b: Uint8Array) => new Uint8Array(createHash('sha256').update(b).digest());

export function bitcoinSigner(seed: number): TestSigner {
  const keyPair = ECPair.fromPrivateKey(Uint8Array.from({ length: 32 }, (_, i) => (seed * 13 + i + 1) & 0xff));
  const network = bitcoin.networks.regtest;
  const { output, address } = bitcoin.payments.p2wpkh({ pubkey: keyPair.publicKey, network });
  return {
    family: 'bip122', chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', address: address!,
    async sign(message) {
      const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'));
      const hash = sha256(Uint8Array.from([...tag, ...tag, ...new TextEncoder().encode(message)]));
      const toSpend = new bitcoin.Transaction();
      toSpend.version = 0;
      toSpend.locktime = 0;
      toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, Uint8Array.from([0x00, 0x20, ...hash]));
      toSpend.addOutput(output!, 0n);
      const psbt = new bitcoin.Psbt({ network });
      psbt.setVersion(0);
      psbt.setLocktime(0);
      psbt.addInput({ hash: toSpend.getHash(), index: 0, sequence: 0, witnessUtxo: { script: output!, value: 0n } });
      psbt.addOutput({ script: Uint8Array.of(0x6a), value: 0n });
      psbt.signInput(0, keyPair);
      psbt.finalizeAllInputs();
      const witness = psbt.extractTransaction().ins[0].witness;
      const bytes = [witness.length, ...witness.flatMap((w) => [w.length, ...w])];
      return Buffer.from(bytes).toString('base64');
    },
  };
}

/**
 * Legacy BIP-137 signatures by a P2PKH or nested SegWit (P2SH-P2WPKH) regtest address: the magic
 * hash with node's crypto, a recoverable signature from @bitcoinerlab/secp256k1, the header of the
 * address kind (31 + recovery id: compressed P2PKH; 35 + id: P2SH-P2WPKH).
 */
export function bitcoinLegacySigner(seed: number, kind: 'p2pkh' | 'p2sh-p2wpkh'): TestSigner {
  const keyPair = ECPair.fromPrivateKey(Uint8Array.from({ length: 32 }, (_, i) => (seed * 17 + i + 3) & 0xff));
  const network = bitcoin.networks.regtest;
  const { address } = kind === 'p2pkh'
    ? bitcoin.payments.p2pkh({ pubkey: keyPair.publicKey, network })
    : bitcoin.payments.p2sh({ redeem: bitcoin.payments.p2wpkh({ pubkey: keyPair.publicKey, network }), network });
  return {
    family: 'bip122', chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', address: address!,
    async sign(message) {
      const text = new TextEncoder().encode(message);
      if (text.length > 0xffff) throw new Error('test messages are shorter than 64 KB');
      const length = text.length < 0xfd ? [text.length] : [0xfd, text.length & 0xff, text.length >> 8];
      const magic = new TextEncoder().encode('\x18Bitcoin Signed Message:\n');
      const hash = sha256(sha256(Uint8Array.from([...magic, ...length, ...text])));
      const { signature, recoveryId } = ecc.signRecoverable(hash, keyPair.privateKey!);
      return Buffer.from([(kind === 'p2pkh' ? 31 : 35) + recoveryId, ...signature]).toString('base64');
    },
  };
}

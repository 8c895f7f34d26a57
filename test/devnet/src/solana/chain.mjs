// LiteSVM wrapped as a tiny "validator": raw wire transactions in, signatures and account state out,
// with a slot that advances per transaction and a signature history for getSignatureStatuses.
import { getBase58Decoder, getTransactionDecoder } from '@solana/kit';
import { LiteSVM } from 'litesvm';

const b58 = getBase58Decoder();

/** @typedef {{ signature: string, slot: number, err: unknown, logs: string[], accounts: string[], blockTime: number, fee: number }} TxRecord */

export function createSolanaChain() {
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(100_000n);
  let slot = 1;
  svm.warpToSlot(BigInt(slot));
  /** @type {Map<string, TxRecord>} */
  const txs = new Map();
  /** @type {Map<string, string[]>} address -> signatures (newest last) */
  const byAddress = new Map();

  const advance = () => {
    slot += 1;
    svm.warpToSlot(BigInt(slot));
    svm.expireBlockhash();
  };

  /** @param {string} signature @param {any} res @param {string[]} accounts */
  const record = (signature, res, accounts) => {
    const failed = typeof res.err === 'function';
    const meta = failed ? res.meta() : res;
    const rec = { signature, slot, err: failed ? errorOf(res) : null, logs: meta.logs(), accounts, blockTime: Math.floor(Date.now() / 1000), fee: 5000 };
    txs.set(signature, rec);
    for (const a of accounts) byAddress.set(a, [...(byAddress.get(a) ?? []), signature]);
    return rec;
  };

  return {
    svm,
    get slot() {
      return slot;
    },
    blockhash: () => svm.latestBlockhash(),
    /** @param {string} address */
    balance: (address) => svm.getBalance(/** @type {any} */ (address)) ?? 0n,
    /** @param {string} address */
    account: (address) => {
      const a = svm.getAccount(/** @type {any} */ (address));
      return a.exists ? a : null;
    },
    /** @param {string} address @param {bigint} lamports */
    airdrop(address, lamports) {
      /** @type {any} */
      const res = svm.airdrop(/** @type {any} */ (address), /** @type {any} */ (lamports));
      if (!res) throw new Error('airdrop failed');
      const failed = typeof res.err === 'function';
      const sig = b58.decode(failed ? res.meta().signature() : res.signature());
      const rec = record(sig, res, [address]);
      advance();
      if (rec.err) throw new Error(`airdrop failed: ${JSON.stringify(rec.err)}`);
      return sig;
    },
    /**
     * Executes (or simulates) a wire-format transaction.
     * @param {Uint8Array} wire @param {{ simulate?: boolean }} [opts]
     */
    send(wire, { simulate = false } = {}) {
      const tx = getTransactionDecoder().decode(wire);
      const sigBytes = Object.values(tx.signatures)[0];
      const signature = sigBytes ? b58.decode(sigBytes) : '';
      const accounts = Object.keys(tx.signatures);
      if (simulate) {
        /** @type {any} */
        const res = svm.simulateTransaction(/** @type {any} */ (tx));
        const failed = typeof res.err === 'function';
        const meta = failed ? res.meta() : res.meta();
        return { signature, err: failed ? errorOf(res) : null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) };
      }
      const res = svm.sendTransaction(/** @type {any} */ (tx));
      const rec = record(signature, res, accounts.concat(staticKeys(wire, accounts.length)));
      advance();
      return { signature, err: rec.err, logs: rec.logs, unitsConsumed: 0 };
    },
    /** @param {string} sig */
    tx: (sig) => txs.get(sig),
    /** @param {string} address */
    signaturesFor: (address) => [...(byAddress.get(address) ?? [])].reverse().map((s) => txs.get(s)),
    /** @param {bigint} len */
    rent: (len) => svm.minimumBalanceForRentExemption(len),
    /** @param {string} program */
    programAccounts: (program) => svm.getProgramAccounts(/** @type {any} */ (program)),
  };
}

/** @param {any} failed */
function errorOf(failed) {
  const e = failed.err();
  if (typeof e === 'number') return { code: e, message: failed.toString().slice(0, 300) };
  return { message: failed.toString().slice(0, 300) };
}

/** Extracts the static account keys of a legacy/v0 message (for signature-by-address history). @param {Uint8Array} wire @param {number} nSigs */
function staticKeys(wire, nSigs) {
  try {
    let o = 1 + 64 * nSigs; // compact-u16 signature count (< 128) + signatures
    if (wire[o] & 0x80) o += 1; // versioned message prefix
    o += 3; // header
    const n = wire[o];
    o += 1;
    const keys = [];
    for (let i = 0; i < n && n < 128; i++) keys.push(b58.decode(wire.slice(o + i * 32, o + (i + 1) * 32)));
    return keys;
  } catch {
    return [];
  }
}

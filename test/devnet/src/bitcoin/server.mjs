// Esplora-style REST API over an in-memory ledger (regtest, or testnet's parameters for the devnet's
// second Bitcoin network), plus a faucet (POST /faucet or /__admin/faucet).
import * as bitcoin from 'bitcoinjs-lib';
import { bitcoinAccounts } from '../accounts.mjs';
import { createRouter, HttpError, listener, reply, serve } from '../lib/http.mjs';
import { createLedger, RejectError } from './ledger.mjs';

/** @param {{ host: string, port: number, network?: import('./ledger.mjs').NetworkName }} opts */
export async function startEsplora({ network = 'regtest', ...where }) {
  const ledger = createLedger(network);
  // The same test keys funded on every network, at that network's p2wpkh address.
  for (const a of bitcoinAccounts) {
    const address = /** @type {string} */ (bitcoin.payments.p2wpkh({ pubkey: Buffer.from(a.publicKey, 'hex'), network: ledger.network }).address);
    ledger.faucet(address, 100_000_000);
    ledger.faucet(address, 50_000_000);
  }
  const r = createRouter();
  const status = (/** @type {number} */ h) => ({ confirmed: true, block_height: h, block_hash: ledger.blockHash(h), block_time: Math.floor(Date.now() / 1000) });
  const txJson = (/** @type {string} */ txid) => {
    const t = ledger.tx(txid);
    if (!t) throw new HttpError(404, 'Transaction not found');
    return {
      txid,
      version: t.tx.version,
      locktime: t.tx.locktime,
      size: t.tx.byteLength(),
      weight: t.tx.weight(),
      fee: t.fee,
      vin: t.tx.ins.map((input, i) => ({
        txid: Buffer.from(input.hash).reverse().toString('hex'),
        vout: input.index,
        is_coinbase: !t.prevouts[i],
        prevout: t.prevouts[i] ? { scriptpubkey: t.prevouts[i]?.script.toString('hex'), scriptpubkey_address: t.prevouts[i]?.address, value: t.prevouts[i]?.value } : null,
        scriptsig: Buffer.from(input.script).toString('hex'),
        witness: input.witness.map((w) => Buffer.from(w).toString('hex')),
        sequence: input.sequence,
      })),
      vout: t.tx.outs.map((o, vout) => ({ scriptpubkey: Buffer.from(o.script).toString('hex'), scriptpubkey_address: ledger.output(txid, vout)?.address, value: Number(o.value) })),
      status: status(t.height),
    };
  };
  const text = (/** @type {string|number} */ v) => reply({ text: String(v) });

  r.get('/blocks/tip/height', () => text(ledger.tipHeight()));
  r.get('/blocks/tip/hash', () => text(ledger.tipHash()));
  r.get('/block-height/:h', ({ params }) => text(ledger.blockHash(Number(params.h)) ?? ''));
  r.get('/fee-estimates', () => ({ 1: 20.5, 2: 15.2, 3: 10.1, 6: 5.3, 10: 3.2, 25: 2.1, 144: 1.0, 504: 1.0, 1008: 1.0 }));
  r.get('/address/:a', ({ params }) => {
    const txids = ledger.txidsOf(params.a);
    let funded = 0, fundedSum = 0, spentN = 0, spentSum = 0;
    for (const id of txids) {
      const t = ledger.tx(id);
      t?.tx.outs.forEach((_, vout) => {
        const o = ledger.output(id, vout);
        if (o?.address !== params.a) return;
        funded++;
        fundedSum += o.value;
        if (ledger.spentBy(id, vout)) {
          spentN++;
          spentSum += o.value;
        }
      });
    }
    const zero = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 };
    return { address: params.a, chain_stats: { funded_txo_count: funded, funded_txo_sum: fundedSum, spent_txo_count: spentN, spent_txo_sum: spentSum, tx_count: txids.length }, mempool_stats: zero };
  });
  r.get('/address/:a/utxo', ({ params }) => ledger.utxosOf(params.a).map((u) => ({ txid: u.txid, vout: u.vout, value: u.value, status: status(ledger.tx(u.txid)?.height ?? 0) })));
  r.get('/address/:a/txs', ({ params }) => ledger.txidsOf(params.a).slice(0, 50).map(txJson));
  r.get('/tx/:id', ({ params }) => txJson(params.id));
  r.get('/tx/:id/hex', ({ params }) => {
    const t = ledger.tx(params.id);
    if (!t) throw new HttpError(404, 'Transaction not found');
    return text(t.hex);
  });
  r.get('/tx/:id/status', ({ params }) => {
    const t = ledger.tx(params.id);
    if (!t) throw new HttpError(404, 'Transaction not found');
    return status(t.height);
  });
  r.get('/tx/:id/outspend/:vout', ({ params }) => {
    const by = ledger.spentBy(params.id, Number(params.vout));
    return by ? { spent: true, txid: by, status: status(ledger.tx(by)?.height ?? 0) } : { spent: false };
  });
  r.post('/tx', ({ rawBody }) => {
    try {
      return text(ledger.broadcast(rawBody));
    } catch (e) {
      if (e instanceof RejectError) return reply({ status: 400, text: `sendrawtransaction RPC error: {"code":-26,"message":"${e.message.replace(/"/g, "'")}"}` });
      throw e;
    }
  });
  const faucet = (/** @type {import('../lib/http.mjs').Ctx} */ { body }) => {
    try {
      const txid = ledger.faucet(String(body?.address), Number(body?.amount ?? body?.sats ?? 100_000_000));
      return { txid, vout: 0 };
    } catch (e) {
      throw new HttpError(400, e instanceof Error ? e.message : String(e));
    }
  };
  r.post('/faucet', faucet);
  r.post('/__admin/faucet', faucet);
  const srv = await serve(listener(r), where);
  return { ...srv, ledger, caipNetworkId: ledger.caipNetworkId };
}

// Solana JSON-RPC (HTTP on the validator's 8899, PubSub websocket on 8900) over LiteSVM, with the
// methods @solana/web3.js v1 needs for balances, airdrops, SOL and SPL-token transfers.
import { createServer } from 'node:http';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { WebSocketServer } from 'ws';
import { CORS_HEADERS, readBody } from '../lib/http.mjs';
import { createSolanaChain } from './chain.mjs';
import { seedSolana, TOKEN_PROGRAM } from './seed.mjs';

const b58e = getBase58Encoder();
const b58d = getBase58Decoder();

export class SolanaRpcError extends Error {
  /** @param {number} code @param {string} message @param {unknown} [data] */
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** Genesis hashes the devnet's clusters answer (getGenesisHash): their CAIP-2 ids are the first 32 characters. */
export const GENESIS = Object.freeze({
  /** Solana devnet's: the first cluster, matching the CAIP-2 id the API emulator lists. */
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  /** Solana testnet's: the second cluster, so a host has a real second cluster id to switch to. */
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
});

/** @param {{ host: string, port: number, wsPort: number, genesisHash?: string }} opts */
export async function startSolana({ host, port, wsPort, genesisHash = GENESIS.devnet }) {
  const chain = createSolanaChain();
  const seeded = seedSolana(chain);
  const ctx = () => ({ slot: chain.slot, apiVersion: '2.1.0' });
  /** @param {string} enc @param {Uint8Array} data */
  const encodeData = (enc, data) => (enc === 'base58' ? [b58d.decode(data), 'base58'] : [Buffer.from(data).toString('base64'), 'base64']);
  /** @param {any} a @param {string} [enc] */
  const accountJson = (a, enc = 'base64') => (a ? { data: encodeData(enc, a.data), executable: a.executable, lamports: Number(a.lamports), owner: a.programAddress, rentEpoch: 0, space: Number(a.space ?? a.data.length) } : null);
  /** @param {any} params */
  const wire = (params) => {
    const enc = params[1]?.encoding ?? 'base58';
    return enc === 'base64' ? new Uint8Array(Buffer.from(params[0], 'base64')) : new Uint8Array(b58e.encode(params[0]));
  };
  /** Token accounts (SPL) owned by `owner`, optionally for one mint. @param {string} owner @param {string} [mint] */
  const tokenAccounts = (owner, mint) =>
    chain.programAccounts(TOKEN_PROGRAM).filter((a) => a.data.length === 165 && b58d.decode(a.data.slice(32, 64)) === owner && (!mint || b58d.decode(a.data.slice(0, 32)) === mint));
  const mintDecimals = (/** @type {string} */ mint) => chain.account(mint)?.data[44] ?? 0;
  const tokenAmount = (/** @type {Uint8Array} */ data) => {
    const amount = Buffer.from(data.slice(64, 72)).readBigUInt64LE();
    const decimals = mintDecimals(b58d.decode(data.slice(0, 32)));
    const ui = Number(amount) / 10 ** decimals;
    return { amount: amount.toString(), decimals, uiAmount: ui, uiAmountString: String(ui) };
  };
  /** @param {any} a @param {string} enc */
  const tokenAccountJson = (a, enc) =>
    enc === 'jsonParsed'
      ? { data: { program: 'spl-token', parsed: { type: 'account', info: { mint: b58d.decode(a.data.slice(0, 32)), owner: b58d.decode(a.data.slice(32, 64)), tokenAmount: tokenAmount(a.data), state: 'initialized', isNative: false } }, space: 165 }, executable: false, lamports: Number(a.lamports), owner: TOKEN_PROGRAM, rentEpoch: 0, space: 165 }
      : accountJson(a, enc);

  /** @type {Record<string, (params: any[]) => unknown>} */
  const methods = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.1.0', 'feature-set': 0 }),
    getGenesisHash: () => genesisHash,
    getIdentity: () => ({ identity: seeded.authority }),
    getSlot: () => chain.slot,
    getBlockHeight: () => chain.slot,
    getEpochInfo: () => ({ absoluteSlot: chain.slot, blockHeight: chain.slot, epoch: 0, slotIndex: chain.slot, slotsInEpoch: 432000, transactionCount: 0 }),
    getLatestBlockhash: () => ({ context: ctx(), value: { blockhash: chain.blockhash(), lastValidBlockHeight: chain.slot + 150 } }),
    getRecentBlockhash: () => ({ context: ctx(), value: { blockhash: chain.blockhash(), feeCalculator: { lamportsPerSignature: 5000 } } }),
    isBlockhashValid: () => ({ context: ctx(), value: true }),
    getFeeForMessage: () => ({ context: ctx(), value: 5000 }),
    getRecentPrioritizationFees: () => [],
    getMinimumBalanceForRentExemption: ([len]) => Number(chain.rent(BigInt(len ?? 0))),
    getBalance: ([address]) => ({ context: ctx(), value: Number(chain.balance(address)) }),
    getAccountInfo: ([address, cfg]) => {
      const a = chain.account(address);
      const enc = cfg?.encoding ?? 'base58';
      if (a && enc === 'jsonParsed' && a.programAddress === TOKEN_PROGRAM && a.data.length === 165) return { context: ctx(), value: tokenAccountJson(a, enc) };
      return { context: ctx(), value: accountJson(a, enc === 'jsonParsed' ? 'base64' : enc) };
    },
    getMultipleAccounts: ([addresses, cfg]) => ({ context: ctx(), value: addresses.map((/** @type {string} */ x) => accountJson(chain.account(x), cfg?.encoding === 'base58' ? 'base58' : 'base64')) }),
    getProgramAccounts: ([program, cfg]) => chain.programAccounts(program).map((a) => ({ pubkey: a.address, account: accountJson(a, cfg?.encoding ?? 'base64') })),
    getTokenAccountsByOwner: ([owner, filter, cfg]) => {
      if (filter?.programId && filter.programId !== TOKEN_PROGRAM) return { context: ctx(), value: [] };
      const enc = cfg?.encoding ?? 'base64';
      return { context: ctx(), value: tokenAccounts(owner, filter?.mint).map((a) => ({ pubkey: a.address, account: tokenAccountJson(a, enc) })) };
    },
    getParsedTokenAccountsByOwner: ([owner, filter]) => methods.getTokenAccountsByOwner([owner, filter, { encoding: 'jsonParsed' }]),
    getTokenAccountBalance: ([address]) => {
      const a = chain.account(address);
      if (!a || a.data.length !== 165) throw new SolanaRpcError(-32602, 'Invalid param: not a Token account');
      return { context: ctx(), value: tokenAmount(a.data) };
    },
    getTokenSupply: ([mint]) => {
      const a = chain.account(mint);
      if (!a) throw new SolanaRpcError(-32602, 'Invalid param: not a Token mint');
      const amount = Buffer.from(a.data.slice(36, 44)).readBigUInt64LE();
      const decimals = a.data[44];
      return { context: ctx(), value: { amount: amount.toString(), decimals, uiAmount: Number(amount) / 10 ** decimals, uiAmountString: String(Number(amount) / 10 ** decimals) } };
    },
    requestAirdrop: ([address, lamports]) => chain.airdrop(address, BigInt(lamports)),
    sendTransaction: (params) => {
      const res = chain.send(wire(params));
      if (res.err) throw new SolanaRpcError(-32002, `Transaction simulation failed: ${res.err.message ?? 'error'}`, { err: res.err, logs: res.logs, accounts: null, unitsConsumed: 0 });
      notifySignature(res.signature);
      return res.signature;
    },
    simulateTransaction: (params) => {
      const res = chain.send(wire(params), { simulate: true });
      return { context: ctx(), value: { err: res.err, logs: res.logs, accounts: null, unitsConsumed: res.unitsConsumed, returnData: null } };
    },
    getSignatureStatuses: ([sigs]) => ({
      context: ctx(),
      value: sigs.map((/** @type {string} */ s) => {
        const t = chain.tx(s);
        return t ? { slot: t.slot, confirmations: null, err: t.err, status: t.err ? { Err: t.err } : { Ok: null }, confirmationStatus: 'finalized' } : null;
      }),
    }),
    getSignaturesForAddress: ([address, cfg]) =>
      chain
        .signaturesFor(address)
        .slice(0, cfg?.limit ?? 1000)
        .map((t) => ({ signature: t?.signature, slot: t?.slot, err: t?.err ?? null, memo: null, blockTime: t?.blockTime, confirmationStatus: 'finalized' })),
    getTransaction: ([sig]) => {
      const t = chain.tx(sig);
      return t ? { slot: t.slot, blockTime: t.blockTime, meta: { err: t.err, fee: t.fee, logMessages: t.logs, preBalances: [], postBalances: [], status: t.err ? { Err: t.err } : { Ok: null } }, transaction: { signatures: [sig], message: { accountKeys: t.accounts } } } : null;
    },
  };

  /** @type {Map<number, {ws: import('ws').WebSocket, kind: string, key?: string}>} */
  const subs = new Map();
  let nextSub = 1;
  /** @param {string} sig */
  function notifySignature(sig) {
    for (const [id, s] of subs) {
      if (s.kind === 'signature' && s.key === sig) {
        pushSignature(s.ws, id, sig);
        subs.delete(id);
      }
    }
  }
  /** @param {import('ws').WebSocket} ws @param {number} id @param {string} sig */
  function pushSignature(ws, id, sig) {
    const t = chain.tx(sig);
    ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'signatureNotification', params: { result: { context: { slot: chain.slot }, value: { err: t?.err ?? null } }, subscription: id } }));
  }

  /** @param {any} msg */
  const call = async (msg) => {
    const f = methods[msg?.method];
    if (!f) return { jsonrpc: '2.0', id: msg?.id ?? null, error: { code: -32601, message: `Method not found: ${msg?.method}` } };
    try {
      return { jsonrpc: '2.0', id: msg.id, result: await f(msg.params ?? []) };
    } catch (e) {
      const err = e instanceof SolanaRpcError ? { code: e.code, message: e.message, data: e.data } : { code: -32603, message: e instanceof Error ? e.message : String(e) };
      return { jsonrpc: '2.0', id: msg.id, error: err };
    }
  };

  const http = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      return res.end();
    }
    if (req.method !== 'POST') {
      res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' });
      return res.end(JSON.stringify({ ok: true, slot: chain.slot }));
    }
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      res.writeHead(400, { ...CORS_HEADERS, 'content-type': 'application/json' });
      return res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
    }
    const out = Array.isArray(body) ? await Promise.all(body.map(call)) : await call(body);
    res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' });
    res.end(JSON.stringify(out));
  });

  const wsHttp = createServer((_req, res) => res.writeHead(426).end());
  const wss = new WebSocketServer({ server: wsHttp });
  wss.on('connection', (ws) => {
    ws.on('message', (raw) => {
      let msg;
      try {
        msg = JSON.parse(String(raw));
      } catch {
        return;
      }
      const m = /^(\w+)Subscribe$/.exec(msg.method ?? '');
      const u = /^(\w+)Unsubscribe$/.exec(msg.method ?? '');
      if (m) {
        const id = nextSub++;
        subs.set(id, { ws, kind: m[1], key: msg.params?.[0] });
        ws.send(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: id }));
        if (m[1] === 'signature' && chain.tx(msg.params?.[0])) {
          pushSignature(ws, id, msg.params[0]);
          subs.delete(id);
        }
      } else if (u) {
        subs.delete(Number(msg.params?.[0]));
        ws.send(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: true }));
      } else ws.send(JSON.stringify({ jsonrpc: '2.0', id: msg.id ?? null, error: { code: -32601, message: 'Method not found' } }));
    });
    ws.on('close', () => {
      for (const [id, s] of subs) if (s.ws === ws) subs.delete(id);
    });
  });

  const listen = (/** @type {import('node:http').Server} */ s, /** @type {number} */ p) =>
    new Promise((resolve, reject) => {
      s.once('error', reject);
      s.listen(p, host, () => resolve(/** @type {import('node:net').AddressInfo} */ (s.address()).port));
    });
  const actual = await listen(http, port);
  const actualWs = await listen(wsHttp, wsPort);
  const close = (/** @type {import('node:http').Server} */ s) =>
    new Promise((r) => {
      s.close(() => r(undefined));
      s.closeAllConnections?.();
    });
  return {
    url: `http://${host}:${actual}`,
    wsUrl: `ws://${host}:${actualWs}`,
    caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
    chain,
    mints: seeded.mints,
    close: async () => {
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(() => r(undefined)));
      await Promise.all([close(http), close(wsHttp)]);
    },
  };
}

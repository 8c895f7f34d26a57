// A WalletConnect v2 relay on loopback: the relay JSON-RPC (irn_* with iridium_/waku_ aliases),
// the session helpers SDK 2.25 publishes through (wc_proposeSession, wc_approveSession), per-topic
// mailboxes kept until TTL and delivered on subscribe, and relay-auth JWT checks on connect.
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth';
import { WebSocketServer } from 'ws';

/** Tags the SDK uses for the messages the relay publishes on its behalf. */
const TAG = { proposal: 1100, proposalResponse: 1101, settle: 1102 };
const DEFAULT_TTL = 300;

/** @param {string} s */
const sha256 = (s) => createHash('sha256').update(s).digest('hex');

/**
 * @typedef {{ id: string, topic: string, message: string, publishedAt: number, expiresAt: number, tag?: number, attestation?: string, deliveredTo: Set<string>, from: string }} Stored
 * @typedef {{ ws: import('ws').WebSocket, clientId: string, topics: Set<string> }} Client
 */

/**
 * @param {{ host: string, port: number, requireAuth?: boolean, log?: (...a: unknown[]) => void }} opts
 */
export async function startRelay({ host, port, requireAuth = true, log = () => {} }) {
  /** @type {Map<string, Stored[]>} */
  const mailbox = new Map();
  /** @type {Map<string, Set<Client>>} */
  const subscribers = new Map();
  /** @type {Set<Client>} */
  const clients = new Set();
  const stats = { connections: 0, published: 0, delivered: 0, rejectedAuth: 0 };

  const http = createServer((req, res) => {
    // GET / answers a health probe; real relays also serve plain HTTP here.
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify({ ok: true, relay: 'gangway-devnet', clients: clients.size, topics: mailbox.size, stats }));
  });
  const wss = new WebSocketServer({ noServer: true });

  /** Fault injection (the devnet's fault control): whether to refuse a new connection now. */
  let refuse = () => false;

  http.on('upgrade', async (req, socket, head) => {
    if (refuse()) {
      // What an unreachable relay looks like to a browser: the WebSocket handshake fails.
      socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const auth = url.searchParams.get('auth');
    let clientId = `anon:${randomUUID()}`;
    if (auth) {
      try {
        const ok = await verifyJWT(auth);
        const { payload } = decodeJWT(auth);
        if (!ok || (payload.exp && payload.exp * 1000 < Date.now() - 60_000)) throw new Error('bad jwt');
        clientId = payload.iss;
      } catch {
        stats.rejectedAuth++;
        socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
        return;
      }
    } else if (requireAuth) {
      stats.rejectedAuth++;
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, clientId));
  });

  /** @param {import('ws').WebSocket} ws @param {string} clientId */
  function onConnection(ws, clientId) {
    /** @type {Client} */
    const client = { ws, clientId, topics: new Set() };
    clients.add(client);
    stats.connections++;
    ws.on('message', (data) => {
      let msg;
      try {
        msg = JSON.parse(String(data));
      } catch {
        return;
      }
      if (!msg || typeof msg !== 'object' || !('method' in msg)) return; // acks of our pushes
      try {
        const result = handle(client, msg.method, msg.params ?? {});
        send(ws, { id: msg.id, jsonrpc: '2.0', result });
      } catch (e) {
        send(ws, { id: msg.id, jsonrpc: '2.0', error: { code: -32600, message: e instanceof Error ? e.message : String(e) } });
      }
    });
    ws.on('close', () => {
      clients.delete(client);
      for (const t of client.topics) subscribers.get(t)?.delete(client);
    });
  }

  /** @param {import('ws').WebSocket} ws @param {unknown} payload */
  function send(ws, payload) {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(payload));
  }

  /** @param {Client} client @param {string} topic */
  function subscribe(client, topic) {
    if (typeof topic !== 'string' || !topic) throw new Error('topic required');
    client.topics.add(topic);
    if (!subscribers.has(topic)) subscribers.set(topic, new Set());
    subscribers.get(topic)?.add(client);
    const id = sha256(topic + client.clientId);
    // Deliver what is waiting after the subscribe result has gone out.
    setImmediate(() => {
      for (const m of live(topic)) deliver(client, m);
    });
    return id;
  }

  /** @param {Client} client @param {string} topic */
  function unsubscribe(client, topic) {
    client.topics.delete(topic);
    subscribers.get(topic)?.delete(client);
    return true;
  }

  /** @param {string} topic */
  function live(topic) {
    const now = Date.now();
    const list = (mailbox.get(topic) ?? []).filter((m) => m.expiresAt > now);
    if (list.length) mailbox.set(topic, list);
    else mailbox.delete(topic);
    return list;
  }

  /** @param {Client} client @param {Stored} m */
  function deliver(client, m) {
    if (m.deliveredTo.has(client.clientId) || m.from === client.clientId) return;
    m.deliveredTo.add(client.clientId);
    stats.delivered++;
    const data = { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag };
    if (m.attestation) Object.assign(data, { attestation: m.attestation });
    send(client.ws, { id: Date.now() * 1000 + Math.floor(Math.random() * 1000), jsonrpc: '2.0', method: 'irn_subscription', params: { id: sha256(m.topic + client.clientId), data } });
  }

  /** @param {Client} from @param {{topic: string, message: string, ttl?: number, tag?: number, attestation?: string}} p */
  function publish(from, p) {
    if (typeof p.topic !== 'string' || typeof p.message !== 'string') throw new Error('topic and message required');
    const ttl = Number(p.ttl) > 0 ? Number(p.ttl) : DEFAULT_TTL;
    /** @type {Stored} */
    const m = { id: randomUUID(), topic: p.topic, message: p.message, publishedAt: Date.now(), expiresAt: Date.now() + ttl * 1000, tag: p.tag, attestation: p.attestation, deliveredTo: new Set(), from: from.clientId };
    const list = live(p.topic);
    list.push(m);
    mailbox.set(p.topic, list);
    stats.published++;
    for (const c of subscribers.get(p.topic) ?? []) deliver(c, m);
    log('publish', p.topic.slice(0, 8), p.tag);
    return true;
  }

  /** @param {Client} client @param {string} topic */
  function fetchMessages(client, topic) {
    const out = [];
    for (const m of live(topic)) {
      if (m.from === client.clientId || m.deliveredTo.has(client.clientId)) continue;
      m.deliveredTo.add(client.clientId);
      out.push({ topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag, attestation: m.attestation });
    }
    return out;
  }

  /** @param {Client} client @param {string} method @param {any} p */
  function handle(client, method, p) {
    const name = method.replace(/^(iridium|waku)_/, 'irn_');
    switch (name) {
      case 'irn_subscribe':
        return subscribe(client, p.topic);
      case 'irn_batchSubscribe':
        return (p.topics ?? []).map((/** @type {string} */ t) => subscribe(client, t));
      case 'irn_unsubscribe':
        return unsubscribe(client, p.topic);
      case 'irn_batchUnsubscribe':
        for (const s of p.subscriptions ?? []) unsubscribe(client, s.topic);
        return true;
      case 'irn_publish':
        return publish(client, p);
      case 'irn_batchPublish':
        for (const m of p.messages ?? []) publish(client, m);
        return true;
      case 'irn_fetchMessages':
        return { messages: fetchMessages(client, p.topic), hasMore: false };
      case 'irn_batchFetchMessages':
        return { messages: (p.topics ?? []).flatMap((/** @type {string} */ t) => fetchMessages(client, t)), hasMore: false };
      case 'wc_proposeSession':
        // The dapp publishes its proposal on the pairing topic and listens there for the answer.
        subscribe(client, p.pairingTopic);
        publish(client, { topic: p.pairingTopic, message: p.sessionProposal, ttl: p.ttl, tag: p.tag ?? TAG.proposal, attestation: p.attestation });
        return true;
      case 'wc_approveSession':
        // The wallet answers on the pairing topic, settles on the new session topic and listens there.
        subscribe(client, p.sessionTopic);
        publish(client, { topic: p.pairingTopic, message: p.sessionProposalResponse, ttl: p.ttl, tag: TAG.proposalResponse });
        publish(client, { topic: p.sessionTopic, message: p.sessionSettlementRequest, ttl: p.ttl, tag: TAG.settle });
        return true;
      default:
        throw new Error(`Unsupported relay method ${method}`);
    }
  }

  await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => resolve(undefined));
  });
  const actualPort = /** @type {import('node:net').AddressInfo} */ (http.address()).port;
  return {
    url: `ws://${host}:${actualPort}`,
    httpUrl: `http://${host}:${actualPort}`,
    port: actualPort,
    stats: () => ({ ...stats, clients: clients.size, topics: mailbox.size }),
    /** @param {() => boolean} fn decides, per new connection, whether the relay refuses it */
    setRefuse(fn) {
      refuse = fn;
    },
    /** Drops every open connection (a relay restart / network blip as clients see it); returns how many. */
    dropAll() {
      const n = clients.size;
      for (const c of clients) c.ws.terminate();
      return n;
    },
    close: async () => {
      for (const c of clients) c.ws.terminate();
      await new Promise((r) => wss.close(() => r(undefined)));
      await new Promise((r) => {
        http.close(() => r(undefined));
        http.closeAllConnections?.();
      });
    },
  };
}

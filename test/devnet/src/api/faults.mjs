// One fault-injection control for the whole devnet (POST /__admin/faults), per target:
//   api   (default) an API-emulator endpoint: status, delay, malformed JSON, a body that trickles, or a
//         JSON body of the test's choosing in place of the route's answer (a hostile service)
//   rpc   the chain-node proxy (POST /v1/?chainId=…, POST /rpc/:chainId and /rpc/:chainId/:node): same
//         effects, per chain; with a `path` (e.g. /rpc/31337/primary) only that one node URL
//   frame the embedded-wallet frame emulator's origin (its page and backend): status, delay
//   relay the WalletConnect relay: 'refuse' new connections (until cleared), or 'drop' the open ones now
// A fault can be limited to `times` hits and is removed by DELETE /__admin/faults (or /:id).
import { patternToRegExp, reply } from '../lib/http.mjs';

export const FAULT_TARGETS = /** @type {const} */ (['api', 'rpc', 'frame', 'relay']);

/**
 * @typedef {'api' | 'rpc' | 'frame' | 'relay'} FaultTarget
 * @typedef {{ target?: FaultTarget, path?: string, method?: string, chainId?: number | string, status?: number, delayMs?: number,
 *   malformed?: boolean, slowBodyMs?: number, json?: unknown, mode?: 'refuse' | 'drop', times?: number }} FaultInput
 * @typedef {{ id: number, target: FaultTarget, path: string, method: string, chainId?: number, status?: number, delayMs?: number,
 *   malformed?: boolean, slowBodyMs?: number, json?: unknown, mode?: 'refuse', times?: number, hits: number, re: RegExp }} Fault
 * @typedef {{ dropAll: () => number }} RelayControl
 */

const nonNegative = (/** @type {unknown} */ v, /** @type {string} */ name) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) throw new Error(`fault ${name} must be a non-negative number`);
  return v;
};

/** "eip155:31337", "31337" or 31337 → 31337. @param {unknown} v */
function chainIdOf(v) {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(String(v).split(':').pop());
  if (!Number.isInteger(n) || n <= 0) throw new Error(`fault chainId ${String(v)} is not an eip155 chain id`);
  return n;
}

export function createFaults() {
  /** @type {Fault[]} */
  let faults = [];
  let nextId = 1;
  /** @type {RelayControl | undefined} */
  let relay;

  /** @param {Fault} f */
  const hit = (f) => {
    f.hits++;
    if (f.times !== undefined && f.hits >= f.times) faults = faults.filter((x) => x !== f);
    return f;
  };

  return {
    /**
     * Adds a fault. A relay 'drop' acts at once (closes every open relay socket) and is not kept.
     * @param {FaultInput} f
     */
    add(f) {
      const target = f?.target ?? 'api';
      if (!FAULT_TARGETS.includes(target)) throw new Error(`fault target must be one of ${FAULT_TARGETS.join(', ')}`);
      if (target === 'relay') {
        if (f.mode === 'drop') {
          if (!relay) throw new Error('no relay attached to the fault control');
          return { id: 0, target, mode: 'drop', dropped: relay.dropAll() };
        }
        if (f.mode !== 'refuse') throw new Error("relay fault mode must be 'refuse' or 'drop'");
      }
      if (target === 'api' && (typeof f?.path !== 'string' || !f.path.startsWith('/'))) {
        throw new Error('fault needs a path starting with / (route pattern like /v1/account/:address/balance or a glob with *)');
      }
      if (f.json !== undefined && target !== 'api') throw new Error('a json answer is an api fault');
      const path = target === 'api' ? /** @type {string} */ (f.path) : typeof f.path === 'string' && f.path.startsWith('/') ? f.path : '/*';
      /** @type {Fault} */
      const fault = {
        id: nextId++,
        target,
        path,
        method: (f.method ?? '*').toUpperCase(),
        chainId: target === 'rpc' ? chainIdOf(f.chainId) : undefined,
        status: nonNegative(f.status, 'status'),
        delayMs: nonNegative(f.delayMs, 'delayMs'),
        malformed: !!f.malformed,
        slowBodyMs: nonNegative(f.slowBodyMs, 'slowBodyMs'),
        json: f.json,
        mode: target === 'relay' ? 'refuse' : undefined,
        times: nonNegative(f.times, 'times'),
        hits: 0,
        re: path === '/*' ? /.*/ : patternToRegExp(path),
      };
      faults.push(fault);
      return view(fault);
    },
    list: () => faults.map(view),
    /** @param {number} [id] */
    clear(id) {
      faults = id === undefined ? [] : faults.filter((f) => f.id !== id);
    },
    /**
     * The API emulator's fault for a request (target api), or the chain proxy's (target rpc, when
     * `rpcChainId` is given: the request is a chain-node call for that chain).
     * @param {string} method @param {string} path @param {string} [routePattern] @param {number} [rpcChainId]
     */
    match(method, path, routePattern, rpcChainId) {
      // An rpc fault without a path takes every URL of the chain down; with one, only the URLs it matches.
      const f = rpcChainId !== undefined
        ? faults.find((x) => x.target === 'rpc' && (x.chainId === undefined || x.chainId === rpcChainId) && (x.path === '/*' || x.re.test(path)))
        : undefined;
      if (f) return hit(f);
      const a = faults.find((x) => x.target === 'api' && (x.method === '*' || x.method === method) && (x.re.test(path) || x.path === routePattern));
      return a ? hit(a) : undefined;
    },
    /** The frame emulator's fault for a request. @param {string} method @param {string} path */
    matchFrame(method, path) {
      const f = faults.find((x) => x.target === 'frame' && (x.method === '*' || x.method === method) && (x.path === '/*' || x.re.test(path)));
      return f ? hit(f) : undefined;
    },
    /** Whether the relay refuses a new connection now (counts as a hit). */
    relayRefuses() {
      const f = faults.find((x) => x.target === 'relay');
      return f ? !!hit(f) : false;
    },
    /** @param {RelayControl} control */
    attachRelay(control) {
      relay = control;
    },
  };
}

/** @param {Fault} f */
function view({ re, ...rest }) {
  return rest;
}

/** Body used for `malformed: true`: syntactically broken JSON with a JSON content type. */
export const MALFORMED = reply({ status: 200, body: '{"data": [ this is not json', headers: { 'content-type': 'application/json' } });

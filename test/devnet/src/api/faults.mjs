// Per-endpoint fault injection for reliability tests: status, delay and malformed bodies.
import { patternToRegExp, reply } from '../lib/http.mjs';

/**
 * @typedef {{ id: number, path: string, method: string, status?: number, delayMs?: number, malformed?: boolean, times?: number, hits: number, re: RegExp }} Fault
 */
export function createFaults() {
  /** @type {Fault[]} */
  let faults = [];
  let nextId = 1;
  return {
    /** @param {{path: string, method?: string, status?: number, delayMs?: number, malformed?: boolean, times?: number}} f */
    add(f) {
      if (typeof f?.path !== 'string' || !f.path.startsWith('/')) throw new Error('fault needs a path starting with / (route pattern like /v1/account/:address/balance or a glob with *)');
      const fault = { id: nextId++, path: f.path, method: (f.method ?? '*').toUpperCase(), status: f.status, delayMs: f.delayMs, malformed: !!f.malformed, times: f.times, hits: 0, re: patternToRegExp(f.path) };
      faults.push(fault);
      return view(fault);
    },
    list: () => faults.map(view),
    /** @param {number} [id] */
    clear(id) {
      faults = id === undefined ? [] : faults.filter((f) => f.id !== id);
    },
    /** @param {string} method @param {string} path @param {string} [routePattern] */
    match(method, path, routePattern) {
      const f = faults.find((x) => (x.method === '*' || x.method === method) && (x.re.test(path) || x.path === routePattern));
      if (!f) return undefined;
      f.hits++;
      if (f.times !== undefined && f.hits >= f.times) faults = faults.filter((x) => x !== f);
      return f;
    },
  };
}

/** @param {Fault} f */
function view({ re, ...rest }) {
  return rest;
}

/** Body used for `malformed: true`: syntactically broken JSON with a JSON content type. */
export const MALFORMED = reply({ status: 200, body: '{"data": [ this is not json', headers: { 'content-type': 'application/json' } });

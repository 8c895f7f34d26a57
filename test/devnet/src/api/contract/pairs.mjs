// Shared by the contract tests: a request/response pair recorded from the real service's source, and
// the check that the devnet answers it the same way (status, and the body's recorded fields).
import { expect } from 'vitest';
import { getJson } from '../../testing.mjs';

/**
 * @typedef {{ source: string, method?: 'GET'|'POST', path: string, query?: Record<string, string>, headers?: Record<string, string>, body?: unknown, rawBody?: string,
 *   status: number, response?: unknown, text?: string | RegExp }} Pair
 * `response`: the JSON body the real service answers, compared with toMatchObject (recorded fields
 * only: the devnet's values differ where they come from its chains); `text`: a plain-text answer.
 */

/**
 * Sends a recorded request to the devnet and checks its answer against the recorded one.
 * @param {string} base the devnet service URL @param {string} projectId @param {Pair} pair
 */
export async function expectPair(base, projectId, pair) {
  const u = new URL(base + pair.path);
  for (const [k, v] of Object.entries({ projectId, ...(pair.query ?? {}) })) if (v !== undefined) u.searchParams.set(k, v);
  /** @type {RequestInit & {json?: unknown}} */
  const init = { method: pair.method ?? 'GET', headers: { origin: 'http://localhost:5173', ...(pair.headers ?? {}) } };
  if (pair.rawBody !== undefined) Object.assign(init, { body: pair.rawBody, headers: { ...init.headers, 'content-type': 'application/json' } });
  else if (pair.body !== undefined) init.json = pair.body;
  const res = await getJson(u.toString(), init);
  expect(res.status, `${pair.source}: status of ${init.method} ${pair.path}`).toBe(pair.status);
  if (pair.response !== undefined) expect(res.body, pair.source).toMatchObject(/** @type {object} */ (pair.response));
  if (pair.text instanceof RegExp) expect(String(res.body), pair.source).toMatch(pair.text);
  else if (pair.text !== undefined) expect(res.body, pair.source).toBe(pair.text);
  return res;
}

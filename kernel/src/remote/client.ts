import { CORE_MESSAGES as ERRORS, GangwayError, expectedReceived } from '../errors/core';
import { issueMessage, typeName } from '../options/schema';
import { issuePath, validate, type StandardIssue, type StandardSchema } from '../validation/standard-schema';
import { apiUrl, type ApiTarget, type Query, type Service } from './api-url';

export type { Query, QueryValue, Service } from './api-url';

export interface RequestOptions<T> {
  query?: Query;
  /** Validates the JSON response (zod, valibot, … any Standard Schema); without one the parsed JSON is returned as unknown data. */
  schema?: StandardSchema<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** 'blob' for the image endpoints; default 'json'. */
  as?: 'json' | 'blob';
}

/** A GET the eager code already sent (early-requests.ts): its response, and how to abort it. */
export interface EarlyResponse { response: Promise<Response>; abort(): void }

export interface ApiClientOptions extends ApiTarget {
  /** Defaults to globalThis.fetch, looked up per call (SSR-safe, and test doubles installed later work). */
  fetch?: typeof fetch;
  /** Spec §9: HTTP default timeout 10 s. */
  timeoutMs?: number;
  /** Hands over (once) the answer to a plain GET of this URL that is already on its way. */
  early?: (url: string) => EarlyResponse | undefined;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * Spec §5 wording ('Required', 'Expected X received Y', ...) for an issue of the response `data`:
 * valibot's issues carry what they need; zod's type issues are completed from the data at their path;
 * anything else keeps its library's message.
 */
function problem(i: StandardIssue, data: unknown): string {
  if ('kind' in i && 'type' in i) return issueMessage(i as Parameters<typeof issueMessage>[0]);
  const { code, expected } = i as { code?: string; expected?: string };
  if (code !== 'invalid_type' || !expected) return i.message;
  let input = data;
  for (const p of i.path ?? []) input = (input as Record<PropertyKey, unknown> | null | undefined)?.[(typeof p === 'object' ? p.key : p) as PropertyKey];
  return input === undefined ? ERRORS.REQUIRED : expectedReceived(expected, typeName(input));
}

/**
 * Client for every remote service of spec §7. Every call carries projectId, st and sv as query params;
 * responses go through the given schema; calls time out; every failure is a GangwayError with code
 * HTTP_ERROR (details.status), TIMEOUT, NETWORK_ERROR, INVALID_RESPONSE or REQUEST_ABORTED.
 * Their messages name the call for developers (the error hook logs them, to the console in debug mode);
 * each carries `details.request`, by which errorMessage() shows visitors a catalogue text instead.
 */
export function createApiClient({ fetch: f, timeoutMs = 10_000, early, ...target }: ApiClientOptions) {
  /** The full URL of a call, also usable directly as an <img src> for the image endpoints. */
  const url = (service: Service, path: string, query?: Query): string => apiUrl(target, service, path, query);

  async function request<T>(method: 'GET' | 'POST', service: Service, path: string, opts: RequestOptions<T> & { body?: unknown }): Promise<T> {
    const what = `${method} ${path}`;
    const ctrl = new AbortController();
    const ms = opts.timeoutMs ?? timeoutMs;
    let timedOut = false;
    // The deadline covers the whole exchange, the body included: a server that sends its headers and
    // then trickles (or never ends) the body times out like one that never answers.
    const timer = setTimeout(() => {
      timedOut = true;
      ctrl.abort();
    }, ms);
    const onAbort = () => ctrl.abort();
    opts.signal?.addEventListener('abort', onAbort);
    const failed = (cause: unknown) => {
      if (timedOut) return new GangwayError('TIMEOUT', `${what} timed out after ${ms} ms`, { cause, details: { request: what } });
      if (opts.signal?.aborted) return new GangwayError('REQUEST_ABORTED', ERRORS.REQUEST_ABORTED, { cause });
      return new GangwayError('NETWORK_ERROR', `${what} failed: ${(cause as Error)?.message ?? cause}`, { cause, details: { request: what } });
    };
    let res: Response;
    let text: string | undefined;
    let blob: Blob | undefined;
    try {
      if (opts.signal?.aborted) ctrl.abort();
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      const u = url(service, path, opts.query);
      // Sent at the click with the view's code (one wave): take that answer rather than ask again.
      const pre = method === 'GET' && !opts.headers && !opts.as && !ctrl.signal.aborted ? early?.(u) : undefined;
      if (pre) ctrl.signal.addEventListener('abort', () => pre.abort(), { once: true });
      try {
        res = await (pre?.response ?? (f ?? globalThis.fetch)(u, {
          method,
          headers,
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
          signal: ctrl.signal,
        }));
      } catch (cause) {
        throw failed(cause);
      }
      if (!res.ok) {
        throw new GangwayError('HTTP_ERROR', `${what} failed with HTTP ${res.status}`, {
          details: { request: what, status: res.status, body: await res.text().catch(() => '') },
        });
      }
      // A body that never finishes is cut by the abort above; reading it fails like the request would.
      const body = opts.as === 'blob' ? res.blob() : res.text();
      const done = await Promise.race([body, new Promise<never>((_, reject) => ctrl.signal.addEventListener('abort', () => reject(new Error('aborted while reading the body')), { once: true }))]).catch((cause: unknown) => { throw failed(cause); });
      if (typeof done === 'string') text = done;
      else blob = done;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
    if (blob) return blob as T;
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch (cause) {
      throw new GangwayError('INVALID_RESPONSE', `${what} returned invalid JSON`, { cause, details: { request: what, status: res.status } });
    }
    if (!opts.schema) return data as T;
    const r = validate(opts.schema, data);
    if (r.ok) return r.value;
    const problems = r.issues.map((i) => `${issuePath(i) || 'response'}: ${problem(i, data)}`).join('; ');
    throw new GangwayError('INVALID_RESPONSE', `${what} returned an unexpected response (${problems})`, {
      details: { request: what, status: res.status, issues: r.issues },
    });
  }

  return {
    url,
    get: <T = unknown>(service: Service, path: string, opts: RequestOptions<T> = {}) => request('GET', service, path, opts),
    post: <T = unknown>(service: Service, path: string, opts: RequestOptions<T> & { body?: unknown } = {}) =>
      request('POST', service, path, opts),
  };
}

/** HTTP status of a failed call, if it got an answer. */
export const httpStatus = (e: unknown): number | undefined =>
  e instanceof GangwayError && e.code === 'HTTP_ERROR' ? (e.details?.status as number) : undefined;

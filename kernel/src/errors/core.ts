/**
 * The part of the error catalogue the eager kernel needs (option validation), and the error class.
 * The full catalogue (messages.ts) registers the rest of the texts when it loads — always before any
 * plugin runs, since the runtime imports it — so `new GangwayError(code)` finds its text there.
 */

/** §5 schema wording and the few messages option validation and the remote client use. */
export const CORE_MESSAGES = {
  CAIP2: 'Invalid CAIP-2 network id',
  NETWORK_NOT_FOUND: 'Network not found',
  INVALID_OPTIONS: 'Invalid Gangway options',
  REQUIRED: 'Required',
  INVALID_INPUT: 'Invalid input',
  // The remote client's (its startup use must not pull in the whole catalogue).
  REQUEST_ABORTED: 'Request was aborted',
  // A lazily loaded part (the connection flows, a plugin's later step) failed to load, the chunk
  // loader's retry included; the next attempt requests it afresh. Here, not in messages.ts: the eager
  // kernel raises it for the flows, possibly before the rest of the catalogue arrived. Not a spec
  // text: the spec has no lazy code.
  CODE_LOAD_FAILED: 'This step could not be loaded. Check your connection and try again.',
} as const;

/** §5 schema wording for a type mismatch. */
export const expectedReceived = (expected: string, received: string) => `Expected ${expected} received ${received}`;
/** §8 warning notice when the remote project configuration overrides local feature settings. */
export const localConfigIgnored = (keys: readonly string[]) =>
  `Local configuration ignored for ${keys.join(', ')}: the remote project configuration takes precedence`;

const catalogue: Record<string, string> = { ...CORE_MESSAGES };
/** Adds texts to the catalogue `new GangwayError(code)` looks messages up in. */
export const registerMessages = (messages: Record<string, string>) => { Object.assign(catalogue, messages); };

/** A catalogue key (messages.ts, alerts.ts, or a plugin's own) or a transport code; any string, typed loosely so this file imports nothing. */
export type ErrorCode = 'HTTP_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'NETWORK_ERROR' | (string & {});

/** The one error type the kernel throws: a stable `code` for programs, the catalogue text for people. */
export class GangwayError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  constructor(code: ErrorCode, message?: string, opts: { cause?: unknown; details?: Record<string, unknown> } = {}) {
    super(message ?? catalogue[code] ?? code, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'GangwayError';
    this.code = code;
    if (opts.details) this.details = opts.details;
  }
}


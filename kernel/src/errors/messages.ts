/**
 * The error catalogue of spec §8 (plus the §5/§6 messages), word for word. A plugin keeps the texts
 * only it raises (send's in plugins/send/src/errors.ts, activity's in plugins/activity/src/errors.ts, the
 * balance rule's in lib-wallet); the texts of a capability built as a plugin move into it (swaps', SIWX's, the embedded
 * wallet's, the email throttle's and names' did).
 * Kept as plain constants so every plugin throws and every test asserts the same text;
 * templated messages are tiny functions so the wording lives in one place.
 */
import { CORE_MESSAGES, GangwayError, registerMessages, type ErrorCode } from './core';

export { CORE_MESSAGES, GangwayError, expectedReceived, localConfigIgnored, registerMessages, type ErrorCode } from './core';

export const ERRORS = {
  ...CORE_MESSAGES,
  CAIP10: 'Invalid CAIP-10 address',
  DISCONNECT_FAILED: 'Failed to disconnect',
  DISCONNECT_CHAINS_FAILED: 'Failed to disconnect chains',
  SIGNATURE_DECLINED: 'Signature declined',
  NO_ACTIVE_ADDRESS: 'No ActiveCaipAddress found',
  FRAME_ERROR: 'An error occurred',
  UNKNOWN_NETWORK: 'Unknown Network',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
} as const;

export type ErrorKey = keyof typeof ERRORS;
// Every text becomes the default message of `new GangwayError(code)` (see core.ts).
registerMessages(ERRORS);

/** §8 one namespace failed to disconnect. */
export const failedToDisconnectChain = (ns: string) => `Failed to disconnect chain ${ns}`;
/**
 * §5: two options that set the same thing ('Cannot set both A and B options'; the names come from
 * the plugin's manifest, `legacyOptions`, so the kernel names no plugin's option). Checked as the
 * plugin loads, with its options.
 */
export const bothSet = (a: string, b: string) => `Cannot set both ${a} and ${b} options`;
/**
 * A plugin's options failed its schema (checked as the plugin loads): code INVALID_PLUGIN_OPTIONS,
 * the plugin and each field named. Not a spec text: the spec's options have no plugins.
 */
export const invalidPluginOptions = (id: string, issues: readonly { path: string; message: string }[]) =>
  `Invalid options for plugin ${id}:\n${issues.map((i) => `- ${i.path ? i.path + ': ' : ''}${i.message}`).join('\n')}`;
/** §8 add/remove network on a namespace with no adapter. */
export const adapterMissing = (ns: string) => `Adapter for namespace ${ns} doesn't exist`;



/**
 * A part of a plugin kept out of its first chunk (the code of a later step: a flow's views, a
 * controller), loaded once on first need and shared. A load that fails — after the chunk loader's own
 * retry (api/chunk-retry.ts) — rejects with CODE_LOAD_FAILED and is forgotten, so the next call (the
 * error view's Retry, the visitor's next attempt) requests it afresh. It lives in this module so it
 * travels in the runtime chunk (kernel/src/bundler/first-open.ts, gangwayKernelShared) instead of a copy in each plugin chunk.
 */
export function lazyPart<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load().catch((cause: unknown) => {
    loading = undefined;
    throw new GangwayError('CODE_LOAD_FAILED', undefined, { cause });
  }));
}

/**
 * The visitor's text for anything thrown (frame errors surface their message or 'An error occurred').
 * A failed remote call (the API client's errors carry `details.request`) gives the fallback: its own
 * message ("POST /v1/… failed with HTTP 500") is for developers, who get it from the error hook's log.
 */
export function errorMessage(error: unknown, fallback: string = ERRORS.FRAME_ERROR): string {
  if (typeof error === 'string') return error || fallback;
  if (error instanceof GangwayError && typeof error.details?.request === 'string') return fallback;
  const m = (error as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : fallback;
}

/**
 * Combines several failures into one error (spec §4: disconnect failures are combined).
 * Returns undefined when nothing failed; the individual errors are kept in `details.errors`.
 */
export function combineErrors(
  errors: readonly unknown[],
  code: ErrorCode = 'DISCONNECT_CHAINS_FAILED',
  message?: string,
): GangwayError | undefined {
  if (!errors.length) return undefined;
  return new GangwayError(code, message, { cause: errors[0], details: { errors: [...errors] } });
}

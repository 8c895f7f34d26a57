/**
 * The error catalogue of spec §8 (plus the §5/§6 messages), word for word.
 * Kept as plain constants so every plugin throws and every test asserts the same text;
 * templated messages are tiny functions so the wording lives in one place.
 */
export const ERRORS = {
  CAIP10: 'Invalid CAIP-10 address',
  CAIP2: 'Invalid CAIP-2 network id',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  GAS_PRICE_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAPS_UNSUPPORTED: 'Network not supported for Swaps',
  DISCONNECT_FAILED: 'Failed to disconnect',
  DISCONNECT_CHAINS_FAILED: 'Failed to disconnect chains',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
  TRANSACTIONS_NO_ADDRESS: "Transactions can't be fetched without an accountAddress",
  SIWX_DISABLED: 'SIWX is not enabled',
  NO_ACTIVE_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_NETWORK: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CLIENT: 'No ConnectionController client found',
  EMAIL_DEPENDENCY: 'Unable to load email login dependency',
  FRAME_ERROR: 'An error occurred',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  UNKNOWN_NETWORK: 'Unknown Network',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  SEND_AMOUNT_RECEIVER: 'An amount and receiver address are required',
  SEND_TOKEN: 'A token is required',
  NAME_RESOLVE: 'Error resolving name',
  NAME_SUGGESTIONS: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS: 'Error fetching names for address',
  NETWORK_NOT_FOUND: 'Network not found',
  NO_AUTH_CONNECTOR: 'Address or auth connector not found',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  SIWX_AND_SIWE: 'Cannot set both siweConfig and siwx options',
  INVALID_OPTIONS: 'Invalid Gangway options',
  // §5 schema wording: every validation problem is phrased as one of these three.
  REQUIRED: 'Required',
  INVALID_INPUT: 'Invalid input',
} as const;

export type ErrorKey = keyof typeof ERRORS;

/** §5 email throttle. */
export const tryAgainAfter = (n: number) => `Please try again after ${n} seconds`;
/** §8 one namespace failed to disconnect. */
export const failedToDisconnectChain = (ns: string) => `Failed to disconnect chain ${ns}`;
/** §8: the server's first reason description wins when present. */
export const errorRegisteringName = (name: string, reason?: string) => reason || `Error registering name ${name}`;
/** §8 add/remove network on a namespace with no adapter. */
export const adapterMissing = (ns: string) => `Adapter for namespace ${ns} doesn't exist`;
/** §5 schema wording for a type mismatch. */
export const expectedReceived = (expected: string, received: string) => `Expected ${expected} received ${received}`;
/** §8 warning notice when the remote project configuration overrides local feature settings. */
export const localConfigIgnored = (keys: readonly string[]) =>
  `Local configuration ignored for ${keys.join(', ')}: the remote project configuration takes precedence`;

/** §8 wallet error codes: 4902 unrecognized chain, 5000 user rejected (WalletConnect), 32603 internal (some wallets' unrecognized chain). */
export const WALLET_ERROR_CODES = { UNRECOGNIZED_CHAIN: 4902, USER_REJECTED: 5000, INTERNAL: 32603 } as const;


export type ErrorCode = ErrorKey | import('./alerts').AlertKind | 'HTTP_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'NETWORK_ERROR' | (string & {});

/** The one error type the kernel throws: a stable `code` for programs, the catalogue text for people. */
export class GangwayError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  constructor(code: ErrorCode, message?: string, opts: { cause?: unknown; details?: Record<string, unknown> } = {}) {
    super(message ?? (ERRORS as Record<string, string>)[code] ?? code, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'GangwayError';
    this.code = code;
    if (opts.details) this.details = opts.details;
  }
}

/** A readable message from anything thrown (frame errors surface their message or 'An error occurred'). */
export function errorMessage(error: unknown, fallback: string = ERRORS.FRAME_ERROR): string {
  if (typeof error === 'string') return error || fallback;
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

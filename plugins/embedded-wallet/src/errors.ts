/**
 * Spec §6/§8 texts the embedded wallet raises (moved here from the kernel's catalogue), word for word.
 * The texts other plugins raise too stay in the kernel's catalogue and are reused from there: 'An
 * error occurred' (any frame error without a message), 'Request was aborted', 'Signature declined'.
 */
import { ERRORS } from '@gangway/kernel';
import { EMAIL_DEPENDENCY_ERROR } from './dependency-error';

export const EMBEDDED_ERRORS = {
  EMAIL_DEPENDENCY: EMAIL_DEPENDENCY_ERROR,
  FRAME_ERROR: ERRORS.FRAME_ERROR,
  REQUEST_ABORTED: ERRORS.REQUEST_ABORTED,
  SOMETHING_WENT_WRONG: 'Something went wrong',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: ERRORS.SIGNATURE_DECLINED,
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  REQUEST_TIMED_OUT: 'Embedded Wallet Request Timed Out',
} as const;

/** Analytics reports of spec §8 (timeouts). */
export const FRAME_REPORTS = { LOAD_FAILED: 'iframe_load_failed', REQUEST_TIMEOUT: 'iframe_request_timeout' } as const;

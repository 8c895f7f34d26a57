/**
 * Wallet answers are outside input (DESIGN §4): each goes through a schema before it is used, and
 * a malformed one becomes one clear error naming the method, so callers keep their previous state.
 * Spec §5: a transaction hash is 0x + 64 hex; a signature is 0x + at least 62 hex.
 * valibot only (no viem), so connector plugins of the first view share it cheaply; walletAnswer takes
 * any Standard Schema.
 */
import * as v from 'valibot';
import { ERRORS, GangwayError, validateSchema, type StandardSchema } from '@gangway/kernel';

const hex = (re: RegExp, what: string) => v.pipe(v.string(), v.regex(re, `Expected ${what}`));

export const AddressSchema = hex(/^0x[0-9a-fA-F]{40}$/, 'an address (0x + 40 hex)');
export const HexChainIdSchema = hex(/^0x[0-9a-fA-F]{1,16}$/, 'a hex chain id');
export const TxHashSchema = hex(/^0x[0-9a-fA-F]{64}$/, 'a transaction hash (0x + 64 hex)');
export const SignatureSchema = hex(/^0x[0-9a-fA-F]{62,}$/, 'a signature (0x + 62 or more hex)');
/** eth_requestAccounts must give at least one account; eth_accounts / accountsChanged may be empty. */
export const AccountsSchema = v.array(AddressSchema);
export const RequestedAccountsSchema = v.pipe(v.array(AddressSchema), v.minLength(1, 'Expected at least one account'));

/** The error for a malformed wallet answer: 'Invalid wallet response to <method>: <why>'. */
export function invalidWalletResponse(method: string, why: string = ERRORS.INVALID_INPUT): GangwayError {
  return new GangwayError('INVALID_RESPONSE', `Invalid wallet response to ${method}: ${why}`, { details: { method } });
}

/** Parses a wallet answer or throws invalidWalletResponse. */
export function walletAnswer<T>(schema: StandardSchema<T>, method: string, value: unknown): T {
  const r = validateSchema(schema, value);
  if (r.ok) return r.value;
  // A type mismatch names the expected type (valibot: kind 'schema'; zod: code 'invalid_type'); a
  // check names its own rule.
  const issue = r.issues[0] as { kind?: string; code?: string; expected?: string | null; message?: string } | undefined;
  const typeIssue = (issue?.kind === 'schema' || issue?.code === 'invalid_type') && issue.expected;
  throw invalidWalletResponse(method, typeIssue ? `Expected ${typeIssue.toLowerCase()}` : issue?.message || ERRORS.INVALID_INPUT);
}

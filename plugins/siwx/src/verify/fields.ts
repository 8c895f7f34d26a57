/**
 * The checks every sign-in verifier makes on a message's fields, whatever the chain family: the
 * page's domain and origin, the account and chain asked for, and the validity window.
 */
import { normalized } from '../sign-in-family';
import type { SIWXMessageData, SignInFamily } from '../types';

export type SiwxRejection =
  | 'malformed' | 'domain' | 'uri' | 'account' | 'chain' | 'expired' | 'not-yet-valid' | 'issued-in-future' | 'nonce' | 'signature';

/** A session or message that does not verify; `reason` says which rule it broke. */
export class SiwxVerificationError extends Error {
  constructor(readonly reason: SiwxRejection, message = `Sign-in rejected: ${reason}`) {
    super(message);
    this.name = 'SiwxVerificationError';
  }
}

export interface FieldExpectations {
  domain: string;
  origin: string;
  chainId: string;
  address: string;
  /** The time to check against (default now). */
  now?: number;
  /** The chain's family: how its addresses compare (eip155's case-insensitively). */
  family?: Pick<SignInFamily, 'normalizeAddress'>;
}

/** A clock may be a little ahead: an issuedAt at most this far in the future is accepted. */
export const CLOCK_SKEW_MS = 60_000;

const time = (v: string | undefined) => {
  if (v === undefined) return undefined;
  const t = Date.parse(v);
  if (Number.isNaN(t)) throw new SiwxVerificationError('malformed');
  return t;
};

function originOf(uri: string): string | undefined {
  try { return new URL(uri).origin; } catch { return undefined; }
}

export function checkFields(d: SIWXMessageData, e: FieldExpectations): void {
  const now = e.now ?? Date.now();
  if (d.domain !== e.domain) throw new SiwxVerificationError('domain');
  if (originOf(d.uri) !== e.origin) throw new SiwxVerificationError('uri');
  if (d.chainId !== e.chainId) throw new SiwxVerificationError('chain');
  if (normalized(e.family, d.accountAddress) !== normalized(e.family, e.address)) throw new SiwxVerificationError('account');
  const expires = time(d.expirationTime);
  const notBefore = time(d.notBefore);
  const issued = time(d.issuedAt);
  if (expires !== undefined && expires <= now) throw new SiwxVerificationError('expired');
  if (notBefore !== undefined && notBefore > now) throw new SiwxVerificationError('not-yet-valid');
  if (issued !== undefined && issued > now + CLOCK_SKEW_MS) throw new SiwxVerificationError('issued-in-future');
}

/**
 * Whatever implementation answers, a session is taken only for the account and chain it was asked
 * for and only inside its validity window: a session of one address or chain never signs in another.
 * Addresses compare as the chain's family says (`family` undefined: as written).
 */
import { normalized } from './sign-in-family';
import type { SIWXSession, SignInFamily } from './types';

export function sessionFits(s: SIWXSession | undefined, chainId: string, address: string, family: Pick<SignInFamily, 'normalizeAddress'> | undefined, now = Date.now()): boolean {
  const d = s?.data;
  if (!d || d.chainId !== chainId) return false;
  if (normalized(family, d.accountAddress) !== normalized(family, address)) return false;
  const exp = d.expirationTime === undefined ? undefined : Date.parse(d.expirationTime);
  const nbf = d.notBefore === undefined ? undefined : Date.parse(d.notBefore);
  if (exp !== undefined && !(exp > now)) return false;
  if (nbf !== undefined && !(nbf <= now)) return false;
  return true;
}

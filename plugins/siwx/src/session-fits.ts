/**
 * Whatever implementation answers, a session is taken only for the account and chain it was asked
 * for and only inside its validity window: a session of one address or chain never signs in another.
 */
import type { SIWXSession } from './types';

export function sessionFits(s: SIWXSession | undefined, chainId: string, address: string, now = Date.now()): boolean {
  const d = s?.data;
  if (!d || d.chainId !== chainId) return false;
  const same = chainId.startsWith('eip155:') ? d.accountAddress.toLowerCase() === address.toLowerCase() : d.accountAddress === address;
  if (!same) return false;
  const exp = d.expirationTime === undefined ? undefined : Date.parse(d.expirationTime);
  const nbf = d.notBefore === undefined ? undefined : Date.parse(d.notBefore);
  if (exp !== undefined && !(exp > now)) return false;
  if (nbf !== undefined && !(nbf <= now)) return false;
  return true;
}

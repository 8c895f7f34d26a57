/**
 * Verifies a signed sign-in session against what the page expects: a canonical message of the
 * chain's family whose fields match the session's, the page's domain and origin, the account and
 * chain asked for, its validity window, an unused nonce (when the verifier issued it) and the
 * signature, checked by the family's own verifier (its chain plugin's). Returns the verified fields;
 * throws SiwxVerificationError otherwise.
 */
import { parseSiwxMessage } from '../message/format';
import type { SIWXMessageData, SIWXSession, SignInFamily } from '../types';
import { checkFields, SiwxVerificationError, type FieldExpectations } from './fields';

export interface SessionExpectations extends Omit<FieldExpectations, 'family'> {
  /** The sign-in of the chain's family (SIWXContext.family); a chain it rejects is refused ('chain'). */
  family: (chainId: string) => Promise<SignInFamily>;
  /** Single-use nonces: true when the nonce was issued and is unused (it is then spent). */
  consumeNonce?: (nonce: string) => boolean;
  /** The message layout: the family's own (format.ts) unless given (hosted mode: AppKit's, hosted-format.ts). */
  parse?: (text: string) => SIWXMessageData;
}

const FIELDS: (keyof SIWXMessageData)[] = ['chainId', 'accountAddress', 'nonce', 'domain', 'uri', 'version', 'issuedAt', 'expirationTime', 'notBefore', 'requestId', 'resources', 'statement'];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export async function verifySession(session: SIWXSession, e: SessionExpectations): Promise<SIWXMessageData> {
  let family: SignInFamily;
  try { family = await e.family(e.chainId); } catch { throw new SiwxVerificationError('chain'); }
  if (typeof session?.message !== 'string' || typeof session.signature !== 'string') throw new SiwxVerificationError('malformed');
  let data: SIWXMessageData;
  try { data = e.parse ? e.parse(session.message) : await parseSiwxMessage(family, e.chainId, session.message); } catch { throw new SiwxVerificationError('malformed'); }
  // The fields the session claims must be the ones signed (no field differs from the text).
  if (session.data && FIELDS.some((k) => !same(session.data[k], data[k]))) throw new SiwxVerificationError('malformed');
  checkFields(data, { ...e, family });
  let ok = false;
  try {
    ok = await family.verify({ message: session.message, address: data.accountAddress, signature: session.signature, chainId: data.chainId });
  } catch { /* a verifier that throws (its code failed to load, a bug) verifies nothing */ }
  if (!ok) throw new SiwxVerificationError('signature');
  // Spent only after the signature verifies, so a forged attempt cannot burn a visitor's nonce.
  if (e.consumeNonce && !e.consumeNonce(data.nonce)) throw new SiwxVerificationError('nonce');
  return data;
}

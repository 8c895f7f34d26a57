/**
 * Verifies a signed sign-in session against what the page expects: a canonical message of the
 * chain's family whose fields match the session's, the page's domain and origin, the account and
 * chain asked for, its validity window, an unused nonce (when the verifier issued it) and the
 * signature of the family. Returns the verified fields; throws SiwxVerificationError otherwise.
 */
import { familyOf, parseSiwxMessage } from '../message/format';
import type { SIWXMessageData, SIWXSession } from '../types';
import { verifyBip137Signature } from './bip137';
import { verifyBip322Signature } from './bip322';
import { verifyEip155Signature, type OnChainVerifier } from './eip155';
import { checkFields, SiwxVerificationError, type FieldExpectations } from './fields';
import { verifySolanaSignature } from './solana';

export interface SessionExpectations extends FieldExpectations {
  /** For smart accounts on eip155 (ERC-1271 / ERC-6492). */
  chain?: OnChainVerifier;
  /** Single-use nonces: true when the nonce was issued and is unused (it is then spent). */
  consumeNonce?: (nonce: string) => boolean;
  /** The message layout: the family's own (format.ts) unless given (hosted mode: AppKit's, hosted-format.ts). */
  parse?: (text: string) => SIWXMessageData;
}

const FIELDS: (keyof SIWXMessageData)[] = ['chainId', 'accountAddress', 'nonce', 'domain', 'uri', 'version', 'issuedAt', 'expirationTime', 'notBefore', 'requestId', 'resources', 'statement'];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export async function verifySession(session: SIWXSession, e: SessionExpectations): Promise<SIWXMessageData> {
  let family: ReturnType<typeof familyOf>;
  try { family = familyOf(e.chainId); } catch { throw new SiwxVerificationError('chain'); }
  if (typeof session?.message !== 'string' || typeof session.signature !== 'string') throw new SiwxVerificationError('malformed');
  let data: SIWXMessageData;
  try { data = e.parse ? e.parse(session.message) : parseSiwxMessage(family, session.message); } catch { throw new SiwxVerificationError('malformed'); }
  // The fields the session claims must be the ones signed (no field differs from the text).
  if (session.data && FIELDS.some((k) => !same(session.data[k], data[k]))) throw new SiwxVerificationError('malformed');
  checkFields(data, e);
  const ok = family === 'eip155'
    ? await verifyEip155Signature(data.accountAddress, session.message, session.signature, e.chain)
    : family === 'solana'
      ? verifySolanaSignature(data.accountAddress, session.message, session.signature)
      // BIP-322 simple (P2WPKH) or legacy BIP-137 (P2PKH, P2SH-P2WPKH, P2WPKH): each checks the key
      // against the address itself, so trying both never lets one pass for the other.
      : verifyBip322Signature(data.accountAddress, session.message, session.signature)
        || verifyBip137Signature(data.accountAddress, session.message, session.signature);
  if (!ok) throw new SiwxVerificationError('signature');
  // Spent only after the signature verifies, so a forged attempt cannot burn a visitor's nonce.
  if (e.consumeNonce && !e.consumeNonce(data.nonce)) throw new SiwxVerificationError('nonce');
  return data;
}

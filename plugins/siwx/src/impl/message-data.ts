/** The fields of a new sign-in message: the page's domain and URL, a fresh nonce and the validity window. */
import { normalized } from '../sign-in-family';
import type { SIWXContext, SIWXMessageData, SIWXMessageOptions, SignInFamily } from '../types';

export const DEFAULT_STATEMENT = 'Sign in with your wallet to prove you own this account.';
/** One day, unless the host sets `expiresInSeconds`. */
export const DEFAULT_EXPIRY_SECONDS = 86_400;

const requestId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`);

export function buildMessageData(
  input: { chainId: string; accountAddress: string },
  ctx: Pick<SIWXContext, 'domain' | 'uri'>,
  opts: SIWXMessageOptions,
  nonce: string,
  now = Date.now(),
): SIWXMessageData {
  const issuedAt = new Date(now).toISOString();
  const data: SIWXMessageData = {
    chainId: input.chainId,
    accountAddress: input.accountAddress,
    nonce,
    domain: ctx.domain,
    uri: ctx.uri,
    version: '1',
    issuedAt,
    expirationTime: new Date(now + (opts.expiresInSeconds ?? DEFAULT_EXPIRY_SECONDS) * 1000).toISOString(),
    // Valid from the moment it is issued: the field is always present, as spec §3 lists it.
    notBefore: issuedAt,
    requestId: requestId(),
    statement: opts.statement ?? DEFAULT_STATEMENT,
  };
  if (opts.resources?.length) data.resources = [...opts.resources];
  return data;
}

/** CAIP-10 account of a chain and address, the address in the form its family compares (eip155: lowercase). */
export const accountKey = (chainId: string, address: string, family: Pick<SignInFamily, 'normalizeAddress'> | undefined) => `${chainId}:${normalized(family, address)}`;

/** The chain's sign-in family, or undefined when no plugin serves it (its accounts are then keyed as written). */
export const familyOrNone = (ctx: Pick<SIWXContext, 'family'>, chainId: string) => ctx.family(chainId).catch(() => undefined);

/**
 * Sign-in message text per chain family: EIP-4361 (viem's siwe utilities) for eip155, the
 * Sign-In-With-Solana text for solana, and the same layout for bip122 (signed with BIP-322).
 * `parseSiwxMessage` returns the fields of a text and refuses anything but the canonical form, so
 * the fields a verifier checks are exactly the ones the wallet signed.
 */
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import type { Address } from 'viem';
import type { SIWXMessageData } from '../types';
import { formatTextMessage, parseTextMessage } from './text-format';

export type SiwxFamily = 'eip155' | 'solana' | 'bip122';
export const SIWX_FAMILIES: readonly SiwxFamily[] = ['eip155', 'solana', 'bip122'];

/** The chain family of a CAIP-2 id; throws for a family sign-in does not support. */
export function familyOf(caip2: string): SiwxFamily {
  const [ns, ref, extra] = caip2.split(':');
  if (!ref || extra !== undefined || !SIWX_FAMILIES.includes(ns as SiwxFamily)) throw new Error(`Sign-in is not supported on ${caip2}`);
  return ns as SiwxFamily;
}

const toDate = (v?: string) => (v === undefined ? undefined : new Date(v));
const iso = (v?: Date) => (v === undefined ? undefined : v.toISOString());

export function formatSiwxMessage(d: SIWXMessageData): string {
  const family = familyOf(d.chainId);
  if (family !== 'eip155') return formatTextMessage(family, d);
  return createSiweMessage({
    address: d.accountAddress as Address,
    chainId: Number(d.chainId.split(':')[1]),
    domain: d.domain,
    nonce: d.nonce,
    uri: d.uri,
    version: d.version as '1',
    issuedAt: toDate(d.issuedAt),
    expirationTime: toDate(d.expirationTime),
    notBefore: toDate(d.notBefore),
    requestId: d.requestId,
    resources: d.resources?.length ? d.resources : undefined,
    statement: d.statement,
  });
}

/** The fields of a sign-in text of the family; throws when it is malformed or not canonical. */
export function parseSiwxMessage(family: SiwxFamily, text: string): SIWXMessageData {
  if (family !== 'eip155') return parseTextMessage(family, text);
  const m = parseSiweMessage(text);
  if (!m.address || !m.chainId || !m.domain || !m.nonce || !m.uri || !m.version) throw new Error('Malformed sign-in message');
  const data: SIWXMessageData = {
    chainId: `eip155:${m.chainId}`,
    accountAddress: m.address,
    nonce: m.nonce,
    domain: m.domain,
    uri: m.uri,
    version: m.version,
  };
  const optional = { issuedAt: iso(m.issuedAt), expirationTime: iso(m.expirationTime), notBefore: iso(m.notBefore), requestId: m.requestId, statement: m.statement };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) (data as unknown as Record<string, unknown>)[k] = v;
  if (m.resources?.length) data.resources = m.resources;
  let canonical: string;
  try { canonical = formatSiwxMessage(data); } catch { throw new Error('Malformed sign-in message'); }
  if (canonical !== text) throw new Error('Malformed sign-in message');
  return data;
}

/**
 * The eip155 sign-in code (chunk "eip155-sign-in"): EIP-4361 texts through viem's siwe utilities, and
 * signatures — an EOA's by recovering the signer from the personal_sign digest, otherwise a smart
 * account's on chain through viem's verifyMessage (ERC-1271, and ERC-6492 for one not yet deployed)
 * over the host network's own RPC URL.
 */
import { createPublicClient, http, isHex, recoverMessageAddress, type Address, type Hex } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import type { Network } from '@gangway/kernel';
import type { SignInFields } from '@gangway/lib-wallet';

const toDate = (v?: string) => (v === undefined ? undefined : new Date(v));
const iso = (v?: Date) => (v === undefined ? undefined : v.toISOString());

export function formatSiweMessage(d: SignInFields): string {
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

/** The fields of an EIP-4361 text; throws when it is malformed or not exactly what formatSiweMessage writes. */
export function parseSiweText(text: string): SignInFields {
  const m = parseSiweMessage(text);
  if (!m.address || !m.chainId || !m.domain || !m.nonce || !m.uri || !m.version) throw new Error('Malformed sign-in message');
  const data: SignInFields = {
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
  try { canonical = formatSiweMessage(data); } catch { throw new Error('Malformed sign-in message'); }
  if (canonical !== text) throw new Error('Malformed sign-in message');
  return data;
}

/** The on-chain part: a viem public client's verifyMessage (or a stand-in in tests). */
export interface OnChainVerifier {
  verifyMessage(args: { address: Address; message: string; signature: Hex }): Promise<boolean>;
}

/** A public client of the host network `chainId` names, over its own first RPC URL; none without one. */
export function onChainVerifier(networks: readonly Network[], chainId: string): OnChainVerifier | undefined {
  const url = networks.find((n) => n.caipNetworkId === chainId)?.rpcUrls.default.http[0];
  return url ? createPublicClient({ transport: http(url) }) : undefined;
}

export async function verifyEip155Signature(address: string, message: string, signature: string, chain?: OnChainVerifier): Promise<boolean> {
  if (!isHex(signature) || !/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  try {
    const signer = await recoverMessageAddress({ message, signature });
    if (signer.toLowerCase() === address.toLowerCase()) return true;
  } catch { /* not a 65-byte ECDSA signature: maybe a smart account's */ }
  if (!chain) return false;
  try {
    return await chain.verifyMessage({ address: address as Address, message, signature });
  } catch {
    return false;
  }
}

/**
 * CAIP-2 network ids (`eip155:1`) and CAIP-10 account ids (`eip155:1:0xabc…`), spec §5.
 * Pure and dependency-free (no viem) so any plugin can import
 * `@gangway/lib-eip155` without pulling a chain SDK into its chunk.
 */
import { GangwayError, type ChainNamespace } from '@gangway/kernel';

export interface Caip2 { namespace: ChainNamespace; reference: string }
export interface Caip10 extends Caip2 { address: string; caipNetworkId: string }

/** Exactly `count` colon-separated parts, none empty; undefined otherwise. */
function parts(value: unknown, count: number): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  const p = value.split(':');
  return p.length === count && p.every(Boolean) ? p : undefined;
}

/** `namespace:reference`; throws 'Invalid CAIP-2 network id' unless exactly 2 non-empty parts. */
export function parseCaip2(value: unknown): Caip2 {
  const p = parts(value, 2);
  if (!p) throw new GangwayError('CAIP2');
  return { namespace: p[0] as ChainNamespace, reference: p[1] };
}

/** `namespace:reference:address`; throws 'Invalid CAIP-10 address' unless exactly 3 non-empty parts. */
export function parseCaip10(value: unknown): Caip10 {
  const p = parts(value, 3);
  if (!p) throw new GangwayError('CAIP10');
  return { namespace: p[0] as ChainNamespace, reference: p[1], address: p[2], caipNetworkId: `${p[0]}:${p[1]}` };
}

export const isCaip2 = (value: unknown) => !!parts(value, 2);
export const isCaip10 = (value: unknown) => !!parts(value, 3);

export function formatCaip2(namespace: ChainNamespace, reference: string | number): string {
  return `${parseCaip2(`${namespace}:${reference}`).namespace}:${reference}`;
}

export function formatCaip10(caipNetworkId: string, address: string): string {
  const { namespace, reference } = parseCaip2(caipNetworkId);
  return `${parseCaip10(`${namespace}:${reference}:${address}`).caipNetworkId}:${address}`;
}

/** The address part of a CAIP-10 id. */
export const addressOf = (caipAddress: string) => parseCaip10(caipAddress).address;

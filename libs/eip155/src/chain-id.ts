/** EVM chain ids in every form a wallet or a host writes them (spec §5 CAIP-2). */
import { GangwayError } from '@gangway/kernel';

/** Accepts 1, '1', '0x1' or 'eip155:1'; throws 'Invalid CAIP-2 network id' for anything else. */
export function toChainId(chainId: number | string): number {
  const raw = typeof chainId === 'string' && chainId.startsWith('eip155:') ? chainId.slice(7) : chainId;
  // Wallets send anything: only a number or a string is read (a regex test would coerce an object,
  // and one without a prototype throws a TypeError; found by the fuzz suite).
  const id = typeof raw === 'number' ? raw : typeof raw !== 'string' ? NaN : /^0x[0-9a-f]+$/i.test(raw) ? parseInt(raw, 16) : /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new GangwayError('CAIP2');
  return id;
}

/** EIP-1193 wants chain ids as 0x-prefixed hex without leading zeros. */
export const toHexChainId = (chainId: number | string) => `0x${toChainId(chainId).toString(16)}`;

/** The CAIP-2 network id (`eip155:<decimal>`) that sessions, hosts and the state use. */
export const toCaipNetworkId = (chainId: number | string) => `eip155:${toChainId(chainId)}`;

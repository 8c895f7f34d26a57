/**
 * The account rules of a WalletConnect session, per namespace. A wallet's session is outside input:
 * every account is CAIP-10 (three non-empty parts, spec §5) whose namespace is the one it is listed
 * under, whose chain reference has the namespace's form and whose address is one of that family.
 * Anything else is 'Invalid CAIP-10 address': three parts alone would let `eip155:1:<script>` become
 * the connected address (found by the fuzz suite).
 */
import type { ChainNamespace } from '@gangway/kernel';
import { base58 } from '@scure/base';

/** The namespaces a session may carry, in the order the widget prefers them as the active one. */
import { WC_NAMESPACES } from './constants';

export { WC_NAMESPACES };
export const isWcNamespace = (ns: string): ns is ChainNamespace => (WC_NAMESPACES as readonly string[]).includes(ns);

const base58Bytes = (s: string): number => {
  try { return base58.decode(s).length; } catch { return -1; }
};

/** CAIP-2 references: eip155 decimal ids; genesis-hash prefixes (solana base58, bip122/polkadot hex); cosmos chain ids. */
const REFERENCE: Record<ChainNamespace, RegExp> = {
  eip155: /^\d{1,20}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{1,32}$/,
  bip122: /^[0-9a-f]{32}$/,
  polkadot: /^[0-9a-f]{32}$/,
  cosmos: /^[-a-zA-Z0-9]{1,32}$/,
};

/** The address forms of each family (enough to show and request with; the family's plugin checks the rest). */
const ADDRESS: Record<ChainNamespace, (a: string) => boolean> = {
  eip155: (a) => /^0x[0-9a-fA-F]{40}$/.test(a),
  solana: (a) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(a) && base58Bytes(a) === 32,
  // Bech32 segwit / taproot (bc1, tb1, bcrt1) or base58 legacy / P2SH.
  bip122: (a) => /^(bc1|tb1|bcrt1)[02-9ac-hj-np-z]{8,87}$/.test(a) || (/^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(a) && base58Bytes(a) === 25),
  // SS58: base58 of a prefix, a 32-byte key and a checksum.
  polkadot: (a) => /^[1-9A-HJ-NP-Za-km-z]{46,48}$/.test(a),
  // Bech32 with the chain's human-readable prefix.
  cosmos: (a) => /^[a-z]{1,20}1[02-9ac-hj-np-z]{38,58}$/.test(a),
};

export const isAddressOf = (ns: ChainNamespace, address: string) => ADDRESS[ns](address);

export interface SessionAccount { namespace: ChainNamespace; chainId: string; address: string }

/** A CAIP-10 account of one of the five namespaces, or undefined when it breaks a rule. */
export function parseAccount(value: unknown): SessionAccount | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(':');
  if (parts.length !== 3 || parts.some((p) => !p)) return undefined;
  const [ns, chainId, address] = parts;
  if (!isWcNamespace(ns) || !REFERENCE[ns].test(chainId) || !ADDRESS[ns](address)) return undefined;
  return { namespace: ns, chainId, address };
}

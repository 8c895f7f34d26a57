/**
 * Bitcoin address rules without bitcoinjs-lib (this runs on the Connect view, before the SDK chunk):
 * segwit v0 (bech32, 20- or 32-byte program), taproot and later versions (bech32m, BIP-350), and the
 * base58check p2pkh / p2sh forms, each for the network's prefix. The kind decides the account type:
 * a taproot address is the wallet's ordinals address, anything else a payment address.
 */
import { bech32, bech32m, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { ADDRESS_PARAMS, type AddressParams } from './networks';

export type AddressKind = 'p2wpkh' | 'p2wsh' | 'p2tr' | 'p2pkh' | 'p2sh';

const base58check = createBase58check(sha256);

function segwitKind(address: string, params: AddressParams): AddressKind | undefined {
  // Bech32 is case-insensitive but never mixed-case (BIP-173).
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined;
  const lower = address.toLowerCase();
  if (!lower.startsWith(`${params.hrp}1`)) return undefined;
  for (const [coder, v0] of [[bech32, true], [bech32m, false]] as const) {
    try {
      const { prefix, words } = coder.decode(lower as `${string}1${string}`, 90);
      if (prefix !== params.hrp || !words.length) continue;
      const version = words[0];
      // v0 uses bech32, every later version bech32m (BIP-350): the other checksum is invalid.
      if ((version === 0) !== v0 || version > 16) return undefined;
      const program = coder.fromWords(words.slice(1));
      if (version === 0) return program.length === 20 ? 'p2wpkh' : program.length === 32 ? 'p2wsh' : undefined;
      if (program.length < 2 || program.length > 40) return undefined;
      return version === 1 && program.length === 32 ? 'p2tr' : undefined;
    } catch {
      // the other checksum may match
    }
  }
  return undefined;
}

function base58Kind(address: string, params: AddressParams): AddressKind | undefined {
  try {
    const bytes = base58check.decode(address);
    if (bytes.length !== 21) return undefined;
    return bytes[0] === params.pubKeyHash ? 'p2pkh' : bytes[0] === params.scriptHash ? 'p2sh' : undefined;
  } catch {
    return undefined;
  }
}

/** The address's kind on the network with CAIP-2 reference `ref`, or undefined when it is not one of its addresses. */
export function addressKind(address: string, ref: string): AddressKind | undefined {
  const params = ADDRESS_PARAMS[ref];
  if (!params || typeof address !== 'string' || address.length > 90) return undefined;
  return segwitKind(address, params) ?? base58Kind(address, params);
}

/** An address of any of the three networks (when the network is not known yet). */
export const isBitcoinAddress = (address: string, ref?: string) =>
  ref ? !!addressKind(address, ref) : Object.keys(ADDRESS_PARAMS).some((r) => !!addressKind(address, r));

/** Spec §4 account types: the taproot address holds inscriptions (ordinals), the others pay. */
export const purposeOf = (address: string, ref: string): 'payment' | 'ordinal' =>
  addressKind(address, ref) === 'p2tr' ? 'ordinal' : 'payment';

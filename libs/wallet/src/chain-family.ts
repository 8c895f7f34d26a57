/**
 * The chain-family contract: what one family of chains (eip155, solana, bip122, or a host's own)
 * knows, behind one service per namespace — `api.services.require(chainFamilyKey(ns))`. Each `chain-*` plugin
 * provides its namespace's service (manifest `provides: ['chainFamily:<ns>']`); send, receive and
 * account ask it instead of branching on the namespace, so a fourth family is a fourth plugin and no
 * edit anywhere else. The kernel names no family: the key is built from the namespace string.
 */
import { createServiceKey, type ChainNamespace, type Network, type ServiceKey, type TokenBalance } from '@gangway/kernel';
import type { FamilySignIn } from './chain-family-sign-in';
import type { WalletConnectFamily } from './chain-family-walletconnect';

export type { FamilySignIn, SignInFields } from './chain-family-sign-in';
export { caip2WalletConnect, referenceOf, type WalletConnectFamily, type WcProviderContext, type WcRequest, type WcSwitchContext } from './chain-family-walletconnect';

/** A transfer of the native coin (`token.address` absent) or of a token of the family. */
export interface FamilyTransfer {
  token: TokenBalance;
  from: string;
  to: string;
  /** Base units (wei, lamports, satoshis, or the token's smallest unit). */
  amount: bigint;
  network: Network;
}

/** What a transfer costs, in the network's native coin. */
export interface FamilyFee { fee: bigint; symbol: string; decimals: number }

/** The native balance as shown under the address: a decimal string in whole coins, and the coin's symbol. */
export interface NativeBalance { balance: string; symbol: string }

export interface ChainFamily {
  readonly namespace: ChainNamespace;
  /** Whether `value` is an address of the family (on `network` when the format depends on it). */
  isAddress(value: string, network?: Network): boolean;
  /** Token balances (native first when held) of `address` on `network`; `force` skips every cache. */
  balances(address: string, network: Network, opts?: { force?: boolean }): Promise<TokenBalance[]>;
  /** The native balance of `address` on `network`, in whole coins. */
  nativeBalance(address: string, network: Network): Promise<NativeBalance>;
  /**
   * Has the connected wallet send the transfer; resolves with the transaction id in the family's
   * encoding. Absent: the widget's Send view does not serve the family ('Unsupported chain'; Bitcoin,
   * spec §9 — its host provider still sends).
   */
  send?(transfer: FamilyTransfer): Promise<string>;
  /** Resolves once the chain settles a sent transaction: 'failed' when it landed with an error. */
  confirm?(txId: string, network: Network): Promise<'success' | 'failed'>;
  /** The network fee of the transfer; undefined (or absent) when the family cannot tell: no fee line. */
  estimateFee?(transfer: FamilyTransfer): Promise<FamilyFee | undefined>;
  /** Has the connected wallet sign `message` as `address`; resolves with the signature in the family's encoding. */
  signMessage(message: string, address: string): Promise<string>;
  /** Block explorer pages; undefined when the network names no explorer. */
  explorerUrl(network: Network, target: { tx: string } | { address: string }): string | undefined;
  /** What sign-in needs of the family (chain-family-sign-in.ts); absent: the family has no sign-in. */
  signIn?: FamilySignIn;
  /** How WalletConnect proposes, reads and switches the family's sessions (chain-family-walletconnect.ts); absent: WalletConnect does not offer the family. */
  walletConnect?: WalletConnectFamily;
  /**
   * The address the wallet services give the family's native coin in token lists and balances (spec
   * §9 "native token address placeholders per chain family"; AppKit ConstantsUtil.ts:200-210
   * NATIVE_TOKEN_ADDRESS): send, swap and on-ramp ask the family instead of branching on the namespace.
   */
  readonly nativeTokenAddress: string;
}

/**
 * Whether a token (a CAIP-10 address, a bare address, or none) is the family's native coin: no
 * address, or the family's placeholder (case-insensitive, as eip155 writes 0xEeee… in mixed case).
 */
export function isNativeToken(address: string | undefined, family: Pick<ChainFamily, 'nativeTokenAddress'>): boolean {
  if (!address) return true;
  const bare = address.split(':').pop() ?? '';
  return bare.toLowerCase() === family.nativeTokenAddress.toLowerCase();
}

/** The native coin's CAIP-10 id on `network` ('eip155:1:0xeeee…', 'solana:5eyk…:So111…'). */
export const nativeTokenId = (network: Pick<Network, 'caipNetworkId'>, family: Pick<ChainFamily, 'nativeTokenAddress'>): string =>
  `${network.caipNetworkId}:${family.nativeTokenAddress}`;

/** The id of a family's service: 'chainFamily:<namespace>' (what a chain plugin lists in `provides`). */
export const chainFamilyServiceId = (namespace: string) => `chainFamily:${namespace}`;

const keys = new Map<string, ServiceKey<ChainFamily>>();
/** The service key of a family; one frozen key per namespace. */
export function chainFamilyKey(namespace: string): ServiceKey<ChainFamily> {
  let key = keys.get(namespace);
  if (!key) keys.set(namespace, (key = createServiceKey<ChainFamily>(chainFamilyServiceId(namespace))));
  return key;
}

/** Decimal text of `value` base units with `decimals` places, trailing zeros dropped ('1.5', '0', '-2'). */
export function formatBaseUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The explorer page `<explorer>/<kind>/<id>` of a network's default block explorer, if it has one. */
export function explorerPage(network: Network, target: { tx: string } | { address: string }): string | undefined {
  const base = network.blockExplorers?.default?.url;
  if (!base) return undefined;
  const [kind, id] = 'tx' in target ? ['tx', target.tx] : ['address', target.address];
  return `${base.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(id)}`;
}

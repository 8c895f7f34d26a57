/**
 * What WalletConnect needs to know of a chain family (its CAIP-25 namespace), so the walletconnect
 * plugin proposes, reads and switches a family's session without naming any family itself: a
 * family plugin (chain-eip155, chain-solana, chain-bip122, or a host's own) puts this descriptor on
 * its ChainFamily (`walletConnect`). Pure data and small functions: no SDK, no plugin internals.
 */
import { GangwayError, type Network } from '@gangway/kernel';

/** A request to the wallet on the session, for the family's namespace. */
export type WcRequest = (method: string, params?: unknown) => Promise<unknown>;

export interface WcSwitchContext {
  network: Network;
  /** Whether the session holds an account on `network` (its CAIP-2 id is among the session's accounts). */
  approved: boolean;
  request: WcRequest;
  /** The session's default chain (CAIP-2): where requests without a chain go. */
  setDefaultChain(caipNetworkId: string): void;
  /** The host's endpoints and project id, for a family that hands the wallet a chain's RPC URL. */
  endpoints: { rpc?: string; projectId?: string };
}

/** What the adapter sees as the namespace's provider while the session holds it. */
export interface WcProviderContext {
  namespace: string;
  /** The WalletConnect universal provider itself. */
  provider: unknown;
  request: WcRequest;
}

export interface WalletConnectFamily {
  /** CAIP-25: the methods and events the widget asks the family's wallets for. */
  readonly methods: readonly string[];
  readonly events: readonly string[];
  /** CAIP-2 reference form of the family's chains (a session account's middle part). */
  readonly reference: RegExp;
  /** The key of a network's RPC URL in the proposal's rpcMap (the SDK's own convention per family). */
  rpcKey(network: Network): string;
  /** The entries of an accountsChanged payload (CAIP-10 ids or bare addresses); undefined: not a list. */
  accountsOf(data: unknown): unknown[] | undefined;
  /** The chain reference a chainChanged payload names (`'1'`, `'devnet'`); undefined: none readable. */
  chainOf(data: unknown): string | undefined;
  /** Moves the session to `ctx.network`; throws a Gangway error when the wallet cannot. */
  switchChain(ctx: WcSwitchContext): Promise<void>;
  /** The namespace's provider as the family's adapter expects it. */
  provider(ctx: WcProviderContext): unknown;
}

/** A chainChanged / accountsChanged reading every non-EVM family shares: a reference or a CAIP-2 id. */
export const referenceOf = (data: unknown): string | undefined => {
  if (typeof data !== 'string' && typeof data !== 'number') return undefined;
  const text = String(data);
  return text.includes(':') ? text.split(':')[1] || undefined : text;
};

/**
 * The descriptor of a family that names its chains by CAIP-2 id everywhere (solana, bip122, and most
 * others): rpcMap keyed by CAIP-2 id, accountsChanged a list, chainChanged a reference or CAIP-2 id,
 * a switch only moves the session's default chain (each request names its chain), and the provider a
 * request function on the namespace.
 */
export function caip2WalletConnect(spec: { methods: readonly string[]; events: readonly string[]; reference: RegExp }): WalletConnectFamily {
  return {
    ...spec,
    rpcKey: (network) => network.caipNetworkId,
    accountsOf: (data) => (Array.isArray(data) ? data : undefined),
    chainOf: referenceOf,
    async switchChain({ network, approved, setDefaultChain }) {
      // The family names the chain on each request: the session must already hold an account there.
      if (!approved) throw new GangwayError('CHAIN_NOT_SUPPORTED');
      setDefaultChain(network.caipNetworkId);
    },
    provider: ({ namespace, provider, request }) => ({ namespace, provider, request: ({ method, params }: { method: string; params?: unknown }) => request(method, params) }),
  };
}

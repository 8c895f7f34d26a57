/**
 * Token balances of an account on one network (spec §7 "Balance fetch on eip155"):
 * eip155 asks the wallet for its capabilities, and for its assets when asset discovery is supported;
 * otherwise (and on solana) the balance API answers. Results are cached 30 s (spec §9 portfolio),
 * decimals-0 balances are dropped (spec §5), and a failure blocks retries for 30 s (spec §8).
 * Shared with the send plugin, which keeps its own `lastRetry` (spec §3 send state).
 */
import * as z from 'zod/mini';
import { formatUnits } from 'viem';
import { toHexChainId, withWalletTimeout } from '@gangway/lib-eip155';
import { GangwayError, type ChainNamespace, type Network, type PluginApi, type TokenBalance } from '@gangway/kernel';
import { BalanceResponseSchema, CapabilitiesSchema, TokenBalanceSchema, WalletAssetsResponseSchema, type WalletAsset } from './schemas';
import { BALANCE_ERRORS } from './errors';

/** Spec §9 "balance retry 30 s". */
export const BALANCE_RETRY_MS = 30_000;
/** Spec §9: balance and send work on eip155 and solana. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

export type WalletRequest = (method: string, params?: unknown) => Promise<unknown>;

export interface BalanceDeps {
  /** A wallet RPC request on the network's namespace (the connector's `request` tap answers). */
  request: WalletRequest;
  http: Pick<PluginApi['http'], 'get'>;
  cache: Pick<PluginApi['storage']['cache'], 'get' | 'set'>;
  /** Told when the wallet's answer was unusable and the balance API was asked instead. */
  onWalletFallback?(error: unknown): void;
}

export interface BalanceQuery {
  address: string;
  network: Network;
  /** Skip every cache (ours and the service's) for this read: "Refresh balances", after a send or swap. */
  forceUpdate?: boolean;
  /** CAIP-10 ids of tokens known to have changed (a swap's two tokens); added to the forced list. */
  forceTokens?: readonly string[];
}

/**
 * The id the balance API gives a chain's native coin in its `forceUpdate` list: the 0xeee…e contract
 * (blockchain-api src/handlers/balance.rs:29 H160_EMPTY_ADDRESS, matched at :355).
 */
export const NATIVE_TOKEN_CONTRACT = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/**
 * The balance API's `forceUpdate` query: a comma list of CAIP-10 token ids to re-read from the chain
 * past its 10 s cache (blockchain-api balance.rs:52-53, :316-321; anything else is a 400 "The address
 * provided is invalid"). Only eip155 takes it (balance.rs:302: other namespaces are a 400), so on
 * solana the forced read simply skips our cache. The list: the native coin, every token of the last
 * read, and the tokens the caller names.
 */
export function forceUpdateIds(network: Network, previous: readonly TokenBalance[] | undefined, extra: readonly string[] = []): string | undefined {
  if (network.chainNamespace !== 'eip155') return undefined;
  const caip2 = network.caipNetworkId;
  const ids = [`${caip2}:${NATIVE_TOKEN_CONTRACT}`, ...(previous ?? []).flatMap((b) => (b.address ? [b.address] : [])), ...extra];
  const valid = ids.filter((id) => id.startsWith(`${caip2}:`) && /^0x[0-9a-fA-F]{40}$/.test(id.slice(caip2.length + 1)));
  return [...new Set(valid.map((id) => id.toLowerCase()))].join(',');
}

/** Cache key of an account's balances on a network (portfolio and native balance caches). */
export const balanceCacheKey = (network: Network, address: string) => `${network.caipNetworkId}:${address.toLowerCase()}`;

/** Forget cached balances (after a send, so the next read shows the new amounts). */
export function clearBalanceCaches(cache: Pick<PluginApi['storage']['cache'], 'clear'>, network: Network, address: string) {
  cache.clear('portfolio', balanceCacheKey(network, address));
  cache.clear('nativeBalance', balanceCacheKey(network, address));
}

/** Spec §5: token balances whose decimals quantity is 0 are dropped. */
export const dropDecimalsZero = (balances: TokenBalance[]) => balances.filter((b) => b.quantity.decimals !== '0');

/** The wallet's assets for one chain as spec §3 token balances. */
export function assetToTokenBalance(asset: WalletAsset, network: Network): TokenBalance {
  const { name, symbol, decimals, price, iconUrl, value } = asset.metadata;
  const native = asset.type.toUpperCase() === 'NATIVE';
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    ...(native ? {} : { address: `${network.caipNetworkId}:${asset.address}` }),
    value,
    price,
    iconUrl,
    quantity: { decimals: String(decimals), numeric: formatUnits(BigInt(asset.balance), decimals) },
  };
}

const sameChain = (key: string, chainId: number) => {
  try { return BigInt(key) === BigInt(chainId); } catch { return false; }
};

/** EIP-5792/7811 path; undefined when the wallet does not discover assets on this chain. */
async function walletBalances(deps: BalanceDeps, { address, network }: BalanceQuery): Promise<TokenBalance[] | undefined> {
  const chainId = Number(network.id);
  let caps: z.output<typeof CapabilitiesSchema>;
  try {
    const raw = await withWalletTimeout(deps.request('wallet_getCapabilities', [address]), 'wallet_getCapabilities');
    if (raw === undefined) return undefined;
    caps = z.parse(CapabilitiesSchema, raw);
  } catch (error) {
    // Many wallets do not implement EIP-5792 (method not found): the balance API is the normal path.
    deps.onWalletFallback?.(error);
    return undefined;
  }
  const entry = Object.entries(caps).find(([k]) => sameChain(k, chainId))?.[1] ?? caps['0x0'];
  if (!entry?.assetDiscovery?.supported) return undefined;
  const hexId = toHexChainId(chainId);
  try {
    const raw = await withWalletTimeout(deps.request('wallet_getAssets', [{ account: address, chainFilter: [hexId] }]), 'wallet_getAssets');
    const assets = z.parse(WalletAssetsResponseSchema, raw);
    const list = Object.entries(assets).filter(([k]) => sameChain(k, chainId)).flatMap(([, v]) => v);
    return list.map((a) => assetToTokenBalance(a, network));
  } catch (error) {
    // A malformed wallet answer is not trusted; the balance API still gives the user their balances.
    deps.onWalletFallback?.(error);
    return undefined;
  }
}

async function apiBalances(deps: BalanceDeps, { address, network, forceUpdate, forceTokens }: BalanceQuery, previous: TokenBalance[] | undefined): Promise<TokenBalance[]> {
  const res = await deps.http.get('api', `/v1/account/${encodeURIComponent(address)}/balance`, {
    query: { currency: 'usd', chainId: network.caipNetworkId, forceUpdate: forceUpdate ? forceUpdateIds(network, previous, forceTokens) : undefined },
    schema: BalanceResponseSchema,
  });
  return res.balances;
}

/** Fetches (or reads from the 30 s cache) the token balances of `address` on `network`. Throws on failure. */
export async function fetchTokenBalances(deps: BalanceDeps, query: BalanceQuery): Promise<TokenBalance[]> {
  const { address, network, forceUpdate } = query;
  if (!BALANCE_NAMESPACES.includes(network.chainNamespace)) {
    throw new GangwayError('TOKEN_BALANCE_UNAVAILABLE', BALANCE_ERRORS.TOKEN_BALANCE_UNAVAILABLE, { details: { namespace: network.chainNamespace } });
  }
  const key = balanceCacheKey(network, address);
  const cached = z.safeParse(z.array(TokenBalanceSchema), deps.cache.get('portfolio', key));
  if (!forceUpdate && cached.success) return cached.data;
  const fromWallet = network.chainNamespace === 'eip155' ? await walletBalances(deps, query) : undefined;
  const balances = dropDecimalsZero(fromWallet ?? (await apiBalances(deps, query, cached.success ? cached.data : undefined)));
  // The cache's schema is looser than TokenBalance (an index signature); the shape is the same.
  deps.cache.set('portfolio', key, balances as never);
  return balances;
}

/** Spec §8: after a failure, retry is blocked for 30 s. */
export const isRetryBlocked = (lastRetry: number | undefined, now: number) =>
  lastRetry !== undefined && now - lastRetry < BALANCE_RETRY_MS;

/** The wallet request function for a namespace, through the connector's `request` tap. */
export const walletRequest = (api: Pick<PluginApi, 'hooks'>, namespace: ChainNamespace): WalletRequest =>
  (method, params) => api.hooks.request.for(namespace).promise({ namespace, method, params });

/** Balance dependencies from a plugin's api. */
export const balanceDeps = (api: PluginApi, namespace: ChainNamespace): BalanceDeps => ({
  request: walletRequest(api, namespace),
  http: api.http,
  cache: api.storage.cache,
  onWalletFallback: (error) => api.hooks.error.call({ error, source: `${api.id}:wallet-assets` }),
});

/**
 * Which networks swap (spec §9), and through which router: the listed eip155 chain ids with their pinned
 * router (routers.ts), plus the networks a host adds with the top-level option `swapNetworks`, each with
 * the router its own swap service uses — e.g. the devnet's AMM:
 * `swapNetworks: [{ network: 'eip155:31337', router: '0x…', name: 'Devnet AMM' }]`.
 * Everything else is 'Network not supported for Swaps'.
 */
import * as z from 'zod/mini';
import { getAddress } from 'viem';
import type { Network } from '@gangway/kernel';
import { PINNED_ROUTERS, SWAP_CHAIN_IDS, type SwapRouter } from './routers';

export { SWAP_CHAIN_IDS };

const Eip155Caip2 = z.string().check(z.regex(/^eip155:\d+$/, { message: "Expected a CAIP-2 eip155 id such as 'eip155:31337'" }));
const RouterAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, { message: 'Expected the router contract address (0x + 40 hex)' }));
const SwapNetworkEntry = z.object(
  { network: Eip155Caip2, router: RouterAddress, name: z.optional(z.string().check(z.minLength(1), z.maxLength(60))) },
  { error: "Expected { network: 'eip155:…', router: '0x…' } (the router the network's swap service approves and calls)" },
);
export const SwapNetworksOptionSchema = z.optional(z.array(SwapNetworkEntry));

/** The routers a host adds, by CAIP-2 id. */
export type ExtraSwapNetworks = Readonly<Record<string, SwapRouter>>;

/** The host's `swapNetworks` option, validated; a bad value is an error naming the option. */
export function extraSwapNetworks(options: object): ExtraSwapNetworks {
  const r = z.safeParse(SwapNetworksOptionSchema, (options as { swapNetworks?: unknown }).swapNetworks);
  if (!r.success) throw new Error(`Invalid option swapNetworks: ${r.error.issues.map((i) => i.message).join('; ')}`);
  const out: Record<string, SwapRouter> = {};
  for (const e of r.data ?? []) {
    // A spec §9 chain keeps its pinned router: a host option cannot redirect approvals there.
    if (SWAP_CHAIN_IDS.includes(Number(e.network.split(':')[1]))) throw new Error(`Invalid option swapNetworks: ${e.network} is swap-supported already, with its pinned router`);
    out[e.network] = { address: getAddress(e.router), name: e.name ?? 'Swap router' };
  }
  return out;
}

/** The router swaps on a network must use; undefined where swaps are not supported. */
export function swapRouter(network: Pick<Network, 'chainNamespace' | 'id' | 'caipNetworkId'> | undefined, extra: ExtraSwapNetworks): SwapRouter | undefined {
  if (!network || network.chainNamespace !== 'eip155') return undefined;
  return PINNED_ROUTERS[Number(network.id)] ?? extra[network.caipNetworkId];
}

export const isSwapSupported = (network: Pick<Network, 'chainNamespace' | 'id' | 'caipNetworkId'> | undefined, extra: ExtraSwapNetworks) => swapRouter(network, extra) !== undefined;

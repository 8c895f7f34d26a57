/**
 * Which networks swap (spec §9), and through which router: the listed eip155 chain ids with their pinned
 * router (routers.ts), plus the networks a host adds with the plugin's option `networks` (the deprecated
 * top-level `swapNetworks`), each with the router its own swap service uses — e.g. the devnet's AMM:
 * `swaps.configure({ networks: [{ network: 'eip155:31337', router: '0x…', name: 'Devnet AMM' }] })`.
 * Everything else is 'Network not supported for Swaps'.
 */
import * as z from 'zod/mini';
import { getAddress } from 'viem';
import type { Network } from '@gangway/kernel';
import { PINNED_ROUTERS, SWAP_CHAIN_IDS, type SwapRouter } from './routers';

export { SWAP_CHAIN_IDS };

const Eip155Caip2 = z.string().check(z.regex(/^eip155:\d+$/, { message: "Expected a CAIP-2 eip155 id such as 'eip155:31337'" }));
const RouterAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, { message: 'Expected the router contract address (0x + 40 hex)' }));
// A spec §9 chain keeps its pinned router: a host option cannot redirect approvals there.
const NotPinned = Eip155Caip2.check(z.refine((id) => !SWAP_CHAIN_IDS.includes(Number(id.split(':')[1])), { error: (i) => `${String(i.input)} is swap-supported already, with its pinned router` }));
const SwapNetworkEntry = z.object(
  { network: NotPinned, router: RouterAddress, name: z.optional(z.string().check(z.minLength(1), z.maxLength(60))) },
  { error: "Expected { network: 'eip155:…', router: '0x…' } (the router the network's swap service approves and calls)" },
);

/**
 * The swaps plugin's options (its `definePlugin` schema: checked as the plugin loads, never eagerly).
 * `networks`: the networks a host adds, each with its router (was the top-level `swapNetworks`).
 */
export const SwapsOptionsSchema = z.object({ networks: z.optional(z.array(SwapNetworkEntry)) });
export type SwapsOptions = z.output<typeof SwapsOptionsSchema>;
/** What a host passes (the same shape before the check). */
export type SwapsOptionsInput = z.input<typeof SwapsOptionsSchema>;

/** The routers a host adds, by CAIP-2 id. */
export type ExtraSwapNetworks = Readonly<Record<string, SwapRouter>>;

/** The host's added networks (options checked by SwapsOptionsSchema) by CAIP-2 id, routers checksummed. */
export function extraSwapNetworks(options: SwapsOptions): ExtraSwapNetworks {
  const out: Record<string, SwapRouter> = {};
  for (const e of options.networks ?? []) out[e.network] = { address: getAddress(e.router), name: e.name ?? 'Swap router' };
  return out;
}

/** The router swaps on a network must use; undefined where swaps are not supported. */
export function swapRouter(network: Pick<Network, 'chainNamespace' | 'id' | 'caipNetworkId'> | undefined, extra: ExtraSwapNetworks): SwapRouter | undefined {
  if (!network || network.chainNamespace !== 'eip155') return undefined;
  return PINNED_ROUTERS[Number(network.id)] ?? extra[network.caipNetworkId];
}

export const isSwapSupported = (network: Pick<Network, 'chainNamespace' | 'id' | 'caipNetworkId'> | undefined, extra: ExtraSwapNetworks) => swapRouter(network, extra) !== undefined;

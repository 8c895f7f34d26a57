/**
 * Adding and removing networks at run time (spec §5: "The chain adapter must exist for add or remove
 * network"), and the adapter check every namespace-taking call of the instance makes (spec §8
 * "Adapter for namespace {ns} doesn't exist"). What serves a namespace: options/adapter-rules.ts.
 *
 * Decisions where the spec is silent:
 * - Adding a network that is already listed (same CAIP-2 id) changes nothing.
 * - The last network of a namespace cannot be removed (the namespace would have no network to show).
 * - Removing a namespace's current network moves it to its first remaining one; a connected wallet is
 *   asked to switch there, as any switch does.
 */
import * as v from 'valibot';
import { adapterMissing, GangwayError } from '../errors/messages';
import { hasAdapter } from '../options/adapter-rules';
import { NetworkSchema, normalizeNetwork } from '../options/network';
import { issueMessage } from '../options/schema';
import { issuePath } from '../validation/standard-schema';
import { emptyChain } from '../state/defaults';
import type { ChainNamespace, Network } from '../state/types';
import type { Kernel, LoadedKernel } from './kernel-types';

/** Throws spec §8 "Adapter for namespace {ns} doesn't exist" when nothing serves the namespace. */
export function assertAdapter(kernel: Pick<Kernel, 'options'>, ns: string): void {
  if (!hasAdapter(kernel.options, ns)) throw new GangwayError('ADAPTER_NOT_FOUND', adapterMissing(ns), { details: { namespace: ns } });
}

/** The host's getProvider: the namespace's plugin answers (activated first); nothing serves it: spec §8. */
export async function getProvider(kernel: LoadedKernel, ns: ChainNamespace | undefined): Promise<unknown> {
  if (!ns) return undefined;
  assertAdapter(kernel, ns);
  await kernel.plugins.activateFor(`onNamespace:${ns}`);
  return kernel.hooks.getProvider.for(ns).promise({ namespace: ns });
}

export function addNetwork(kernel: Kernel, input: unknown): Network {
  const r = v.safeParse(NetworkSchema, input);
  if (!r.success) throw new GangwayError('INVALID_NETWORK', `Invalid network: ${r.issues.map((i) => `${issuePath(i) || 'network'}: ${issueMessage(i)}`).join('; ')}`);
  const network = normalizeNetwork(r.output) as unknown as Network;
  const ns = network.chainNamespace;
  assertAdapter(kernel, ns);
  const known = kernel.options.networks.find((n) => n.caipNetworkId === network.caipNetworkId);
  if (known) return known;
  kernel.options = { ...kernel.options, networks: [...kernel.options.networks, network] };
  const s = kernel.store.getState();
  const chain = s.chains[ns] ?? { ...emptyChain(ns), network: { ...emptyChain(ns).network, caipNetwork: network } };
  kernel.store.setState({
    ...s,
    chains: { ...s.chains, [ns]: { ...chain, network: { ...chain.network, requestedCaipNetworks: [...chain.network.requestedCaipNetworks, network] } } },
  });
  return network;
}

export async function removeNetwork(kernel: Kernel, ns: ChainNamespace, caipNetworkId: string): Promise<void> {
  assertAdapter(kernel, ns);
  const listed = kernel.options.networks.filter((n) => n.chainNamespace === ns);
  if (!listed.some((n) => n.caipNetworkId === caipNetworkId)) throw new GangwayError('NETWORK_NOT_FOUND');
  if (listed.length === 1) throw new GangwayError('INVALID_NETWORK', `The last network of namespace ${ns} cannot be removed`);
  const chain = kernel.store.getState().chains[ns];
  const current = chain?.network.caipNetwork?.caipNetworkId === caipNetworkId;
  const next = listed.find((n) => n.caipNetworkId !== caipNetworkId)!;
  // A connected wallet moves first: if it refuses, the network stays listed and current.
  if (current && chain?.account.status === 'connected') await kernel.switchNetwork(next);
  kernel.options = { ...kernel.options, networks: kernel.options.networks.filter((n) => n.caipNetworkId !== caipNetworkId) };
  const s = kernel.store.getState();
  const c = s.chains[ns]!;
  const moved = c.network.caipNetwork?.caipNetworkId === caipNetworkId;
  kernel.store.setState({
    ...s,
    activeCaipNetwork: moved && s.activeChain === ns ? next : s.activeCaipNetwork,
    chains: {
      ...s.chains,
      [ns]: {
        ...c,
        network: {
          ...c.network,
          caipNetwork: moved ? next : c.network.caipNetwork,
          requestedCaipNetworks: c.network.requestedCaipNetworks.filter((n) => n.caipNetworkId !== caipNetworkId),
        },
      },
    },
  });
}

/** Updates of the per-chain and global state (spec §3), shared by the kernel and plugin api. */
import type { Draft } from 'immer';
import { emptyAccount, emptyChain, emptyNetworkState } from './defaults';
import type { AccountState, ChainNamespace, KernelState, Network, NetworkState } from './types';

export function chainDraft(d: Draft<KernelState>, ns: ChainNamespace) {
  return (d.chains[ns] ??= emptyChain(ns) as Draft<KernelState>['chains'][ChainNamespace] & object);
}

/** Patch a namespace's account; keeps activeCaipAddress in step when it is the active chain. */
export function patchAccount(d: Draft<KernelState>, ns: ChainNamespace, patch: Partial<AccountState>) {
  const chain = chainDraft(d, ns);
  Object.assign(chain.account, patch);
  if (patch.address !== undefined || patch.caipAddress !== undefined) {
    const net = chain.network.caipNetwork;
    if (patch.address && !patch.caipAddress && net) chain.account.caipAddress = `${net.caipNetworkId}:${patch.address}`;
  }
  if (d.activeChain === ns || !d.activeChain) {
    d.activeChain = ns;
    d.activeCaipAddress = chain.account.status === 'connected' ? chain.account.caipAddress : undefined;
  }
}

export function setNetworkDraft(d: Draft<KernelState>, ns: ChainNamespace, network: Network) {
  const chain = chainDraft(d, ns);
  chain.network.caipNetwork = network as Draft<Network>;
  const address = chain.account.address;
  if (address) chain.account.caipAddress = `${network.caipNetworkId}:${address}`;
  if (d.activeChain === ns || !d.activeChain) {
    d.activeChain = ns;
    d.activeCaipNetwork = network as Draft<Network>;
    if (chain.account.status === 'connected') d.activeCaipAddress = chain.account.caipAddress;
  }
}

/** What a session's connector says of the networks it allows (spec §3); a fresh connection supports every one (AppKit's default). */
export type SessionNetworks = Pick<NetworkState, 'approvedCaipNetworkIds' | 'supportsAllNetworks'>;

export function setSessionNetworks(d: Draft<KernelState>, ns: ChainNamespace, patch: Partial<SessionNetworks> = emptyNetworkState()) {
  const network = chainDraft(d, ns).network;
  if (patch.approvedCaipNetworkIds) network.approvedCaipNetworkIds = [...patch.approvedCaipNetworkIds];
  if (patch.supportsAllNetworks !== undefined) network.supportsAllNetworks = patch.supportsAllNetworks;
}

/** Back to a disconnected account, keeping the network choice (the session's network limits end with it). */
export function resetAccount(d: Draft<KernelState>, ns: ChainNamespace) {
  const chain = chainDraft(d, ns);
  chain.account = emptyAccount();
  setSessionNetworks(d, ns);
  if (d.activeChain === ns) d.activeCaipAddress = undefined;
}

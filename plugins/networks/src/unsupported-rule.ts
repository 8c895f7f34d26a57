/**
 * Spec §4 "Unsupported network": the UnsupportedChain view opens when all four hold — the active
 * network is not in the requested list, network switching is enabled, unsupported chains are not
 * allowed, and the widget is not in basic mode.
 */
import type { Network } from '@gangway/kernel';

export interface RuleInput {
  network?: Pick<Network, 'caipNetworkId'>;
  requested: Pick<Network, 'caipNetworkId'>[];
  options: { enableNetworkSwitch: boolean; allowUnsupportedChain: boolean; basic: boolean };
}

export const isRequested = (network: Pick<Network, 'caipNetworkId'> | undefined, requested: RuleInput['requested']) =>
  !!network && requested.some((n) => n.caipNetworkId === network.caipNetworkId);

export function unsupportedChainApplies({ network, requested, options }: RuleInput): boolean {
  return !!network
    && !isRequested(network, requested)
    && options.enableNetworkSwitch
    && !options.allowUnsupportedChain
    && !options.basic;
}

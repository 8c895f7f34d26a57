/**
 * Spec §3 per-chain network state in the networks list, as AppKit draws it (ChainController.ts
 * isCaipNetworkDisabled, used by w3m-networks-view for each row's `disabled`): a network is not
 * approved — marked on its row (NetworkButton.tsx says why not disabled) — only while its namespace is connected, the session does not
 * support every network (a WalletConnect session: the wallet approved a list) and the account is not
 * an embedded (AUTH) one, and the network is not among the session's approved ones.
 */
import type { ChainNamespace, ChainState, ConnectorInfo, Network } from '@gangway/kernel';

export function isNetworkNotApproved(chains: Partial<Record<ChainNamespace, ChainState>>, connectors: readonly ConnectorInfo[], network: Network): boolean {
  const chain = chains[network.chainNamespace];
  if (!chain?.account.caipAddress || chain.account.status !== 'connected') return false;
  if (chain.network.supportsAllNetworks !== false) return false;
  if (connectors.find((c) => c.id === chain.account.connectorId)?.type === 'AUTH') return false;
  return !chain.network.approvedCaipNetworkIds.includes(network.caipNetworkId);
}

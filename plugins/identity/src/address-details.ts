/**
 * What is known about each chain's connected address, kept in the kernel's per-chain account state
 * (spec §3): `addressExplorerUrl`, the address's page on the chain's network explorer (asked of the
 * chain family, which knows its explorer's paths; none when the network names no explorer or no
 * family serves the namespace), and `addressLabels`, address → name for the addresses of the chain
 * (the connected account's `profileName`; a name found earlier for another of its `allAccounts`
 * stays, so switching between an embedded wallet's accounts keeps both names). Follows every chain,
 * again on each account or network change.
 */
import type { AccountState, ChainNamespace, KernelState, PluginApi } from '@gangway/kernel';
import { chainFamilyKey } from '@gangway/lib-wallet';

/** Only a web page is a link target (a host's network config is data, not code). */
const webPage = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

const connectedAddress = (acc: AccountState | undefined) => (acc?.status === 'connected' ? acc.address : undefined);

/** The labels the account's data supports: names already known for its addresses, and its own name. */
export function addressLabelsOf(acc: AccountState): Record<string, string> {
  const address = connectedAddress(acc);
  if (!address) return {};
  const keep = new Set([address, ...(acc.allAccounts ?? []).map((a) => a.address)]);
  const labels = Object.fromEntries(Object.entries(acc.addressLabels ?? {}).filter(([a]) => keep.has(a) && a !== address));
  if (acc.profileName) labels[address] = acc.profileName;
  return labels;
}

const sameLabels = (a: Record<string, string>, b: Record<string, string>) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
};

export function followAddressDetails(api: PluginApi): () => void {
  /** Per chain, the network and address whose explorer page is written (or being asked for). */
  const explorerFor = new Map<ChainNamespace, string>();

  async function writeExplorer(ns: ChainNamespace, state: KernelState) {
    const chain = state.chains[ns];
    const address = connectedAddress(chain?.account);
    const network = chain?.network.caipNetwork;
    const key = address && network ? `${network.caipNetworkId} ${address}` : '';
    if (explorerFor.get(ns) === key) return;
    explorerFor.set(ns, key);
    let url: string | undefined;
    if (address && network) {
      try {
        url = webPage((await api.services.require(chainFamilyKey(ns))).explorerUrl(network, { address }));
      } catch {
        // No family serves the namespace: no explorer page to link.
      }
    }
    // The account or network changed while the family loaded: that change writes its own page.
    if (explorerFor.get(ns) !== key) return;
    const now = api.state.getState().chains[ns]?.account;
    if (now && now.addressExplorerUrl !== url) api.session.setAccount(ns, { addressExplorerUrl: url });
  }

  function writeLabels(ns: ChainNamespace, state: KernelState) {
    const acc = state.chains[ns]?.account;
    if (!acc) return;
    const labels = addressLabelsOf(acc);
    if (!sameLabels(labels, acc.addressLabels ?? {})) api.session.setAccount(ns, { addressLabels: labels });
  }

  function follow(state: KernelState, prev?: KernelState) {
    for (const ns of Object.keys(state.chains)) {
      if (prev && state.chains[ns] === prev.chains[ns]) continue;
      writeLabels(ns, state);
      void writeExplorer(ns, api.state.getState());
    }
  }

  const stop = api.state.subscribe((state, prev) => follow(state, prev));
  follow(api.state.getState());
  return stop;
}

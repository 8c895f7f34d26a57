/**
 * The host's networks, grouped by chain family when it configured more than one (EVM, Solana,
 * Bitcoin, …), the active one marked. A network of the active family: connected, picking it opens
 * SwitchNetwork (the wallet is asked); not connected, picking records the choice and goes back. A
 * network of another family opens SwitchActiveChain (spec §2) with it: that family becomes the
 * active one, then Account when it is connected, else Connect.
 */
import { errorMessage, type Network, type ViewProps } from '@gangway/kernel';
import { useState } from 'react';
import { NetworkButton } from './NetworkButton';
import type { ImageLoader } from '@gangway/lib-images';
import { familiesOf } from './families';
import { familyLabel } from './messages';
import { isNetworkNotApproved } from './network-approval';

export function NetworksView({ api, loader }: ViewProps & { loader?: ImageLoader }) {
  const ns = api.state.useKernelState((s) => s.activeChain);
  const chains = api.state.useKernelState((s) => s.chains);
  const connectors = api.state.useKernelState((s) => s.connectors);
  const chain = ns ? chains[ns] : undefined;
  const [error, setError] = useState<string>();
  const active = chain?.network.caipNetwork?.caipNetworkId;
  const families = familiesOf(chains);

  const pick = (network: Network) => {
    setError(undefined);
    const family = network.chainNamespace;
    if (family !== ns) {
      const connected = chains[family]?.account.status === 'connected';
      return api.navigation.push('SwitchActiveChain', { switchToChain: family, network, navigateTo: connected ? 'Account' : 'Connect', navigateWithReplace: true });
    }
    if (network.caipNetworkId === active) return api.navigation.back();
    if (chain?.account.status === 'connected') return api.navigation.push('SwitchNetwork', { network });
    api.session.switchNetwork(network).then(() => api.navigation.back(), (e: unknown) => setError(errorMessage(e)));
  };

  const list = (networks: Network[]) => networks.map((n) => (
    <NetworkButton key={n.caipNetworkId} api={api} network={n} active={n.caipNetworkId === active} notApproved={isNetworkNotApproved(chains, connectors, n)} onPick={pick} loader={loader} />
  ));
  return (
    <div data-testid="networks-view">
      {families.length > 1 ? families.map(({ namespace, networks }) => (
        <section key={namespace} data-testid={`network-family-${namespace}`} aria-labelledby={`gw-family-${namespace}`}>
          <h4 id={`gw-family-${namespace}`} className="gw-muted" style={{ margin: '8px 0 4px' }}>{familyLabel(api, namespace)}</h4>
          {list(networks)}
        </section>
      )) : list(chain?.network.requestedCaipNetworks ?? [])}
      {error ? <p className="gw-error" role="alert">{error}</p> : null}
    </div>
  );
}

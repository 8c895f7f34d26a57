/**
 * The host's networks for the active namespace, the active one marked. Connected: picking one opens
 * SwitchNetwork (the wallet is asked). Not connected: picking records the choice (the network the
 * next connection starts from) and goes back.
 */
import { errorMessage, type Network, type ViewProps } from '@gangway/kernel';
import { useState } from 'react';
import { NetworkButton } from './NetworkButton';
import type { ImageLoader } from '@gangway/lib-images';

export function NetworksView({ api, loader }: ViewProps & { loader?: ImageLoader }) {
  const ns = api.useKernelState((s) => s.activeChain);
  const chain = api.useKernelState((s) => (ns ? s.chains[ns] : undefined));
  const [error, setError] = useState<string>();
  const active = chain?.network.caipNetwork?.caipNetworkId;

  const pick = (network: Network) => {
    setError(undefined);
    if (network.caipNetworkId === active) return api.navigation.back();
    if (chain?.account.status === 'connected') return api.navigation.push('SwitchNetwork', { network });
    api.switchNetwork(network).then(() => api.navigation.back(), (e: unknown) => setError(errorMessage(e)));
  };

  return (
    <div data-testid="networks-view">
      {(chain?.network.requestedCaipNetworks ?? []).map((n) => (
        <NetworkButton key={n.caipNetworkId} api={api} network={n} active={n.caipNetworkId === active} onPick={pick} loader={loader} />
      ))}
      {error ? <p className="gw-error" role="alert">{error}</p> : null}
    </div>
  );
}

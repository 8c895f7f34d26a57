/**
 * The connected wallet is on a network the app does not support (spec §4 rule): name it ('Unknown
 * Network' when the app does not know it, spec §8) and offer the supported networks to switch to.
 */
import { ERRORS, type Network, type ViewProps } from '@gangway/kernel';
import { NetworkButton } from './NetworkButton';
import type { ImageLoader } from '@gangway/lib-images';
import { translate } from './messages';
import { isRequested } from './unsupported-rule';

export function UnsupportedChainView({ api, loader }: ViewProps & { loader?: ImageLoader }) {
  const ns = api.state.useKernelState((s) => s.activeChain);
  const chain = api.state.useKernelState((s) => (ns ? s.chains[ns] : undefined));
  const requested = chain?.network.requestedCaipNetworks ?? [];
  const current = chain?.network.caipNetwork;
  const name = current && isRequested(current, requested) ? current.name : ERRORS.UNKNOWN_NETWORK;
  const connected = chain?.account.status === 'connected';

  const pick = (network: Network) =>
    connected ? api.navigation.push('SwitchNetwork', { network }) : void api.session.switchNetwork(network).then(() => api.ui.close(), () => undefined);

  return (
    <div data-testid="unsupported-chain-view">
      <p className="gw-center"><strong data-testid="unsupported-network-name">{name}</strong></p>
      <p className="gw-muted gw-center">{translate(api, 'network.unsupportedHint')}</p>
      {requested.map((n) => <NetworkButton key={n.caipNetworkId} api={api} network={n} onPick={pick} loader={loader} />)}
      {connected && ns ? (
        <button type="button" className="gw-btn" data-testid="unsupported-disconnect"
          onClick={() => { void api.session.disconnect(ns).catch(() => undefined).then(() => api.ui.close()); }}>
          {translate(api, 'account.disconnect')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Spec §2 SwitchActiveChain (data {switchToChain, navigateTo, navigateWithReplace, network}): make
 * another namespace the active one, then navigate (to Connect by default). With a network the switch
 * goes through api.session.switchNetwork (the wallet is asked when that namespace is connected); without one
 * the namespace's current network is kept and only the active namespace changes. Going to Account
 * (the family is connected) resets the history to it; otherwise navigateWithReplace replaces this
 * view's entry, or the target is pushed.
 */
import { errorMessage, GangwayError, type ChainNamespace, type Network, type PluginApi, type ViewProps } from '@gangway/kernel';
import { useEffect, useRef, useState } from 'react';
import { translate } from './messages';
import type { SwitchActiveChainData } from './switch-active-chain-data';

export async function switchActiveChain(api: PluginApi, data: SwitchActiveChainData) {
  const ns = data.switchToChain as ChainNamespace;
  const chain = api.state.getState().chains[ns];
  const target = (data.network as Network | undefined) ?? chain?.network.caipNetwork ?? chain?.network.requestedCaipNetworks[0];
  if (!target) throw new GangwayError('NETWORK_NOT_FOUND');
  if (target.caipNetworkId !== chain?.network.caipNetwork?.caipNetworkId) await api.session.switchNetwork(target);
  else {
    // Same network: no wallet request, only the active namespace (and its address) change.
    api.session.setActiveChain(ns);
  }
  const to = data.navigateTo ?? 'Connect';
  // Account is the root of a connected modal: arriving there starts a fresh history (as after a
  // network switch), so back does not return to the list the family was picked from.
  if (to === 'Account' && api.state.getState().chains[ns]?.account.status === 'connected') api.navigation.reset(to);
  else if (data.navigateWithReplace) api.navigation.replace(to);
  else api.navigation.push(to);
}

export function SwitchActiveChainView({ api, data }: ViewProps<SwitchActiveChainData>) {
  const [error, setError] = useState<string>();
  const started = useRef(false);
  useEffect(() => {
    if (!data || started.current) return;
    started.current = true;
    switchActiveChain(api, data).catch((e: unknown) => setError(errorMessage(e)));
  }, [api, data]);
  return (
    <div className="gw-center" data-testid="switch-active-chain-view">
      {error ? (
        <>
          <p className="gw-error" role="alert">{error}</p>
          <button type="button" className="gw-btn gw-btn-primary" onClick={() => api.navigation.back()}>{translate(api, 'modal.back')}</button>
        </>
      ) : <div className="gw-spinner" role="progressbar" aria-label={translate(api, 'modal.loading')} />}
    </div>
  );
}

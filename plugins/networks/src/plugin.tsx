/** Networks plugin: its four views and the UnsupportedChain rule (spec §4). */
import { definePlugin, type ChainNamespace, type PluginApi, type ViewProps } from '@gangway/kernel';
import { acquireImageLoader } from '@gangway/lib-images';
import { MESSAGES } from './messages';
import { NetworksView } from './NetworksView';
import { SwitchActiveChainView } from './SwitchActiveChainView';
import { SwitchNetworkView } from './SwitchNetworkView';
import { UnsupportedChainView } from './UnsupportedChainView';
import { unsupportedChainApplies } from './unsupported-rule';

/**
 * Opens UnsupportedChain when the rule holds for the connected active namespace, and leaves it for
 * Account once the wallet is back on a supported network. Runs after the current task, so a
 * connecting view that navigates when connect() resolves does not overwrite it.
 */
export function watchUnsupportedChain(api: PluginApi) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const s = api.state.getState();
    const ns = s.activeChain as ChainNamespace | undefined;
    const chain = ns ? s.chains[ns] : undefined;
    if (!chain || chain.account.status !== 'connected') return;
    const applies = unsupportedChainApplies({ network: chain.network.caipNetwork, requested: chain.network.requestedCaipNetworks, options: api.options });
    const showing = s.modal.open && api.navigation.current().view === 'UnsupportedChain';
    if (applies && !showing) void api.ui.open({ view: 'UnsupportedChain' });
    else if (!applies && showing) api.navigation.reset('Account');
  };
  const schedule = () => { clearTimeout(timer); timer = setTimeout(check, 0); };
  api.hooks.networkChanged.tap('networks', schedule);
  api.hooks.accountChanged.tap('networks', schedule);
  return () => clearTimeout(timer);
}

export default definePlugin((api) => {
  api.i18n.addMessages(MESSAGES);
  // Network icons come through the shared image loader (blobs, cached, revoked with the plugin).
  const images = acquireImageLoader(api.http);
  const loader = images.loader;
  api.views.registerView('Networks', (p: ViewProps) => <NetworksView {...p} loader={loader} />);
  api.views.registerView('SwitchNetwork', (p: ViewProps) => <SwitchNetworkView {...(p as ViewProps<{ network?: never }>)} loader={loader} />);
  api.views.registerView('UnsupportedChain', (p: ViewProps) => <UnsupportedChainView {...p} loader={loader} />);
  api.views.registerView('SwitchActiveChain', SwitchActiveChainView);
  const stop = watchUnsupportedChain(api);
  return () => { stop(); images.release(); };
});

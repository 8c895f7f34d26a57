/** Leaving the network views. */
import type { PluginApi } from '@gangway/kernel';

/** After a switch: Account when connected, else close (spec: choosing a network before connecting). */
export function leaveAfterSwitch(api: Pick<PluginApi, 'navigation'> & { readonly state: Pick<PluginApi['state'], 'getState'>; readonly ui: Pick<PluginApi['ui'], 'close'> }, namespace: string) {
  const state = api.state.getState();
  if (!state.modal.open) return;
  if (state.chains[namespace as 'eip155']?.account.status === 'connected') api.navigation.reset('Account');
  else api.ui.close();
}

/** Leaving the network views. */
import type { PluginApi } from '@gangway/kernel';

/** After a switch: Account when connected, else close (spec: choosing a network before connecting). */
export function leaveAfterSwitch(api: Pick<PluginApi, 'navigation' | 'getState' | 'close'>, namespace: string) {
  const state = api.getState();
  if (!state.modal.open) return;
  if (state.chains[namespace as 'eip155']?.account.status === 'connected') api.navigation.reset('Account');
  else api.close();
}

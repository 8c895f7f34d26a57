/** Leaving the network views. */
import type { PluginApi } from '@gangway/kernel';

/** After a switch: Account when connected, else close (spec: choosing a network before connecting). */
export function leaveAfterSwitch(api: Pick<PluginApi, 'router' | 'store' | 'close'>, namespace: string) {
  const state = api.store.getState();
  if (!state.modal.open) return;
  if (state.chains[namespace as 'eip155']?.account.status === 'connected') api.router.reset('Account');
  else api.close();
}

/**
 * Opening the modal from a plugin. The plugin api has no open (kernel ask: `api.open({view})`), so
 * this resets the history and raises the open flag. It relies on the modal UI being mounted
 * already, which holds here: the rule only fires once a wallet is connected, and the UI mounted the
 * first time the modal opened.
 */
import type { PluginApi } from '@gangway/kernel';

export function openView(api: Pick<PluginApi, 'router' | 'store'>, view: string, data?: unknown) {
  api.router.reset(view, data);
  if (!api.store.getState().modal.open) api.store.update((d) => { d.modal.open = true; });
}

/** After a switch: Account when connected, else close (spec: choosing a network before connecting). */
export function leaveAfterSwitch(api: Pick<PluginApi, 'router' | 'store' | 'close'>, namespace: string) {
  const state = api.store.getState();
  if (!state.modal.open) return;
  if (state.chains[namespace as 'eip155']?.account.status === 'connected') api.router.reset('Account');
  else api.close();
}

/**
 * Opening and closing the modal from a plugin. The plugin api has neither (kernel ask: `api.open`,
 * `api.close`), so: closing resets the history to one entry and goes back (spec §2: back from the
 * last entry closes); opening resets the history and raises the open flag. The latter relies on the
 * modal UI being mounted already, which holds here: the rule only fires once a wallet is connected,
 * and the UI mounted the first time the modal opened.
 */
import type { PluginApi } from '@gangway/kernel';

export function closeModal(api: Pick<PluginApi, 'router'>) {
  api.router.reset('Connect');
  api.router.back();
}

export function openView(api: Pick<PluginApi, 'router' | 'store'>, view: string, data?: unknown) {
  api.router.reset(view, data);
  if (!api.store.getState().modal.open) api.store.update((d) => { d.modal.open = true; });
}

/** After a switch: Account when connected, else close (spec: choosing a network before connecting). */
export function leaveAfterSwitch(api: Pick<PluginApi, 'router' | 'store'>, namespace: string) {
  const state = api.store.getState();
  if (!state.modal.open) return;
  if (state.chains[namespace as 'eip155']?.account.status === 'connected') api.router.reset('Account');
  else closeModal(api);
}

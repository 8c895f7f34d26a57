/** Components registered for views, with the api of the plugin that registered them. */
import type { PluginApi, ViewComponent } from '../plugins/api-types';
import type { Kernel } from './kernel-types';

/** A view's component, or a loader for it (its code then loads when the view is first shown). */
export type ViewSource = { component: ViewComponent } | { load(): Promise<ViewComponent | { default: ViewComponent }> };
export type RegisteredView = ViewSource & { api: PluginApi };
const registries = new WeakMap<Kernel, Map<string, RegisteredView>>();

export function viewsOf(kernel: Kernel): Map<string, RegisteredView> {
  let map = registries.get(kernel);
  if (!map) registries.set(kernel, (map = new Map()));
  return map;
}

export function registerView(kernel: Kernel, viewId: string, source: ViewSource, api: PluginApi) {
  viewsOf(kernel).set(viewId, { ...source, api });
}

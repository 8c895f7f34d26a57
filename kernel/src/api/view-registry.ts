/** Components registered for views, with the api of the plugin that registered them. */
import type { PluginApi, ViewComponent } from '../plugins/api-types';
import type { Kernel } from './kernel-types';

export interface RegisteredView { component: ViewComponent; api: PluginApi }
const registries = new WeakMap<Kernel, Map<string, RegisteredView>>();

export function viewsOf(kernel: Kernel): Map<string, RegisteredView> {
  let map = registries.get(kernel);
  if (!map) registries.set(kernel, (map = new Map()));
  return map;
}

export function registerView(kernel: Kernel, viewId: string, component: ViewComponent, api: PluginApi) {
  viewsOf(kernel).set(viewId, { component, api });
}

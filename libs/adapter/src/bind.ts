/**
 * The adapter plugins' whole setup: find the host's adapter object of this type in `options.adapters`
 * and hand it the plugin API (its bridge). The options check allows one adapter per namespace, so
 * there is at most one of each eip155 type.
 */
import type { PluginApi } from '@gangway/kernel';
import type { AdapterBridge } from './bridge';

export interface BridgedAdapter {
  readonly type: string;
  readonly bridge: AdapterBridge;
}

const isBridged = (a: unknown): a is BridgedAdapter =>
  !!a && typeof a === 'object' && typeof (a as BridgedAdapter).bridge?.bind === 'function';

export function bindAdapter(api: PluginApi, type: string): (() => void) | undefined {
  const adapter = (api.options.adapters as unknown[]).find((a): a is BridgedAdapter => isBridged(a) && a.type === type);
  return adapter?.bridge.bind(api);
}

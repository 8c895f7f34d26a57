/**
 * Give a plugin a view of the kernel hooks where every tap is named after the plugin, whatever
 * name it passes (the tap name is how interceptors, errors and devtools attribute work).
 */
import type { KernelHooks } from './declarations';

const TAP_METHODS = new Set(['tap', 'tapAsync', 'tapPromise']);

function bindHook<H extends object>(hook: H, pluginId: string): H {
  return new Proxy(hook, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop === 'string' && TAP_METHODS.has(prop) && typeof value === 'function') {
        return (options: unknown, fn: unknown) => {
          const opts = typeof options === 'object' && options !== null ? options : {};
          return value.call(target, { ...opts, name: pluginId }, fn);
        };
      }
      if (prop === 'for' && typeof value === 'function') {
        return (key: unknown) => bindHook(value.call(target, key), pluginId);
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function bindHooks(hooks: KernelHooks, pluginId: string): KernelHooks {
  const bound = {} as Record<string, unknown>;
  for (const [name, hook] of Object.entries(hooks)) bound[name] = bindHook(hook as object, pluginId);
  return bound as KernelHooks;
}

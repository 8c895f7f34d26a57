/**
 * Give a plugin a view of the kernel hooks where every tap is named after the plugin, whatever
 * name it passes (the tap name is how interceptors, errors and devtools attribute work), and where
 * calling a hook is limited to the hooks plugins may call (the kernel calls the others itself).
 */
import type { KernelHooks } from './declarations';

const TAP_METHODS = new Set(['tap', 'tapAsync', 'tapPromise']);
const CALL_METHODS = new Set(['call', 'callAsync', 'promise']);

export interface BindOptions {
  pluginId: string;
  /** Hooks the plugin may call. */
  callable: readonly string[];
  /** Checks a call before it happens (e.g. a signing request without 'wallet.sign'); throws to refuse. */
  beforeCall?(hook: string, args: unknown[]): void;
}

function bindHook<H extends object>(hook: H, name: string, o: BindOptions): H {
  return new Proxy(hook, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop === 'string' && TAP_METHODS.has(prop) && typeof value === 'function') {
        return (options: unknown, fn: unknown) => {
          const opts = typeof options === 'object' && options !== null ? options : {};
          return value.call(target, { ...opts, name: o.pluginId }, fn);
        };
      }
      if (typeof prop === 'string' && CALL_METHODS.has(prop) && typeof value === 'function') {
        return (...args: unknown[]) => {
          if (!o.callable.includes(name)) throw new Error(`Plugin ${o.pluginId} may not call the kernel hook ${name}: the kernel calls it (tap it instead)`);
          o.beforeCall?.(name, args);
          return value.apply(target, args);
        };
      }
      if (prop === 'for' && typeof value === 'function') {
        return (key: unknown) => bindHook(value.call(target, key), name, o);
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function bindHooks(hooks: KernelHooks, o: BindOptions): KernelHooks {
  const bound = {} as Record<string, unknown>;
  for (const [name, hook] of Object.entries(hooks)) bound[name] = bindHook(hook as object, name, o);
  return bound as KernelHooks;
}

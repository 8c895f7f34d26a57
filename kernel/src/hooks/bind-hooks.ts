/**
 * A plugin's view of the kernel hooks: frozen facades that offer only tapping (and, for the few hooks
 * plugins may call, calling) — never the tap list, `intercept` or the hook object itself, so one
 * plugin cannot see, reorder or wrap another's taps. Every tap is named after the plugin, whatever
 * name it passes (how errors and devtools attribute work), receives a frozen copy of the call's
 * context, and — for the hooks that reach a wallet — is checked when it is made (permission and
 * namespace) and gated on every call (only the session's owner answers; see wallet-routing.ts).
 */
import type { KernelHooks } from './declarations';
import { frozenCopy } from '../state/frozen-copy';
import { isWalletHook, noteAnswer, type WalletHookName } from './wallet-routing';

/** Hooks whose taps hold a wallet session back (not wallet hooks: nobody answers them): tapping one needs 'wallet.session'. */
export const SESSION_HOOKS = ['beforeRestored'] as const;
export type SessionHookName = (typeof SESSION_HOOKS)[number];
const isSessionHook = (name: string): name is SessionHookName => (SESSION_HOOKS as readonly string[]).includes(name);

const TAP_METHODS = ['tap', 'tapAsync', 'tapPromise'] as const;
const CALL_METHODS = ['call', 'callAsync', 'promise'] as const;

export interface BindOptions {
  pluginId: string;
  /** Hooks the plugin may call. */
  callable: readonly string[];
  /** Checks a call before it happens (e.g. a signing request without 'wallet.sign'); throws to refuse. */
  beforeCall?(hook: string, args: unknown[]): void;
  /** Checks a tap of a wallet or session hook when it is made (permission, namespace); throws to refuse. */
  beforeTap?(hook: WalletHookName | SessionHookName, namespace: string | undefined): void;
  /** Whether this plugin's tap of a wallet hook takes part in one call (the session's owner only). */
  mayAnswer?(hook: WalletHookName, ctx: unknown, namespace: string | undefined): boolean;
}

type Fn = (...args: unknown[]) => unknown;
type FacadeMethod = 'tap' | 'tapAsync' | 'tapPromise' | 'call' | 'callAsync' | 'promise';
/** A hook as a plugin sees it: tapping and calling only; a HookMap's `for` gives the same per key. */
export type HookFacade<H> = H extends { for(key: infer K): infer Inner } ? { readonly for: (key: K) => HookFacade<Inner> } : Readonly<Pick<H, Extract<keyof H, FacadeMethod>>>;
/** The kernel hooks as a plugin gets them (`api.hooks`). */
export type BoundHooks = { readonly [K in keyof KernelHooks]: HookFacade<KernelHooks[K]> };
type AnyHook = Record<string, unknown> & { for?: (key: unknown) => AnyHook };

/** The tap function the hook really gets: gated, given a frozen copy, its answer noted. */
function gatedTap(name: string, kind: (typeof TAP_METHODS)[number], fn: Fn, o: BindOptions, namespace: string | undefined): Fn {
  const wallet = isWalletHook(name) ? name : undefined;
  const allowed = (ctx: unknown) => !wallet || !o.mayAnswer || o.mayAnswer(wallet, ctx, namespace);
  const note = (ctx: unknown, result: unknown) => {
    if (wallet && result !== undefined && typeof ctx === 'object' && ctx !== null) noteAnswer(ctx, o.pluginId);
    return result;
  };
  if (kind === 'tapPromise') {
    return async (ctx: unknown, ...rest: unknown[]) => (allowed(ctx) ? note(ctx, await fn(frozenCopy(ctx), ...rest)) : undefined);
  }
  if (kind === 'tapAsync') {
    return (ctx: unknown, ...rest: unknown[]) => {
      const callback = rest.at(-1) as (error?: unknown, result?: unknown) => void;
      if (!allowed(ctx)) return callback();
      return fn(frozenCopy(ctx), ...rest.slice(0, -1), (error?: unknown, result?: unknown) => callback(error, note(ctx, result)));
    };
  }
  return (ctx: unknown, ...rest: unknown[]) => (allowed(ctx) ? note(ctx, fn(frozenCopy(ctx), ...rest)) : undefined);
}

function bindHook(hook: AnyHook, name: string, o: BindOptions, namespace?: string): object {
  const facade: Record<string, unknown> = {};
  for (const kind of TAP_METHODS) {
    if (typeof hook[kind] !== 'function') continue;
    facade[kind] = (options: unknown, fn: Fn) => {
      if (isWalletHook(name) || isSessionHook(name)) o.beforeTap?.(name, namespace);
      const opts = typeof options === 'object' && options !== null ? options : {};
      return (hook[kind] as Fn).call(hook, { ...opts, name: o.pluginId }, gatedTap(name, kind, fn, o, namespace));
    };
  }
  for (const kind of CALL_METHODS) {
    if (typeof hook[kind] !== 'function') continue;
    facade[kind] = (...args: unknown[]) => {
      if (!o.callable.includes(name)) throw new Error(`Plugin ${o.pluginId} may not call the kernel hook ${name}: the kernel calls it (tap it instead)`);
      o.beforeCall?.(name, args);
      return (hook[kind] as Fn).apply(hook, args);
    };
  }
  if (typeof hook.for === 'function') {
    const forKey = hook.for.bind(hook);
    facade.for = (key: unknown) => bindHook(forKey(key), name, o, String(key));
  }
  return Object.freeze(facade);
}

export function bindHooks(hooks: KernelHooks, o: BindOptions): BoundHooks {
  const bound = {} as Record<string, unknown>;
  for (const [name, hook] of Object.entries(hooks)) bound[name] = bindHook(hook as unknown as AnyHook, name, o);
  return Object.freeze(bound) as unknown as BoundHooks;
}

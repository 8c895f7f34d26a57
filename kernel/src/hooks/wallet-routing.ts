/**
 * Who may answer a wallet hook call. A wallet session belongs to one plugin — the one whose tap
 * answered its connect (or its restore at start-up) — and only that plugin's taps see the session's
 * requests, network switches, disconnect and provider. A connect reaches only the plugin that
 * published the connector. Without this, any plugin allowed to tap `request` could read, rewrite or
 * answer another connector's transactions by tapping ahead of it.
 */
import type { KernelHooks } from './declarations';

/** Hooks that reach a wallet: tapping one needs 'wallet.sign' (and, per namespace, the namespace declared). */
export const WALLET_HOOKS = ['connect', 'disconnect', 'switchNetwork', 'request', 'syncConnection', 'getProvider', 'connectors'] as const;
export type WalletHookName = (typeof WALLET_HOOKS)[number];
export const isWalletHook = (name: string): name is WalletHookName => (WALLET_HOOKS as readonly string[]).includes(name);

/** Session owners per namespace, per kernel (keyed by its hooks object, which every part of the kernel shares). */
const owners = new WeakMap<KernelHooks, Map<string, string>>();
/** The plugin whose tap answered a connect or sync call, by the kernel's own context object. */
const answers = new WeakMap<object, string>();

export function setSessionOwner(hooks: KernelHooks, namespace: string, pluginId: string | undefined) {
  let map = owners.get(hooks);
  if (!map) owners.set(hooks, (map = new Map()));
  if (pluginId) map.set(namespace, pluginId);
  else map.delete(namespace);
}

export const sessionOwner = (hooks: KernelHooks, namespace: string) => owners.get(hooks)?.get(namespace);

/** Recorded by the tap gate when a plugin's tap gives a result; read by the kernel's flows. */
export const noteAnswer = (ctx: object, pluginId: string) => { answers.set(ctx, pluginId); };
export const answeredBy = (ctx: object) => answers.get(ctx);

export interface RouteFacts {
  /** The plugin that published a connector id (undefined: nobody has). */
  connectorOwner(connectorId: string): string | undefined;
  /** Service ids the asking plugin's manifest provides (a chain family providing its namespace's service). */
  provides: readonly string[];
}

/**
 * Whether `pluginId`'s tap of a wallet hook takes part in this call. `namespace` is the HookMap key
 * (absent for `connect` and `connectors`).
 */
export function mayAnswer(hooks: KernelHooks, hook: WalletHookName, pluginId: string, ctx: unknown, facts: RouteFacts, namespace?: string): boolean {
  if (hook === 'connectors') return true;
  const c = (ctx ?? {}) as { connectorId?: unknown };
  if (hook === 'connect' || (hook === 'syncConnection' && !sessionOwner(hooks, namespace ?? ''))) {
    const owner = typeof c.connectorId === 'string' ? facts.connectorOwner(c.connectorId) : undefined;
    return !owner || owner === pluginId;
  }
  // A teardown, not an answer: every plugin allowed to tap it runs (sign-in signs out, caches clear).
  if (hook === 'disconnect') return true;
  const owner = sessionOwner(hooks, namespace ?? '');
  if (!owner || owner === pluginId) return true;
  // The chain family's own provider (e.g. a family's signer over whichever connector holds the session).
  return hook === 'getProvider' && !!namespace && facts.provides.includes(namespace);
}

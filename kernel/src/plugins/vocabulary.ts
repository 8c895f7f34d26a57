/**
 * The words a manifest may use, in one place: activation events, the hooks that activate plugins,
 * permissions, the roles a view may fill and the top-level switches. Slots are not among them: each
 * is declared by the plugin whose view renders it (`slots`). check-manifest.ts holds manifests to them
 * (a chunk of its own, with this file: kernel.ts). The hooks a plugin may call are the hooks' own
 * business (hooks/declarations.ts).
 */
import { isNamespace } from '../state/types';
import type { OpenRole } from './manifest';

/** The roles a view may fill for the kernel (PluginManifest.opens). */
export const OPEN_ROLES = ['disconnected', 'connected', 'network'] as const satisfies readonly OpenRole[];

/**
 * Hooks whose first call activates the plugins that declare `onHook:<name>` — the kernel awaits their
 * activation before calling, so such a plugin sees that first call. Other hooks cannot activate a plugin.
 */
export const ACTIVATING_HOOKS = ['connect', 'connected', 'beforeRestored', 'accountChanged', 'networkChanged', 'disconnected', 'afterOpen'] as const;

export const PERMISSIONS = ['storage', 'http', 'wallet.sign', 'wallet.session', 'auth.tokens'] as const;

/** Top-level options a manifest's `feature` may name (the rest live under `features.`). */
export const TOP_LEVEL_SWITCHES = [
  'basic', 'debug', 'enableWalletConnect', 'enableWalletGuide', 'enableWallets', 'enableEIP6963',
  'enableNetworkSwitch', 'enableAuthLogger', 'allowUnsupportedChain', 'enableEmbedded', 'analyticsConsent',
  'adapters',
] as const;

/** Activation event forms, and what the part after the colon must be. */
export const ACTIVATION_EVENT_KINDS: Record<string, ((arg: string) => boolean) | null> = {
  onStartup: null,
  onOpen: null,
  /** The modal's first view is on screen (VS Code's onStartupFinished, for the modal): never in the first-open wave. */
  onOpenFinished: null,
  /** The modal was opened with a `uri` (spec §2: it sets the WalletConnect URI). */
  onOpenUri: null,
  onView: (a) => a.length > 0,
  onService: (a) => a.length > 0,
  onNamespace: isNamespace,
  onHook: (a) => (ACTIVATING_HOOKS as readonly string[]).includes(a),
};

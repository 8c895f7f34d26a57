/** The sign-in plugin's manifest: pure data, bundled with every host. */
import { configurePlugin, defineManifest } from '@gangway/kernel';
import type { SiwxOptionsInput } from './resolve-config';
import type { SIWEConfig, SIWXConfig } from './types';

export const siwxManifest = defineManifest({
  id: 'siwx',
  apiVersion: 2,
  // On when the host gives it a sign-in implementation: `pluginOptions: { siwx: { config } }`,
  // `siwx.configure({ config })`, or the deprecated top-level `siwx` / `siweConfig` (one of them:
  // both set is the spec's 'Cannot set both siweConfig and siwx options').
  feature: 'pluginOptions.siwx.config',
  legacyOptions: { siweConfig: 'config', siwx: 'config' },
  views: ['SIWXSignMessage'],
  // It signs out as a namespace disconnects (its disconnect taps): the wallet hooks of a namespace
  // are open only to plugins that declare it.
  namespaces: ['eip155', 'solana', 'bip122'],
  // Spec §4: a connect, or a restored, switched or changed account or network, may need a sign-in.
  activationEvents: ['onHook:connected', 'onHook:beforeRestored', 'onHook:accountChanged', 'onHook:networkChanged'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: { SIWXSignMessage: { key: 'view.SIWXSignMessage', text: 'Sign In' } },
  // Sign-in tokens (local sessions), the hosted sessions API, and the wallet's signature.
  permissions: ['auth.tokens', 'http', 'wallet.sign', 'wallet.session'],
  title: 'Sign in with X',
  load: () => import(/* webpackChunkName: "plugin-siwx" */ './plugin'),
});

/** The sign-in plugin with its options, for the host's plugin list: `siwx.configure({ config: localSiwx() })`. */
export const siwx = { configure: (options: SiwxOptionsInput) => configurePlugin(siwxManifest, options) };

declare module '@gangway/kernel' {
  interface PluginOptionsById {
    /** The sign-in plugin's options: `config`, the sign-in implementation (it switches the plugin on). */
    siwx?: SiwxOptionsInput;
  }
  interface LegacyPluginOptions {
    /** @deprecated Use `pluginOptions: { siwx: { config } }` or `siwx.configure({ config })`; removed in the next version. */
    siwx?: SIWXConfig | SIWEConfig;
    /** @deprecated Use `pluginOptions: { siwx: { config: siweConfig } }`; removed in the next version. */
    siweConfig?: SIWEConfig;
  }
}

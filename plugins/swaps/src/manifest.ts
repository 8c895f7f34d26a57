/** The swaps plugin's manifest: pure data, bundled with every host. */
import { configurePlugin, defineManifest } from '@gangway/kernel';
import type { SwapsOptionsInput } from './supported';

export const swapsManifest = defineManifest({
  id: 'swaps',
  apiVersion: 2,
  // A remote feature (spec §3): the project configuration may switch it; basic mode and a restricted
  // time zone (spec §6) switch it off.
  feature: 'features.swaps',
  views: ['Swap'],
  requires: ['eip155'],
  // The deprecated top-level name of its `networks` option (docs/api.md), for one version.
  legacyOptions: { swapNetworks: 'networks' },
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: { Swap: { key: 'view.Swap', text: 'Swap' } },
  permissions: ['storage', 'http', 'wallet.sign'],
  title: 'Swap',
  // Spec §9: the swap-supported chains are all eip155.
  contributes: { 'account.walletFeatures': [{ id: 'swaps', label: 'Swap', icon: 'swap', view: 'Swap', namespaces: ['eip155'] }] },
  load: () => import(/* webpackChunkName: "plugin-swaps" */ './plugin'),
});

/**
 * The swaps plugin with its options, for the host's plugin list:
 * `plugins: [...builtinPlugins, swaps.configure({ networks: [{ network: 'eip155:31337', router: '0x…' }] })]`
 * (the listed swaps manifest keeps its place; a list without one gets this one).
 */
export const swaps = { configure: (options: SwapsOptionsInput) => configurePlugin(swapsManifest, options) };

declare module '@gangway/kernel' {
  interface PluginOptionsById {
    /** The swaps plugin's options (SwapsOptionsSchema, checked as it loads). */
    swaps?: SwapsOptionsInput;
  }
  interface LegacyPluginOptions {
    /** @deprecated Use `pluginOptions: { swaps: { networks } }` or `swaps.configure({ networks })`; removed in the next version. */
    swapNetworks?: SwapsOptionsInput['networks'];
  }
}

/** The swaps plugin's manifest: pure data, bundled with every host. */
import { configurePlugin, defineManifest, manifestWithDetails } from '@gangway/kernel';
import type { SwapsOptionsInput } from './supported';

export const swapsManifestCore = defineManifest({
  id: 'swaps',
  apiVersion: 2,
  // A remote feature (spec §3): the project configuration may switch it; basic mode and a restricted
  // time zone (spec §6) switch it off.
  feature: 'features.swaps',
  views: ['Swap'],
  requires: ['eip155'],
  // The deprecated top-level name of its `networks` option (docs/api.md), for one version.
  legacyOptions: { swapNetworks: 'networks' },
  load: () => import(/* webpackChunkName: "plugin-swaps" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const swapsManifest = /*#__PURE__*/ manifestWithDetails(swapsManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));

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

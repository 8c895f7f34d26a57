/** Builds the demo's Gangway instance from its URL settings. */
import { createGangway, type GangwayOptions, type PluginEntry } from '@gangway/kernel';
import type { SIWXConfig } from '@gangway/plugin-siwx/public';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { exampleRemoteManifest } from '@gangway/plugin-example-remote/manifest';
import { hostileRemoteManifest } from '@gangway/plugin-example-remote/hostile-manifest';
import { DEVNET, type DemoSettings } from './settings';
import type { DemoRemote } from './example-remote';
import type { DemoPlugin } from './plugin-from-url';
import { faultyManifest } from './faulty-plugin';
import { DEVNET_AMM, demoNetworks, devnetBitcoin, devnetSolana } from './networks';

/**
 * `remote`: the example remote plugin and the host's trust in it (example-remote.ts), when ?remote is
 * set; `plugin`: a third-party remote plugin from ?plugin= (plugin-from-url.ts).
 */
/** `siwx`: the sign-in plugin's implementation (siwx.ts), when ?siwx or ?enable=siwx asks for it. */
export function demoOptions(s: DemoSettings, remote?: DemoRemote, plugin?: DemoPlugin, siwx?: SIWXConfig): GangwayOptions {
  const features: Record<string, unknown> = {};
  for (const k of s.off) features[k] = false;
  for (const k of s.on) features[k] = true;
  if (s.remote) features.exampleGreeting = true;
  const switches: Record<string, boolean> = {};
  for (const k of s.disable) switches[k] = false;
  for (const k of s.enable) switches[k] = true;
  // The sign-in plugin's switch is its option (`pluginOptions.siwx.config`; ?enable=siwx too): the plugin
  // matrix turns it on and off, and on it is the optional local sign-in (its config is built by siwx.ts,
  // a chunk main.tsx loads only when sign-in is asked for). A plugin's own options are no top-level switch.
  const topLevel = Object.fromEntries(Object.entries(switches).filter(([k]) => !isSiwxSwitch(k) && !k.startsWith('pluginOptions.')));
  const plugins: PluginEntry[] = [...builtinPlugins];
  if (remote) plugins.push(exampleRemoteManifest(remote.entry, remote.integrity));
  if (remote?.hostile) plugins.push(hostileRemoteManifest(remote.entry, remote.integrity));
  if (plugin) {
    plugins.push(plugin.manifest);
    if (plugin.feature) features[plugin.feature] = true;
  }
  if (s.faulty) plugins.push(faultyManifest);
  return {
    projectId: s.projectId,
    networks: [...demoNetworks, ...(s.solana ? [devnetSolana] : []), ...(s.bitcoin ? [devnetBitcoin] : [])],
    basic: s.basic,
    ...topLevel,
    themeMode: s.theme,
    // ?accent=…: the host's accent colour (docs/theming.md), for the modal and the host components alike.
    ...(s.accent ? { themeVariables: { accent: s.accent } } : {}),
    locale: s.locale,
    features,
    metadata: { name: 'Gangway demo', description: 'The Gangway demo host', url: 'http://127.0.0.1:5173', icons: [] },
    termsConditionsUrl: 'http://127.0.0.1:5173/terms',
    privacyPolicyUrl: 'http://127.0.0.1:5173/privacy',
    endpoints: { api: DEVNET.api, walletServices: DEVNET.walletServices, analytics: DEVNET.analytics, rpc: DEVNET.rpc, relay: DEVNET.relay, frame: DEVNET.frame, verify: DEVNET.verify },
    enableEmbedded: s.embedded,
    cspNonce: s.nonce,
    prefetch: s.prefetch,
    plugins,
    pluginOptions: {
      // The sign-in implementation switches the sign-in plugin on.
      ...(siwx ? { siwx: { config: siwx } } : {}),
      // The devnet chain has a swap service (the emulator's AMM, the router its approvals and swaps must
      // name), so it counts as swap-supported here; the second chain stays unsupported.
      swaps: { networks: [{ network: demoNetworks[0].caipNetworkId, router: DEVNET_AMM, name: 'Devnet AMM' }] },
    },
    source: Array.isArray(s.source) ? Object.fromEntries(s.source.map((id) => [id, 'remote'])) : s.source,
    remoteBundles: { baseUrl: DEVNET.remoteBundles },
    remotes: mergeTrust(remote?.trust, plugin?.trust),
  };
}

/** ?enable= names that ask for sign-in: the plugin's switch (its manifest's feature) or the short 'siwx'. */
export const isSiwxSwitch = (k: string) => k === 'siwx' || k === 'pluginOptions.siwx.config';

type Trust = NonNullable<GangwayOptions['remotes']>;

/** Both remotes' origins and grants; the example's timeout (the slow case's 1 s) applies to both. */
function mergeTrust(a?: Trust, b?: Trust): Trust | undefined {
  if (!a || !b) return a ?? b;
  return { ...a, allowedOrigins: [...(a.allowedOrigins ?? []), ...(b.allowedOrigins ?? [])], grant: { ...a.grant, ...b.grant } };
}

export const createDemoGangway = (s: DemoSettings, remote?: DemoRemote, plugin?: DemoPlugin, siwx?: SIWXConfig) => createGangway(demoOptions(s, remote, plugin, siwx));

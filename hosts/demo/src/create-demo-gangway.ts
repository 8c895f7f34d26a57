/** Builds the demo's Gangway instance from its URL settings. */
import { createGangway, type GangwayOptions, type PluginManifest } from '@gangway/kernel';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { exampleRemoteManifest } from '@gangway/plugin-example-remote/manifest';
import { DEVNET, type DemoSettings } from './settings';
import type { DemoRemote } from './example-remote';
import { faultyManifest } from './faulty-plugin';
import { demoNetworks, devnetSolana } from './networks';

/** `remote`: the example remote plugin and the host's trust in it (example-remote.ts), when ?remote is set. */
export function demoOptions(s: DemoSettings, remote?: DemoRemote): GangwayOptions {
  const features: Record<string, unknown> = {};
  for (const k of s.off) features[k] = false;
  for (const k of s.on) features[k] = true;
  if (s.remote) features.exampleGreeting = true;
  const switches: Record<string, boolean> = {};
  for (const k of s.disable) switches[k] = false;
  for (const k of s.enable) switches[k] = true;
  const plugins: PluginManifest[] = [...builtinPlugins];
  if (remote) plugins.push(exampleRemoteManifest(remote.entry, remote.integrity));
  if (s.faulty) plugins.push(faultyManifest);
  return {
    projectId: s.projectId,
    networks: s.solana ? [...demoNetworks, devnetSolana] : demoNetworks,
    basic: s.basic,
    ...switches,
    themeMode: s.theme,
    features,
    metadata: { name: 'Gangway demo', description: 'The Gangway demo host', url: 'http://127.0.0.1:5173', icons: [] },
    termsConditionsUrl: 'http://127.0.0.1:5173/terms',
    privacyPolicyUrl: 'http://127.0.0.1:5173/privacy',
    endpoints: { api: DEVNET.api, walletServices: DEVNET.walletServices, analytics: DEVNET.analytics, rpc: DEVNET.rpc, relay: DEVNET.relay, frame: DEVNET.frame },
    enableEmbedded: s.embedded,
    cspNonce: s.nonce,
    prefetch: s.prefetch,
    plugins: plugins as never,
    remotes: remote?.trust,
  } as unknown as GangwayOptions;
}

export const createDemoGangway = (s: DemoSettings, remote?: DemoRemote) => createGangway(demoOptions(s, remote));

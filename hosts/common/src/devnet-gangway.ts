/**
 * The widget as the EVM library pages create it on the devnet (devnet.ts): the built-in plugins,
 * basic mode and the page's one adapter. It also goes on `window.gangway`, where the e2e specs (and a
 * person in the console) reach the widget's own API beside the page's library.
 */
import { createGangway, type Gangway, type GangwayOptions, type Network } from '@gangway/kernel';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { endpoints, projectId } from './devnet';

type Adapter = NonNullable<GangwayOptions['adapters']>[number];

export function createDevnetGangway(options: { networks: Network[]; adapter: Adapter }): Gangway {
  const gangway = createGangway({ projectId, networks: options.networks, adapters: [options.adapter], plugins: builtinPlugins, endpoints, basic: true });
  (window as unknown as { gangway: Gangway }).gangway = gangway;
  return gangway;
}

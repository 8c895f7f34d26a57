/** The headless plugin's manifest: pure data, bundled with every host. Loads only when a host asks for it. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const headlessManifestCore = defineManifest({
  id: 'headless',
  apiVersion: 2,
  // Reached only through `gangway.service(headlessKey)` (public.ts: getHeadless; react.ts: useGangwayWallets,
  // the wallet button): a host that draws no connect screen of its own never loads it.
  provides: ['headless'],
  requires: ['connect-wallets', 'wallet-registry'],
  load: () => import(/* webpackChunkName: "plugin-headless" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details — for a host or a test that takes this
 * plugin alone. The built-in list uses the core and fetches every built-in's details in one chunk.
 */
export const headlessManifest = /*#__PURE__*/ manifestWithDetails(headlessManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));

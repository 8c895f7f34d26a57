/** The headless plugin's manifest: pure data, bundled with every host. Loads only when a host asks for it. */
import { defineManifest } from '@gangway/kernel';

export const headlessManifest = defineManifest({
  id: 'headless',
  apiVersion: 2,
  // Reached only through `gangway.service(headlessKey)` (public.ts: getHeadless; react.ts: useGangwayWallets,
  // the wallet button): a host that draws no connect screen of its own never loads it.
  provides: ['headless'],
  requires: ['connect-wallets', 'wallet-registry'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  // Connecting goes through the kernel's connect, which changes the session ('wallet.session').
  permissions: ['wallet.session'],
  title: 'Headless',
  load: () => import(/* webpackChunkName: "plugin-headless" */ './plugin'),
});

/** The eip155 chain family (viem). Pure data: the code loads when a plugin asks for the 'eip155' service or the namespace is used. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const chainEip155ManifestCore = defineManifest({
  id: 'chain-eip155',
  apiVersion: 2,
  provides: ['eip155', 'chainFamily:eip155'],
  namespaces: ['eip155'],
  // Spec §4: a new account is a smart account where the embedded wallet's frame offers one.
  accountTypes: { eip155: ['smartAccount', 'eoa'] },
  load: () => import(/* webpackChunkName: "plugin-chain-eip155" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const chainEip155Manifest = /*#__PURE__*/ manifestWithDetails(chainEip155ManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));

/** The host's `defaultAccountTypes` for eip155, typed as `accountTypes` above lists them. */
declare module '@gangway/kernel' {
  interface AccountTypesByNamespace {
    eip155?: 'smartAccount' | 'eoa';
  }
}

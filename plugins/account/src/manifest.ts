/** The account plugin's manifest: pure data, bundled with every host. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const accountManifestCore = defineManifest({
  id: 'account',
  apiVersion: 2,
  views: ['Account'],
  // open() lands on Account while an account is connected (spec §2), as does the account button.
  opens: { connected: 'Account' },
  requires: ['eip155'],
  load: () => import(/* webpackChunkName: "plugin-account" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const accountManifest = /*#__PURE__*/ manifestWithDetails(accountManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));

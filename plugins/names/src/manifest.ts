/** The names plugin's manifest: pure data, bundled with every host. */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const namesManifestCore = defineManifest({
  id: 'names',
  apiVersion: 2,
  // A local feature with no remote switch (on by default); its button shows only for embedded-wallet
  // sessions on eip155 (the details' slot entry), so without email/socials it never loads.
  feature: 'features.names',
  views: ['RegisterAccountName', 'RegisterAccountNameSuccess'],
  // Name resolution for other plugins (Send's receiver): `api.services.require(namesServiceKey)` loads this chunk.
  provides: ['names'],
  load: () => import(/* webpackChunkName: "plugin-names" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const namesManifest = /*#__PURE__*/ manifestWithDetails(namesManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));

/** The names plugin's manifest: pure data, bundled with every host. */
import { defineManifest } from '@gangway/kernel';

export const namesManifest = defineManifest({
  id: 'names',
  apiVersion: 2,
  // A local feature with no remote switch (on by default); its button shows only for embedded-wallet
  // sessions on eip155 (the details' slot entry), so without email/socials it never loads.
  feature: 'features.names',
  views: ['RegisterAccountName', 'RegisterAccountNameSuccess'],
  // Name resolution for other plugins (Send's receiver): `api.services.require(namesServiceKey)` loads this chunk.
  provides: ['names'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  titles: {
    RegisterAccountName: { key: 'view.RegisterAccountName', text: 'Choose Name' },
    RegisterAccountNameSuccess: { key: 'view.RegisterAccountNameSuccess', text: 'Name Registered' },
  },
  // http: the profile endpoints; storage: the name and identity caches it refreshes; wallet.sign:
  // the registration message is signed by the connected (embedded) wallet.
  permissions: ['http', 'storage', 'wallet.sign', 'wallet.session'],
  title: 'Names',
  // Spec §5: registration needs the embedded auth connector; §9: names are eip155 only.
  contributes: { 'account.actions': [{ id: 'register-name', label: 'Choose name', view: 'RegisterAccountName', namespaces: ['eip155'], connectorTypes: ['AUTH'], order: 10 }] },
  load: () => import(/* webpackChunkName: "plugin-names" */ './plugin'),
});

/** The names plugin's deferred manifest part: fetched with the runtime, merged before registration. */
import type { ManifestDetails } from '@gangway/kernel';

const details: ManifestDetails = {
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
};
export default details;

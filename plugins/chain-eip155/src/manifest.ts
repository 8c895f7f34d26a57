/** The eip155 chain family (viem). Pure data: the code loads when a plugin asks for the 'eip155' service or the namespace is used. */
import { defineManifest } from '@gangway/kernel';

export const chainEip155Manifest = defineManifest({
  id: 'chain-eip155',
  apiVersion: 2,
  provides: ['eip155', 'chainFamily:eip155'],
  namespaces: ['eip155'],
  // Spec §4: a new account is a smart account where the embedded wallet's frame offers one.
  accountTypes: { eip155: ['smartAccount', 'eoa'] },
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  // Its service sends the signing requests other plugins make; it checks their own permission too.
  // and it asks the RPC proxy which chains it serves (api.http, GET v1/supported-chains).
  permissions: ['wallet.sign', 'http', 'storage'],
  // What the family serves (spec §9: Send and the on-ramp on eip155): entries asking for it show here.
  family: ['send', 'onramp'],
  load: () => import(/* webpackChunkName: "plugin-chain-eip155" */ './plugin'),
});

/** The host's `defaultAccountTypes` for eip155, typed as `accountTypes` above lists them. */
declare module '@gangway/kernel' {
  interface AccountTypesByNamespace {
    eip155?: 'smartAccount' | 'eoa';
  }
}

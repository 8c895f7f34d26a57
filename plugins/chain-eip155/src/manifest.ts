/** The eip155 chain family (viem). Pure data: the code loads when a plugin asks for the 'eip155' service or the namespace is used. */
import { defineManifest } from '@gangway/kernel';

export const chainEip155Manifest = defineManifest({
  id: 'chain-eip155',
  apiVersion: 2,
  namespaces: ['eip155'],
  provides: ['eip155'],
  // Its service sends the signing requests other plugins make; it checks their own permission too.
  permissions: ['wallet.sign'],
  load: () => import(/* webpackChunkName: "plugin-chain-eip155" */ './plugin'),
});

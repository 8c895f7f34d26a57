/** The eip155 chain family (viem). Pure data: the code loads when a plugin asks for the 'eip155' service or the namespace is used. */
import { defineManifest } from '@gangway/kernel';

export const chainEip155Manifest = defineManifest({
  id: 'chain-eip155',
  title: 'EVM chains (eip155)',
  namespaces: ['eip155'],
  provides: ['eip155'],
  load: () => import(/* webpackChunkName: "plugin-chain-eip155" */ './plugin'),
});

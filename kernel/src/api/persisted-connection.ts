/** The stored connection of each namespace (status + connector), read at start-up. */
import type { ChainNamespace } from '../state/types';
import type { GangwayStorage as Storage } from '../storage';

/** The status is written last: another tab follows its `storage` event and must find the connector then. */
export function rememberConnection(storage: Storage, ns: ChainNamespace, connectorId: string) {
  storage.set('connectorIds', { ...storage.get('connectorIds'), [ns]: connectorId });
  const namespaces = storage.get('connectedNamespaces');
  if (!namespaces.includes(ns)) storage.set('connectedNamespaces', [...namespaces, ns]);
  storage.set('activeNamespace', ns);
  storage.set('connectionStatus', { ...storage.get('connectionStatus'), [ns]: 'connected' });
}

export function forgetConnection(storage: Storage, ns: ChainNamespace) {
  storage.set('connectionStatus', { ...storage.get('connectionStatus'), [ns]: 'disconnected' });
  const { [ns]: _gone, ...rest } = storage.get('connectorIds');
  storage.set('connectorIds', rest);
  storage.set('connectedNamespaces', storage.get('connectedNamespaces').filter((n: string) => n !== ns));
}

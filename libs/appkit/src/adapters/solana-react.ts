/**
 * `@gangway/appkit/adapter-solana/react`: AppKit's Solana React entry (reown-com/appkit
 * packages/adapters/solana/exports/react.ts:8-24): the adapter, its types (`Provider`) and
 * `useAppKitConnection`, a web3.js Connection on the active Solana cluster that follows a switch.
 * Like AppKit's hooks it reads the page's instance from createAppKit (no provider component).
 */
import { useSyncExternalStore } from 'react';
import { SolanaAdapter as GangwaySolanaAdapter } from '@gangway/adapter-solana';
import { useAdapterConnection } from '@gangway/adapter-solana/react';
import { getAppKitInstance } from '../client';

export * from './solana';

export function useAppKitConnection(): ReturnType<typeof useAdapterConnection> {
  const m = getAppKitInstance();
  if (!m) throw new Error('Please call "createAppKit" before using "useAppKitConnection" hook');
  const adapter = (m.gangway.kernel.options.adapters as unknown[]).find((a): a is GangwaySolanaAdapter => a instanceof GangwaySolanaAdapter);
  if (!adapter) throw new Error("Adapter for namespace solana doesn't exist");
  const g = m.gangway;
  const cluster = () => g.getState().chains.solana?.network.caipNetwork?.caipNetworkId;
  const caipNetworkId = useSyncExternalStore(g.subscribeState, cluster, cluster);
  return useAdapterConnection(adapter, caipNetworkId);
}

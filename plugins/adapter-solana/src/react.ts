/**
 * React hooks of the Solana adapter (inside <GangwayProvider>): the host's SolanaAdapter is found in the
 * widget's `adapters` option.
 *
 *   const { connection } = useSolanaConnection();
 *   const { provider, publicKey } = useSolanaProvider();
 *   const { network, networks, switchNetwork } = useSolanaNetwork();
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Connection, PublicKey } from '@solana/web3.js';
import type { Network } from '@gangway/kernel';
import { useGangway, useGangwayNetwork } from '@gangway/kernel/react';
import type { SolanaAdapter } from './index';

function useSolanaAdapter(): SolanaAdapter {
  const adapter = (useGangway().kernel.options.adapters as unknown[]).find((a): a is SolanaAdapter => (a as { type?: string } | null)?.type === 'solana' && 'getConnection' in (a as object));
  if (!adapter) throw new Error("Adapter for namespace solana doesn't exist");
  return adapter;
}

/**
 * The adapter's Connection, renewed whenever `cluster` changes (undefined until the adapter's plugin is
 * up). Context-free, so an API without <GangwayProvider> (@gangway/appkit's useAppKitConnection) uses it too.
 */
export function useAdapterConnection(adapter: Pick<SolanaAdapter, 'getConnection'>, cluster: string | undefined): { connection: Connection | undefined } {
  const [connection, setConnection] = useState<Connection>();
  useEffect(() => {
    let live = true;
    adapter.getConnection().then((c) => { if (live) setConnection(c); }, () => undefined);
    return () => { live = false; };
  }, [adapter, cluster]);
  return { connection };
}

/** The Connection on the active cluster (undefined until the adapter's plugin is up); follows a switch. */
export function useSolanaConnection(): { connection: Connection | undefined } {
  const adapter = useSolanaAdapter();
  const { caipNetworkId } = useGangwayNetwork('solana');
  return useAdapterConnection(adapter, caipNetworkId);
}

/** The connected wallet's provider and its key (null while disconnected), re-rendering as it changes. */
export function useSolanaProvider(): { provider: SolanaAdapter['provider']; publicKey: PublicKey | null } {
  const adapter = useSolanaAdapter();
  const key = useSyncExternalStore(
    (notify) => adapter.provider.on('accountChanged', notify),
    () => adapter.provider.publicKey?.toBase58() ?? null,
    () => null,
  );
  return { provider: adapter.provider, publicKey: key ? adapter.provider.publicKey : null };
}

/**
 * The active cluster, the configured clusters and the switch (the adapter's `switchNetwork`): the
 * widget follows it, and `useSolanaConnection()` re-renders with the new cluster's Connection.
 */
export function useSolanaNetwork(): { network: Network | undefined; networks: Network[]; switchNetwork: (target: Network | string) => Promise<void> } {
  const adapter = useSolanaAdapter();
  const { kernel } = useGangway();
  const { caipNetwork } = useGangwayNetwork('solana');
  const networks = useMemo(() => (kernel.options.networks as Network[]).filter((n) => n.chainNamespace === 'solana'), [kernel]);
  const switchNetwork = useCallback((target: Network | string) => adapter.switchNetwork(target), [adapter]);
  return { network: caipNetwork, networks, switchNetwork };
}

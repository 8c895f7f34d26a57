/**
 * React hooks of the Solana adapter (inside <GangwayProvider>): the host's SolanaAdapter is found in the
 * widget's `adapters` option.
 *
 *   const { connection } = useSolanaConnection();
 *   const { provider, publicKey } = useSolanaProvider();
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Connection, PublicKey } from '@solana/web3.js';
import { useGangway, useGangwayNetwork } from '@gangway/kernel/react';
import type { SolanaAdapter } from './index';

function useSolanaAdapter(): SolanaAdapter {
  const adapter = (useGangway().kernel.options.adapters as unknown[]).find((a): a is SolanaAdapter => (a as { type?: string } | null)?.type === 'solana' && 'getConnection' in (a as object));
  if (!adapter) throw new Error("Adapter for namespace solana doesn't exist");
  return adapter;
}

/** The Connection on the active cluster (undefined until the adapter's plugin is up); follows a switch. */
export function useSolanaConnection(): { connection: Connection | undefined } {
  const adapter = useSolanaAdapter();
  const { caipNetworkId } = useGangwayNetwork('solana');
  const [connection, setConnection] = useState<Connection>();
  useEffect(() => {
    let live = true;
    adapter.getConnection().then((c) => { if (live) setConnection(c); }, () => undefined);
    return () => { live = false; };
  }, [adapter, caipNetworkId]);
  return { connection };
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

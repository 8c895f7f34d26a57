'use client';
/** wagmi's view of the session: on the server from the cookie, in the browser from the widget. */
import { useChainId, useConnection } from 'wagmi';

export function Account() {
  const { address, status } = useConnection();
  const chainId = useChainId();
  return (
    <section>
      <h2>wagmi</h2>
      <p>
        status <span data-testid="lib-status">{status}</span>, address <span data-testid="lib-address">{address ?? '—'}</span>,
        chain <span data-testid="lib-chain">{chainId}</span>
      </p>
    </section>
  );
}

'use client';
/**
 * The widget, created in the browser (this module is imported by widget-slot's dynamic import only):
 * the wagmi adapter's plugin binds wagmiAdapter, and the kernel restores the stored session by itself.
 */
import { createGangway } from '@gangway/kernel';
import { GangwayConnectButton, GangwayProvider, useGangwayAccount, useGangwayNetwork } from '@gangway/kernel/react';
import { builtinPlugins } from '@gangway/builtin-plugins';
import { endpoints, networks, projectId, wagmiAdapter } from './wagmi';

const gangway = createGangway({
  projectId,
  networks,
  adapters: [wagmiAdapter],
  plugins: builtinPlugins,
  endpoints,
  basic: true,
  metadata: { name: 'Gangway + Next.js', description: 'A server-rendered wagmi dapp', url: location.origin, icons: [] },
});

function State() {
  const account = useGangwayAccount('eip155');
  const network = useGangwayNetwork('eip155');
  return (
    <p>
      status <span data-testid="widget-status">{account.status}</span>, address <span data-testid="widget-address">{account.address ?? '—'}</span>,
      network <span data-testid="widget-network">{network.caipNetworkId ?? '—'}</span>
    </p>
  );
}

export function Widget() {
  return (
    <GangwayProvider gangway={gangway}>
      <GangwayConnectButton />
      <State />
    </GangwayProvider>
  );
}

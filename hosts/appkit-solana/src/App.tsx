/**
 * The page: AppKit's hooks for the account, the network, the modal and the disconnect; AppKit's
 * buttons; the Solana panel (the wallet's provider and a Connection, through AppKit's hooks).
 */
import { useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@reown/appkit/react';
import { networks } from './networks';
import { SolanaPanel } from './Solana';

function Account() {
  const { address, caipAddress, isConnected, status } = useAppKitAccount();
  const { caipNetworkId, chainId, switchNetwork } = useAppKitNetwork();
  const { open } = useAppKit();
  const { disconnect } = useDisconnect();
  return (
    <section>
      <h2>AppKit</h2>
      <appkit-button data-testid="appkit-connect" />{' '}
      <appkit-network-button data-testid="appkit-network-button" />
      <p>
        status <span data-testid="appkit-status">{status ?? 'disconnected'}</span>, connected <span data-testid="appkit-connected">{String(isConnected)}</span>,
        address <span data-testid="appkit-address">{address ?? '—'}</span>, caip <span data-testid="appkit-caip-address">{caipAddress ?? '—'}</span>
      </p>
      <p>network <span data-testid="appkit-network">{caipNetworkId ?? '—'}</span>, chain id <span data-testid="appkit-chain">{String(chainId ?? '—')}</span></p>
      {networks.map((n) => (
        <button key={n.id} type="button" data-testid={`appkit-switch-${n.id}`} disabled={n.id === chainId} onClick={() => void switchNetwork(n)}>Switch to {n.name}</button>
      ))}{' '}
      <button type="button" data-testid="appkit-open-account" onClick={() => void open({ view: 'Account' })}>Open account</button>{' '}
      {isConnected ? <button type="button" data-testid="appkit-disconnect" onClick={() => void disconnect()}>Disconnect</button> : null}
    </section>
  );
}

export function App() {
  return (
    <main>
      <h1>AppKit + Solana</h1>
      <Account />
      <SolanaPanel />
    </main>
  );
}

/**
 * The page: AppKit's hooks for the active account and network and for each namespace's account
 * (useAppKitAccount({ namespace })), the modal opened on one namespace, the switch to any family's
 * network, the disconnect of one namespace or all; AppKit's buttons, one per namespace; wagmi to sign
 * and send on EVM (the AppKit + wagmi host's part), the Solana panel (the AppKit + Solana host's) and
 * the Bitcoin one (AppKit's BitcoinConnector from useAppKitProvider('bip122')).
 */
import type { ChainNamespace } from '@reown/appkit/networks';
import { useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@reown/appkit/react';
import { Transact } from '../../appkit-wagmi/src/App';
import { SolanaPanel } from '../../appkit-solana/src/Solana';
import { BitcoinPanel } from './Bitcoin';
import { networks } from './networks';

const NAMESPACES: ChainNamespace[] = ['eip155', 'solana', 'bip122'];
/** Another regtest account of the devnet (any address of the network; the visitor may choose another). */
const BITCOIN_RECIPIENT = 'bcrt1qadx3gqxz54sne3fjd3hcamtnumytmhewpe9dtm';

function NamespaceAccount({ namespace }: { namespace: ChainNamespace }) {
  const { address, caipAddress, isConnected } = useAppKitAccount({ namespace });
  const { open } = useAppKit();
  const { disconnect } = useDisconnect();
  const t = (name: string) => `${namespace}-${name}`;
  return (
    <li>
      {namespace}: <appkit-button namespace={namespace} /> address <span data-testid={t('address')}>{address ?? '—'}</span>, caip <span data-testid={t('caip-address')}>{caipAddress ?? '—'}</span>{' '}
      {isConnected
        ? <button type="button" data-testid={t('disconnect')} onClick={() => void disconnect({ namespace })}>Disconnect {namespace}</button>
        : <button type="button" data-testid={t('connect')} onClick={() => void open({ view: 'Connect', namespace })}>Connect {namespace}</button>}
    </li>
  );
}

function Account() {
  const { address, caipAddress, isConnected, status } = useAppKitAccount();
  const { caipNetworkId, chainId, switchNetwork } = useAppKitNetwork();
  const { disconnect } = useDisconnect();
  return (
    <section>
      <h2>AppKit</h2>
      <appkit-button data-testid="appkit-connect" />{' '}
      <appkit-network-button data-testid="appkit-network-button" />
      <p>
        active: status <span data-testid="appkit-status">{status ?? 'disconnected'}</span>, connected <span data-testid="appkit-connected">{String(isConnected)}</span>,
        address <span data-testid="appkit-address">{address ?? '—'}</span>, caip <span data-testid="appkit-caip-address">{caipAddress ?? '—'}</span>
      </p>
      <p>network <span data-testid="appkit-network">{caipNetworkId ?? '—'}</span>, chain id <span data-testid="appkit-chain">{String(chainId ?? '—')}</span></p>
      <ul>{NAMESPACES.map((ns) => <NamespaceAccount key={ns} namespace={ns} />)}</ul>
      {networks.map((n) => (
        <button key={n.id} type="button" data-testid={`appkit-switch-${n.id}`} disabled={n.caipNetworkId === caipNetworkId} onClick={() => void switchNetwork(n)}>Switch to {n.name}</button>
      ))}{' '}
      {isConnected ? <button type="button" data-testid="appkit-disconnect" onClick={() => void disconnect()}>Disconnect</button> : null}
    </section>
  );
}

export function App() {
  return (
    <main>
      <h1>AppKit multichain</h1>
      <Account />
      <Transact />
      <SolanaPanel id="sol" />
      <BitcoinPanel recipient={BITCOIN_RECIPIENT} />
    </main>
  );
}

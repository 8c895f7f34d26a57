/**
 * The page: AppKit's hooks for the account, the network, the modal and the disconnect; AppKit's
 * buttons; wagmi's hooks to sign and send (as an AppKit + wagmi app does).
 */
import { parseEther, type Address } from 'viem';
import { useConnection, useSendTransaction, useSignMessage, useWaitForTransactionReceipt } from 'wagmi';
import { useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@reown/appkit/react';
import { networks } from './networks';

const RECIPIENT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as Address;
const MESSAGE = 'Hello from the AppKit wagmi host';

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

export function Transact() {
  const { status, chainId } = useConnection();
  const { signMessage, data: signature, error: signError } = useSignMessage();
  const { sendTransaction, data: hash, error: sendError } = useSendTransaction();
  const receipt = useWaitForTransactionReceipt({ hash });
  const error = signError ?? sendError;
  return (
    <section>
      <h2>wagmi</h2>
      <p>status <span data-testid="lib-status">{status}</span>, chain <span data-testid="lib-chain">{String(chainId ?? '—')}</span></p>
      {status === 'connected' ? (
        <p>
          <button type="button" data-testid="lib-sign" onClick={() => signMessage({ message: MESSAGE })}>Sign message</button>{' '}
          <code data-testid="lib-signature">{signature ?? ''}</code>{' '}
          <button type="button" data-testid="lib-send" onClick={() => sendTransaction({ to: RECIPIENT, value: parseEther('0.01') })}>Send 0.01 ETH</button>{' '}
          <code data-testid="lib-tx-hash">{hash ?? ''}</code>{' '}
          <span data-testid="lib-tx-status">{hash ? (receipt.data?.status ?? 'pending') : ''}</span>
        </p>
      ) : null}
      {error ? <p data-testid="lib-error">{error.message}</p> : null}
    </section>
  );
}

export function App() {
  return (
    <main>
      <h1>AppKit + wagmi</h1>
      <Account />
      <Transact />
    </main>
  );
}

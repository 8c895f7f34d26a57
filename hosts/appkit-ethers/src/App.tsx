/**
 * The page: AppKit's hooks for the account, the network, the modal and the disconnect; AppKit's
 * buttons; ethers over `useAppKitProvider('eip155')` to sign and send (as an AppKit + ethers app does).
 */
import { useState } from 'react';
import { BrowserProvider, parseEther, type Eip1193Provider } from 'ethers';
import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect } from '@reown/appkit/react';
import { networks } from './networks';

const RECIPIENT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const MESSAGE = 'Hello from the AppKit ethers host';

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

function Transact() {
  const { isConnected } = useAppKitAccount();
  const { chainId } = useAppKitNetwork();
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155');
  const [signature, setSignature] = useState('');
  const [hash, setHash] = useState('');
  const [txStatus, setTxStatus] = useState('');
  const [error, setError] = useState('');
  // AppKit's docs: a BrowserProvider over the wallet's provider, on the active chain.
  const signer = () => new BrowserProvider(walletProvider, Number(chainId)).getSigner();
  const run = (fn: () => Promise<void>) => () => { setError(''); fn().catch((e: Error) => setError(e.message)); };
  if (!isConnected || !walletProvider) return <section><h2>ethers</h2><p data-testid="lib-status">disconnected</p></section>;
  return (
    <section>
      <h2>ethers</h2>
      <p data-testid="lib-status">connected</p>
      <p>
        <button type="button" data-testid="lib-sign" onClick={run(async () => setSignature(await (await signer()).signMessage(MESSAGE)))}>Sign message</button>{' '}
        <code data-testid="lib-signature">{signature}</code>{' '}
        <button type="button" data-testid="lib-send" onClick={run(async () => {
          const tx = await (await signer()).sendTransaction({ to: RECIPIENT, value: parseEther('0.01') });
          setHash(tx.hash);
          setTxStatus('pending');
          const receipt = await tx.wait();
          setTxStatus(receipt?.status === 1 ? 'success' : 'reverted');
        })}>Send 0.01 ETH</button>{' '}
        <code data-testid="lib-tx-hash">{hash}</code>{' '}
        <span data-testid="lib-tx-status">{txStatus}</span>
      </p>
      {error ? <p data-testid="lib-error">{error}</p> : null}
    </section>
  );
}

export function App() {
  return (
    <main>
      <h1>AppKit + ethers</h1>
      <Account />
      <Transact />
    </main>
  );
}

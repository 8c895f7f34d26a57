/** The dapp page: wagmi's hooks for everything chain-related; the widget's button and state readout. */
import { useState } from 'react';
import { formatEther, parseEther, type Address } from 'viem';
import {
  useBalance, useChainId, useChains, useConnection, useDisconnect, useSendTransaction, useSignMessage, useSwitchChain,
  useVerifyMessage, useWaitForTransactionReceipt,
} from 'wagmi';
import { GangwayConnectButton, useGangwayAccount, useGangwayNetwork } from '@gangway/kernel/react';

const DEFAULT_TO = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as Address;

function Widget() {
  const account = useGangwayAccount('eip155');
  const network = useGangwayNetwork('eip155');
  return (
    <section>
      <h2>Widget</h2>
      <GangwayConnectButton />
      <p>status <span data-testid="widget-status">{account.status}</span>, address <span data-testid="widget-address">{account.address ?? '—'}</span>, network <span data-testid="widget-network">{network.caipNetworkId ?? '—'}</span></p>
    </section>
  );
}

function Sign({ address }: { address: Address }) {
  const message = 'Hello from the wagmi host';
  const { signMessage, data: signature, error } = useSignMessage();
  const { data: valid } = useVerifyMessage({ address, message, signature, query: { enabled: !!signature } });
  return (
    <p>
      <button type="button" data-testid="lib-sign" onClick={() => signMessage({ message })}>Sign message</button>{' '}
      <code data-testid="lib-signature">{signature ?? ''}</code>{' '}
      <span data-testid="lib-signature-valid">{signature ? String(valid ?? '') : ''}</span>
      {error ? <span data-testid="lib-error">{error.message}</span> : null}
    </p>
  );
}

function Send() {
  const [to, setTo] = useState<string>(DEFAULT_TO);
  const [amount, setAmount] = useState('0.01');
  const { sendTransaction, data: hash, error } = useSendTransaction();
  const receipt = useWaitForTransactionReceipt({ hash });
  return (
    <p>
      <input aria-label="Recipient" data-testid="lib-to" value={to} onChange={(e) => setTo(e.target.value)} size={44} />{' '}
      <input aria-label="Amount (ETH)" data-testid="lib-amount" value={amount} onChange={(e) => setAmount(e.target.value)} size={6} />{' '}
      <button type="button" data-testid="lib-send" onClick={() => sendTransaction({ to: to as Address, value: parseEther(amount) })}>Send</button>{' '}
      <code data-testid="lib-tx-hash">{hash ?? ''}</code>{' '}
      <span data-testid="lib-tx-status">{hash ? (receipt.data?.status ?? 'pending') : ''}</span>
      {error ? <span data-testid="lib-error">{error.message}</span> : null}
    </p>
  );
}

function Wallet() {
  const { address, status, chainId: connectionChain } = useConnection();
  const chainId = useChainId();
  const chains = useChains();
  const balance = useBalance({ address, query: { enabled: !!address } });
  const { switchChain } = useSwitchChain();
  const { disconnect } = useDisconnect();
  return (
    <section>
      <h2>wagmi</h2>
      <p>status <span data-testid="lib-status">{status}</span>, address <span data-testid="lib-address">{address ?? '—'}</span>, chain <span data-testid="lib-chain">{connectionChain ?? chainId}</span></p>
      <p>balance <span data-testid="lib-balance">{balance.data ? `${formatEther(balance.data.value)} ${balance.data.symbol}` : '—'}</span></p>
      {chains.map((c) => (
        <button key={c.id} type="button" data-testid={`lib-switch-${c.id}`} disabled={c.id === chainId} onClick={() => switchChain({ chainId: c.id })}>Switch to {c.name}</button>
      ))}
      {address ? (
        <>
          <Sign address={address} />
          <Send />
          <button type="button" data-testid="lib-disconnect" onClick={() => disconnect()}>Disconnect (wagmi)</button>
        </>
      ) : null}
    </section>
  );
}

export function App() {
  return (
    <main>
      <h1>Gangway + wagmi</h1>
      <Widget />
      <Wallet />
    </main>
  );
}

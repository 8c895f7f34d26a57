/**
 * The Bitcoin part of an AppKit app: the wallet's provider from `useAppKitProvider('bip122')`, typed
 * with AppKit's `BitcoinConnector`: list the account's addresses, sign a message (the signature is a
 * string, as AppKit's), send satoshis (the answer is the txid).
 */
import { useState } from 'react';
import { useAppKitAccount, useAppKitProvider } from '@reown/appkit/react';
import type { BitcoinConnector } from '@reown/appkit-adapter-bitcoin';

export const BITCOIN_MESSAGE = 'Hello from the AppKit multichain host';

export function BitcoinPanel({ recipient }: { recipient: string }) {
  const { address, isConnected } = useAppKitAccount({ namespace: 'bip122' });
  const { walletProvider } = useAppKitProvider<BitcoinConnector>('bip122');
  const [addresses, setAddresses] = useState('');
  const [signature, setSignature] = useState('');
  const [txid, setTxid] = useState('');
  const [error, setError] = useState('');
  const run = (fn: () => Promise<void>) => () => { setError(''); fn().catch((e: Error) => setError(e.message)); };
  if (!isConnected || !address || !walletProvider) return <section><h2>Bitcoin</h2><p data-testid="btc-status">disconnected</p></section>;
  return (
    <section>
      <h2>Bitcoin</h2>
      <p data-testid="btc-status">connected</p>
      <button type="button" data-testid="btc-addresses" onClick={run(async () => setAddresses((await walletProvider.getAccountAddresses()).map((a) => `${a.purpose}:${a.address}`).join(' ')))}>Addresses</button>{' '}
      <button type="button" data-testid="btc-sign" onClick={run(async () => setSignature(await walletProvider.signMessage({ message: BITCOIN_MESSAGE, address })))}>Sign</button>{' '}
      <button type="button" data-testid="btc-send" onClick={run(async () => setTxid(await walletProvider.sendTransfer({ amount: '25000', recipient })))}>Send 25,000 sats</button>
      <p>addresses <span data-testid="btc-address-list">{addresses}</span></p>
      <p>signature <span data-testid="btc-signature">{signature}</span></p>
      <p>txid <span data-testid="btc-txid">{txid}</span></p>
      {error ? <p role="alert" data-testid="btc-error">{error}</p> : null}
    </section>
  );
}

/**
 * The Solana part of an AppKit app: the wallet's provider from `useAppKitProvider('solana')` and a
 * web3.js Connection on the active cluster from `useAppKitConnection` (AppKit's Solana React entry).
 * Reads the balance, signs a message (checked with ed25519), sends lamports (confirmed on the cluster).
 * The multichain host shows the same panel; `id` prefixes its test ids.
 */
import { useCallback, useEffect, useState } from 'react';
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { useAppKitAccount, useAppKitProvider } from '@reown/appkit/react';
import { useAppKitConnection, type Provider } from '@reown/appkit-adapter-solana/react';

export const SOLANA_MESSAGE = 'Hello from the AppKit Solana host';
/** Some other account (any valid key; the visitor may type another). */
const RECIPIENT = 'J2xccRtuG43drESLYznHhLhQkLTdfepcKYbiQ9BsJVaf';
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

export function SolanaPanel({ id = 'lib' }: { id?: string }) {
  const { address, isConnected } = useAppKitAccount({ namespace: 'solana' });
  const { walletProvider } = useAppKitProvider<Provider>('solana');
  const { connection } = useAppKitConnection();
  const [balance, setBalance] = useState('—');
  const [signature, setSignature] = useState('');
  const [valid, setValid] = useState('');
  const [tx, setTx] = useState({ hash: '', status: '' });
  const [to, setTo] = useState(RECIPIENT);
  const [error, setError] = useState('');
  const run = (fn: () => Promise<void>) => () => { setError(''); fn().catch((e: Error) => setError(e.message)); };

  /** The balance on the Connection's cluster; `live()` says whether that cluster is still the page's. */
  const readBalance = useCallback(async (live: () => boolean = () => true) => {
    if (!connection || !address) { setBalance('—'); return; }
    const lamports = await connection.getBalance(new PublicKey(address));
    if (live()) setBalance(`${lamports / LAMPORTS_PER_SOL} SOL`);
  }, [connection, address]);
  // Re-read on every switch (a new Connection); a late answer of the previous cluster is dropped.
  useEffect(() => {
    let live = true;
    readBalance(() => live).catch((e: Error) => setError(e.message));
    return () => { live = false; };
  }, [readBalance]);

  async function sign() {
    const bytes = new TextEncoder().encode(SOLANA_MESSAGE);
    const sig = await walletProvider.signMessage(bytes);
    setSignature(hex(sig));
    setValid(String(ed25519.verify(sig, bytes, new PublicKey(address!).toBytes())));
  }

  async function send() {
    if (!connection || !address) return;
    const from = new PublicKey(address);
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: from, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(to), lamports: LAMPORTS_PER_SOL / 100 }));
    // AppKit's docs: the wallet signs, the app's Connection sends.
    const hash = await walletProvider.sendTransaction(transfer, connection);
    setTx({ hash, status: 'pending' });
    // Poll the status (web3.js's confirmTransaction needs the RPC's websocket).
    for (;;) {
      const { value: [status] } = await connection.getSignatureStatuses([hash]);
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') { setTx({ hash, status: status.err ? 'failed' : 'success' }); break; }
      await new Promise((r) => setTimeout(r, 250));
    }
    await readBalance();
  }

  const t = (name: string) => `${id}-${name}`;
  return (
    <section>
      <h2>Solana (web3.js)</h2>
      <p>status <span data-testid={t('status')}>{isConnected && walletProvider ? 'connected' : 'disconnected'}</span>, RPC <span data-testid={t('rpc')}>{connection?.rpcEndpoint ?? '—'}</span>, balance <span data-testid={t('balance')}>{balance}</span></p>
      {isConnected && walletProvider ? (
        <>
          <p><button type="button" data-testid={t('sign')} onClick={run(sign)}>Sign message</button> <code data-testid={t('signature')}>{signature}</code> <span data-testid={t('signature-valid')}>{valid}</span></p>
          <p>
            <input aria-label="Recipient" data-testid={t('to')} value={to} onChange={(e) => setTo(e.target.value)} size={46} />
            <button type="button" data-testid={t('send')} onClick={run(send)}>Send 0.01 SOL</button> <code data-testid={t('tx-hash')}>{tx.hash}</code> <span data-testid={t('tx-status')}>{tx.status}</span>
          </p>
        </>
      ) : null}
      {error ? <p data-testid={t('error')}>{error}</p> : null}
    </section>
  );
}

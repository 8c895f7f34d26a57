/** The dapp: the widget's state beside what web3.js sees through the adapter's hooks. */
import { useCallback, useEffect, useState } from 'react';
import { LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { GangwayConnectButton, GangwayNetworkButton, useGangwayAccount, useGangwayNetwork } from '@gangway/kernel/react';
import { useSolanaConnection, useSolanaNetwork, useSolanaProvider } from '@gangway/adapter-solana/react';

const MESSAGE = 'Hello from the Solana host';
/** Some other account (any valid key; the visitor may type another). */
const RECIPIENT = 'J2xccRtuG43drESLYznHhLhQkLTdfepcKYbiQ9BsJVaf';
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

export function App() {
  const widget = useGangwayAccount('solana');
  const widgetNetwork = useGangwayNetwork('solana');
  const { connection } = useSolanaConnection();
  const { provider, publicKey } = useSolanaProvider();
  const { network, networks, switchNetwork } = useSolanaNetwork();
  const [balance, setBalance] = useState('—');
  const [signature, setSignature] = useState('');
  const [valid, setValid] = useState('');
  const [tx, setTx] = useState({ hash: '', status: '' });
  const [error, setError] = useState('');
  const [to, setTo] = useState(RECIPIENT);
  const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));

  /** The balance on the Connection's cluster; `live()` says whether that cluster is still the page's. */
  const readBalance = useCallback(async (live: () => boolean = () => true) => {
    if (!connection || !publicKey) { setBalance('—'); return; }
    const lamports = await connection.getBalance(publicKey);
    if (live()) setBalance(`${lamports / LAMPORTS_PER_SOL} SOL`);
  }, [connection, publicKey]);
  // Re-read on every cluster switch (a new Connection); a late answer of the previous cluster is dropped.
  useEffect(() => {
    let live = true;
    readBalance(() => live).catch(fail);
    return () => { live = false; };
  }, [readBalance]);

  async function sign() {
    const bytes = new TextEncoder().encode(MESSAGE);
    const sig = await provider.signMessage(bytes);
    setSignature(hex(sig));
    setValid(String(ed25519.verify(sig, bytes, provider.publicKey!.toBytes())));
  }

  async function send() {
    if (!connection || !publicKey) return;
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: publicKey, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: publicKey, toPubkey: new PublicKey(to), lamports: LAMPORTS_PER_SOL / 100 }));
    const { signature: hash } = await provider.signAndSendTransaction(transfer);
    setTx({ hash, status: 'pending' });
    // Poll the status (web3.js's confirmTransaction needs the RPC's websocket).
    for (;;) {
      const { value: [status] } = await connection.getSignatureStatuses([hash]);
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') { setTx({ hash, status: status.err ? 'failed' : 'success' }); break; }
      await new Promise((r) => setTimeout(r, 250));
    }
    await readBalance();
  }

  return (
    <>
      <h1>Gangway + @solana/web3.js</h1>
      <section>
        <h2>Widget</h2>
        <GangwayConnectButton /> <GangwayNetworkButton />
        <p>status <span data-testid="widget-status">{widget.status}</span>, address <span data-testid="widget-address">{widget.address ?? '—'}</span>, network <span data-testid="widget-network">{widgetNetwork.caipNetwork?.name ?? '—'}</span></p>
      </section>
      <section>
        <h2>web3.js</h2>
        <p>publicKey <span data-testid="lib-address">{publicKey?.toBase58() ?? '—'}</span>, status <span data-testid="lib-status">{publicKey ? 'connected' : 'disconnected'}</span>, RPC <span data-testid="lib-rpc">{connection?.rpcEndpoint ?? '—'}</span></p>
        <p>
          <label>Cluster <select data-testid="lib-network-select" value={network?.caipNetworkId ?? ''} onChange={(e) => void switchNetwork(e.target.value).catch(fail)}>
            {networks.map((n) => <option key={n.caipNetworkId} value={n.caipNetworkId}>{n.name}</option>)}
          </select></label>
        </p>
        <p>balance <span data-testid="lib-balance">{balance}</span></p>
        <p><button type="button" data-testid="lib-sign" onClick={() => void sign().catch(fail)}>Sign message</button> <code data-testid="lib-signature">{signature}</code> <span data-testid="lib-signature-valid">{valid}</span></p>
        <p>
          <input aria-label="Recipient" data-testid="lib-to" value={to} onChange={(e) => setTo(e.target.value)} size={46} />
          <button type="button" data-testid="lib-send" onClick={() => void send().catch(fail)}>Send 0.01 SOL</button> <code data-testid="lib-tx-hash">{tx.hash}</code> <span data-testid="lib-tx-status">{tx.status}</span>
        </p>
        <p><button type="button" data-testid="lib-disconnect" onClick={() => void provider.disconnect().catch(fail)}>Disconnect (provider)</button> <span data-testid="lib-error">{error}</span></p>
      </section>
    </>
  );
}

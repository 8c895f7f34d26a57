/**
 * The connected Solana wallet as web3.js code expects it (the shape of a wallet adapter): `publicKey`,
 * `signMessage`, `signTransaction`, `signAndSendTransaction`, `sendTransaction`, `connect`, `disconnect`.
 * Every call goes to whichever wallet the visitor connected in the widget (Wallet Standard, embedded,
 * WalletConnect) through the kernel's request hook, with the RPC-style methods every Solana connector
 * answers (solana_signMessage, solana_signTransaction, solana_signAndSendTransaction).
 */
import { PublicKey, Transaction, VersionedTransaction, type Connection, type SendOptions } from '@solana/web3.js';
import { base58, base64 } from '@scure/base';
import type { KernelState, PluginApi } from '@gangway/kernel';
import type { AdapterBridge } from '@gangway/lib-adapter';

export type AnyTransaction = Transaction | VersionedTransaction;
type Listener = (publicKey: PublicKey | null) => void;

export interface SolanaProvider {
  /** The connected account's key, or null. */
  readonly publicKey: PublicKey | null;
  readonly connected: boolean;
  /** Resolves with the account once connected (opens the widget, filtered to solana, when nobody is). */
  connect(): Promise<PublicKey>;
  /** Disconnects the widget's solana namespace. */
  disconnect(): Promise<void>;
  /** The wallet's ed25519 signature of the bytes (64 bytes). */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>;
  /** The wallet signs and sends; resolves with the signature (base58). */
  signAndSendTransaction(transaction: AnyTransaction): Promise<{ signature: string }>;
  /** The wallet signs; the host's connection sends (web3.js `sendTransaction` semantics). */
  sendTransaction(transaction: AnyTransaction, connection: Connection, options?: SendOptions): Promise<string>;
  /** 'accountChanged' follows the widget (null on disconnect). */
  on(event: 'accountChanged', listener: Listener): () => void;
}

const connectedKey = (s: KernelState) => {
  const account = s.chains.solana?.account;
  return account?.status === 'connected' && account.address ? account.address : undefined;
};

class NotConnected extends Error {
  readonly code = 4100;
  constructor() { super('No Solana wallet is connected'); this.name = 'WalletNotConnectedError'; }
}

const serialize = (tx: AnyTransaction) => (tx instanceof VersionedTransaction ? tx.serialize() : tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
const revive = <T extends AnyTransaction>(like: T, bytes: Uint8Array): T => (like instanceof VersionedTransaction ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)) as T;

export function createSolanaProvider(bridge: AdapterBridge): SolanaProvider {
  const listeners = new Set<Listener>();
  let key: string | undefined;
  bridge.whenBound((api) => {
    const follow = (s: KernelState) => {
      const next = connectedKey(s);
      if (next === key) return;
      key = next;
      for (const l of [...listeners]) l(next ? new PublicKey(next) : null);
    };
    follow(api.state.getState());
    return api.state.subscribe(follow);
  });

  async function connected(): Promise<{ api: PluginApi; address: string }> {
    const api = await bridge.api();
    const address = connectedKey(api.state.getState());
    if (!address) throw new NotConnected();
    return { api, address };
  }

  const provider: SolanaProvider = {
    get publicKey() {
      const api = bridge.current();
      const address = api && connectedKey(api.state.getState());
      return address ? new PublicKey(address) : null;
    },
    get connected() { return !!provider.publicKey; },
    async connect() {
      const api = await bridge.api();
      const now = connectedKey(api.state.getState());
      if (now) return new PublicKey(now);
      if ((await api.ui.open({ namespace: 'solana' })) === false) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      return new Promise<PublicKey>((resolve, reject) => {
        const off = api.state.subscribe((s) => {
          const address = connectedKey(s);
          if (address) { off(); resolve(new PublicKey(address)); } else if (!s.modal.open) { off(); reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })); }
        });
      });
    },
    async disconnect() {
      const api = await bridge.api();
      if (connectedKey(api.state.getState())) await api.session.disconnect('solana');
    },
    async signMessage(message) {
      const { api, address } = await connected();
      const { signature } = await api.wallet.request<{ signature: string }>('solana', 'solana_signMessage', { message: base58.encode(message), pubkey: address });
      return base58.decode(signature);
    },
    async signTransaction(transaction) {
      const { api } = await connected();
      const { transaction: signed } = await api.wallet.request<{ transaction: string }>('solana', 'solana_signTransaction', { transaction: base64.encode(serialize(transaction)) });
      return revive(transaction, base64.decode(signed));
    },
    async signAndSendTransaction(transaction) {
      const { api } = await connected();
      return api.wallet.request<{ signature: string }>('solana', 'solana_signAndSendTransaction', { transaction: base64.encode(serialize(transaction)) });
    },
    async sendTransaction(transaction, connection, options) {
      const signed = await provider.signTransaction(transaction);
      return connection.sendRawTransaction(signed.serialize(), options);
    },
    on(event, listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
  return provider;
}

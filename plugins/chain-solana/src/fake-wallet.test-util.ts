/**
 * A Wallet Standard Solana wallet for unit tests, registered through the real protocol
 * ('wallet-standard:register-wallet'), with a real ed25519 key so signatures verify.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import type { Wallet } from '@wallet-standard/base';
import { base58Encode } from './base58';

export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const;

export class FakeSolanaWallet {
  readonly version = '1.0.0' as const;
  readonly icon = ICON;
  readonly chains = ['solana:devnet'] as const;
  accounts: { address: string; publicKey: Uint8Array; chains: readonly string[]; features: readonly string[] }[] = [];
  readonly seed: Uint8Array;
  readonly publicKey: Uint8Array;
  /** Answers the next connect with this address instead of the real one (a malformed answer). */
  badAddress?: string;
  /** Answers signMessage with a signature of another key. */
  wrongSignature = false;
  /** Whether the site is still granted: a silent connect of a wallet that no longer grants it gives no account. */
  grants = true;
  calls: { method: string; input?: unknown }[] = [];
  sent: Uint8Array[] = [];
  private listeners = new Set<(p: { accounts: unknown[] }) => void>();

  constructor(readonly name = 'Fake Solana', seedByte = 7) {
    this.seed = new Uint8Array(32).fill(seedByte);
    this.publicKey = ed25519.getPublicKey(this.seed);
  }
  get address() { return base58Encode(this.publicKey); }

  readonly features = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        this.calls.push({ method: 'connect', input });
        if (input?.silent && !this.grants) return { accounts: [] };
        this.accounts = [{ address: this.badAddress ?? this.address, publicKey: this.publicKey, chains: this.chains, features: [] }];
        return { accounts: this.accounts };
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: async () => { this.calls.push({ method: 'disconnect' }); this.accounts = []; } },
    'standard:events': { version: '1.0.0', on: (_e: string, l: (p: { accounts: unknown[] }) => void) => { this.listeners.add(l); return () => this.listeners.delete(l); } },
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs: { account: unknown; message: Uint8Array }[]) => inputs.map((i) => {
        this.calls.push({ method: 'signMessage', input: i });
        const seed = this.wrongSignature ? new Uint8Array(32).fill(99) : this.seed;
        return { signedMessage: i.message, signature: ed25519.sign(i.message, seed) };
      }),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      signAndSendTransaction: async (...inputs: { transaction: Uint8Array; chain: string }[]) => inputs.map((i) => {
        this.calls.push({ method: 'signAndSendTransaction', input: i });
        this.sent.push(i.transaction);
        return { signature: new Uint8Array(64).fill(1) };
      }),
    },
  };

  /** The wallet switches account (standard:events 'change'). */
  emitAccounts(accounts: unknown[]) { for (const l of this.listeners) l({ accounts }); }
}

/**
 * Registers a wallet the way a browser extension does (the Wallet Standard handshake): announce now,
 * and again when an app says it is ready (an app that starts later). Returns the unregister function.
 */
export function registerWallet(wallet: FakeSolanaWallet | Record<string, unknown>): () => void {
  let unregister = () => {};
  const callback = (api: { register(w: Wallet): () => void }) => { unregister = api.register(wallet as unknown as Wallet); };
  const onReady = (e: Event) => callback((e as CustomEvent).detail);
  window.addEventListener('wallet-standard:app-ready', onReady);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  return () => { window.removeEventListener('wallet-standard:app-ready', onReady); unregister(); };
}

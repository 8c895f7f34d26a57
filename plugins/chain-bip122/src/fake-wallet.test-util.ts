/**
 * A Wallet Standard Bitcoin wallet for unit tests, registered through the real protocol
 * ('wallet-standard:register-wallet'), with a real secp256k1 key (regtest) so BIP-322 signatures and
 * PSBT signatures verify: a payment (p2wpkh) and an ordinals (p2tr) account.
 */
import * as bitcoin from 'bitcoinjs-lib';
import * as ecc from '@bitcoinerlab/secp256k1';
import { ECPairFactory } from 'ecpair';
import type { Wallet } from '@wallet-standard/base';
import { signSimple } from './bip322';

bitcoin.initEccLib(ecc);
const ECPair = ECPairFactory(ecc);
const network = bitcoin.networks.regtest;

export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const;

interface Account { address: string; publicKey: Uint8Array; chains: readonly string[]; features: readonly string[] }

export class FakeBitcoinWallet {
  readonly version = '1.0.0' as const;
  readonly icon = ICON;
  readonly chains = ['bitcoin:regtest'] as const;
  accounts: Account[] = [];
  readonly key: ReturnType<typeof ECPair.fromPrivateKey>;
  readonly payment: string;
  readonly ordinals: string;
  /** Answers the next connect with this payment address instead of the real one (a malformed answer). */
  badAddress?: string;
  /** Signs another message than the one asked (a signature that does not verify). */
  wrongSignature = false;
  /** Adds an output to the PSBT before signing (a wallet that changes the transaction). */
  tamperPsbt = false;
  grants = true;
  /** Also holds testnet accounts (tb1… of the same key, chains ['bitcoin:testnet']): a multi-network wallet. */
  testnet = false;
  calls: { method: string; input?: unknown }[] = [];
  private listeners = new Set<(p: { accounts: unknown[] }) => void>();

  constructor(readonly name = 'Fake Bitcoin', keyByte = 7) {
    this.key = ECPair.fromPrivateKey(new Uint8Array(32).fill(keyByte), { network });
    this.payment = bitcoin.payments.p2wpkh({ pubkey: this.key.publicKey, network }).address!;
    this.ordinals = bitcoin.payments.p2tr({ internalPubkey: this.key.publicKey.subarray(1, 33), network }).address!;
  }

  accountList(): Account[] {
    const regtest = [
      { address: this.badAddress ?? this.payment, publicKey: this.key.publicKey, chains: this.chains, features: [] },
      { address: this.ordinals, publicKey: this.key.publicKey.subarray(1, 33), chains: this.chains, features: [] },
    ];
    if (!this.testnet) return regtest;
    const tn = bitcoin.networks.testnet;
    return [
      ...regtest,
      { address: bitcoin.payments.p2wpkh({ pubkey: this.key.publicKey, network: tn }).address!, publicKey: this.key.publicKey, chains: ['bitcoin:testnet'], features: [] },
      { address: bitcoin.payments.p2tr({ internalPubkey: this.key.publicKey.subarray(1, 33), network: tn }).address!, publicKey: this.key.publicKey.subarray(1, 33), chains: ['bitcoin:testnet'], features: [] },
    ];
  }

  /** Which network an address of this wallet is on (its bech32 prefix). */
  private netOf(address: string) { return address.startsWith('tb1') ? bitcoin.networks.testnet : network; }
  /** The taproot (ordinals) addresses of this key, on every network. */
  private isOrdinals(address: string) { return address === this.ordinals || /^tb1p/.test(address); }

  readonly features = {
    'bitcoin:connect': {
      version: '1.0.0',
      connect: async (input?: { purposes?: string[] }) => {
        this.calls.push({ method: 'bitcoin:connect', input });
        this.accounts = this.accountList();
        return { accounts: this.accounts };
      },
    },
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        this.calls.push({ method: 'standard:connect', input });
        if (input?.silent && !this.grants) return { accounts: [] };
        this.accounts = this.accountList();
        return { accounts: this.accounts };
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: async () => { this.calls.push({ method: 'disconnect' }); this.accounts = []; } },
    'standard:events': { version: '1.0.0', on: (_e: string, l: (p: { accounts: unknown[] }) => void) => { this.listeners.add(l); return () => this.listeners.delete(l); } },
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs: { account: Account; message: Uint8Array }[]) => inputs.map((i) => {
        this.calls.push({ method: 'signMessage', input: i });
        const message = this.wrongSignature ? new TextEncoder().encode('other') : i.message;
        const script = bitcoin.address.toOutputScript(i.account.address, this.netOf(i.account.address));
        const sig = this.isOrdinals(i.account.address)
          ? signSimple(message, script, { publicKey: this.key.publicKey.subarray(1, 33), signSchnorr: (h) => this.tweaked().signSchnorr(h) })
          : signSimple(message, script, { publicKey: this.key.publicKey, sign: (h) => this.key.sign(h) });
        return { signedMessage: i.message, signature: Uint8Array.from(atob(sig), (c) => c.charCodeAt(0)) };
      }),
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      signTransaction: async (...inputs: { psbt: Uint8Array; inputsToSign: { account: Account; signingIndexes: number[] }[]; chain?: string }[]) => inputs.map((i) => {
        this.calls.push({ method: 'signTransaction', input: i });
        const psbt = bitcoin.Psbt.fromBuffer(i.psbt, { network });
        if (this.tamperPsbt) psbt.addOutput({ address: this.payment, value: 1000n });
        for (const s of i.inputsToSign) for (const index of s.signingIndexes) psbt.signInput(index, this.isOrdinals(s.account.address) ? this.tweaked() : this.key);
        return { signedPsbt: psbt.toBuffer() };
      }),
    },
  };

  tweaked() {
    const xonly = this.key.publicKey.subarray(1, 33);
    return this.key.tweak(bitcoin.crypto.taggedHash('TapTweak', xonly));
  }

  /** The wallet switches account (standard:events 'change'). */
  emitAccounts(accounts: unknown[]) { for (const l of this.listeners) l({ accounts }); }
}

/** Registers a wallet the way a browser extension does (the Wallet Standard handshake). Returns the unregister function. */
export function registerWallet(wallet: FakeBitcoinWallet | Record<string, unknown>): () => void {
  let unregister = () => {};
  const callback = (api: { register(w: Wallet): () => void }) => { unregister = api.register(wallet as unknown as Wallet); };
  const onReady = (e: Event) => callback((e as CustomEvent).detail);
  window.addEventListener('wallet-standard:app-ready', onReady);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  return () => { window.removeEventListener('wallet-standard:app-ready', onReady); unregister(); };
}

/** An Esplora stand-in for fetch: the wallet's UTXOs, fee estimates, and the broadcasts it received. */
export function fakeEsplora(utxos: Record<string, unknown>, opts: { fees?: unknown; broadcast?: (hex: string) => Response } = {}) {
  const broadcasts: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const m = /\/address\/([^/]+)\/utxo$/.exec(url.pathname);
    if (m) {
      const body = utxos[decodeURIComponent(m[1])] ?? [];
      return body instanceof Response ? body : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }
    if (url.pathname.endsWith('/fee-estimates')) return new Response(JSON.stringify(opts.fees ?? { 1: 20, 6: 5, 144: 1 }));
    if (url.pathname.endsWith('/tx') && init?.method === 'POST') {
      const hex = String(init.body);
      broadcasts.push(hex);
      return opts.broadcast?.(hex) ?? new Response(bitcoin.Transaction.fromHex(hex).getId());
    }
    return new Response('not found', { status: 404 });
  };
  return { fetch: fetchImpl as typeof fetch, broadcasts };
}

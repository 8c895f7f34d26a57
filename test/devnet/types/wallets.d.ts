// Types for src/wallets/index.mjs.
import type { Page } from '@playwright/test';

export interface PendingRequest { id: number; method: string; params: unknown; approve(): Promise<unknown>; reject(code?: number, message?: string): void }
export interface WalletInfo { uuid: string; name: string; rdns: string; icon: string }
export declare const TEST_WALLET_INFO: Readonly<WalletInfo>;
export interface InjectedWalletOptions {
  urls: { evm: string; evm2?: string };
  contracts?: { tokens: Record<string, `0x${string}`> };
  account?: { privateKey: `0x${string}` };
  chainId?: number;
  autoApprove?: boolean;
  info?: Partial<WalletInfo>;
  windowEthereum?: boolean;
  binding?: string;
  /** EIP-5792 wallet_sendCalls with the atomic capability (default true); false: a wallet without batches (4200 at once). */
  batches?: boolean;
}
export interface InjectedWallet {
  readonly address: `0x${string}`;
  readonly chainId: number;
  readonly connected: boolean;
  autoApprove: boolean;
  pending(): PendingRequest[];
  log(): { method: string; params: unknown; outcome: 'approved' | 'rejected' | 'error' | 'answered'; result?: unknown }[];
  nextRequest(method?: string, timeoutMs?: number): Promise<PendingRequest>;
  approveNext(method?: string): Promise<unknown>;
  rejectNext(method?: string, code?: number): Promise<void>;
  switchChain(chainId: number): Promise<void>;
  setAccount(account: { privateKey: `0x${string}` }): Promise<void>;
  disconnect(): Promise<void>;
  emit(event: string, data: unknown): Promise<void>;
}
export declare function installInjectedWallet(page: Page, opts: InjectedWalletOptions): Promise<InjectedWallet>;
export declare function injectedProviderScript(opts?: { binding?: string; info?: Partial<WalletInfo>; windowEthereum?: boolean }): string;

export interface WcRequest { id: number; topic: string; params: { chainId: string; request: { method: string; params: any } } }
export interface WcWallet {
  readonly address: `0x${string}`;
  autoApprove: boolean;
  /** Methods that wait in nextRequest() even while autoApprove is on (a wallet's prompts). */
  prompt: string[];
  /** Requests settled so far, in order (chainId is the request's CAIP-2 chain). */
  log(): { method: string; chainId: string; outcome: 'approved' | 'rejected' | 'error'; code?: number }[];
  client: unknown;
  pair(uri: string): Promise<unknown>;
  nextProposal(timeoutMs?: number): Promise<any>;
  nextRequest(timeoutMs?: number): Promise<WcRequest>;
  /** Approves with an account on every proposed chain of each served namespace; `accounts` replaces a namespace's accounts as given (malformed too). */
  approveSession(proposal: any, opts?: { chainIds?: number[]; accounts?: Record<string, string[]> }): Promise<any>;
  rejectSession(proposal: any): Promise<void>;
  approveRequest(req: WcRequest): Promise<unknown>;
  rejectRequest(req: WcRequest, error?: { code?: number; message?: string }): Promise<void>;
  sessions(): any[];
  /** The session's Solana address (base58; answers solana_signMessage with real ed25519 signatures). */
  readonly solanaAddress: string;
  /** The session's bip122 address: p2wpkh on regtest (getAccountAddresses, BIP-322 signMessage and signPsbt with its key). */
  readonly bitcoinAddress: string;
  /** The ordinals (p2tr) address of the same key, listed by getAccountAddresses. */
  readonly bitcoinOrdinalsAddress: string;
  /** Emits an event to every session on a chain (CAIP-2; default the EVM signer's chain). */
  emit(name: 'accountsChanged' | 'chainChanged', data: unknown, chainId?: string): Promise<void>;
  disconnectAll(): Promise<void>;
  close(): Promise<void>;
}
export declare function createWcWallet(opts: {
  relayUrl: string; projectId?: string; chains: Record<number, string>; account?: { privateKey: `0x${string}` }; autoApprove?: boolean; prompt?: string[];
  metadata?: { name: string; description: string; url: string; icons: string[] }; tokens?: Record<number, unknown[]>;
  /** The families the wallet serves (default all three); a proposal's others are left out of the session. */
  namespaces?: ('eip155' | 'solana' | 'bip122')[];
  /** The Solana key (default the devnet's second Solana account) and the cluster RPC for solana_signAndSendTransaction. */
  solana?: { account?: { secretKey: string }; rpcUrl?: string };
  /** The bip122 key (default the devnet's second Bitcoin account, funded on regtest). */
  bitcoin?: { account?: { privateKey: string } };
  /** EIP-5792 wallet_sendCalls / wallet_getCallsStatus (default true); false: the session offers neither. */
  batches?: boolean;
}): Promise<WcWallet>;

export interface Mail { id: number; to: string; subject: string; code: string; body: string; at: number }
export interface MailboxClient {
  list(to?: string): Promise<Mail[]>;
  waitFor(to: string, opts?: { since?: number; subject?: RegExp; timeoutMs?: number }): Promise<Mail>;
  code(to: string, opts?: { since?: number; timeoutMs?: number }): Promise<string>;
  clear(): Promise<void>;
}
export declare function mailboxClient(apiUrl: string): MailboxClient;

export interface SolanaWalletOptions {
  urls: { solana: string };
  /** The wallet's key (default: the devnet's first Solana account). */
  account?: { secretKey: string };
  /** The key an impostor registered under the same name signs with (default: the third account). */
  impostorAccount?: { secretKey: string };
  /** Wallet Standard chains (default ['solana:devnet']). */
  chains?: string[];
  binding?: string;
  info?: Partial<{ name: string; icon: string }>;
}
export interface SolanaWallet {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly impostorAddress: string;
  readonly connected: boolean;
  readonly log: { method: string; impostor: boolean }[];
  setFault(fault: null | 'address' | 'signature'): void;
  switchAccount(account: { secretKey: string }): Promise<void>;
  registerImpostor(): Promise<void>;
}
export declare const SOLANA_TEST_WALLET_INFO: Readonly<{ name: string; icon: string }>;
export declare function installSolanaWallet(page: Page, opts: SolanaWalletOptions): Promise<SolanaWallet>;

export interface BitcoinWalletOptions {
  urls: { esplora: string };
  /** The wallet's key (default: the devnet's first Bitcoin account, funded on regtest). */
  account?: { privateKey: string };
  /** The key a same-named impostor answers with (default: the third Bitcoin account). */
  impostorAccount?: { privateKey: string };
  /**
   * Wallet Standard chains (default ['bitcoin:regtest']). With ['bitcoin:regtest', 'bitcoin:testnet']
   * the wallet holds a payment and an ordinals account on each network (same key), each naming its chain.
   */
  chains?: string[];
  binding?: string;
  info?: Partial<{ name: string; icon: string }>;
}
export interface BitcoinWallet {
  /** The payment address (p2wpkh). */
  readonly address: string;
  /** The ordinals address (p2tr of the same key). */
  readonly ordinalsAddress: string;
  /** The payment and ordinals addresses on one of the wallet's chains (e.g. 'bitcoin:testnet'). */
  addressesOn(chain: string): { payment: string; ordinals: string };
  readonly impostorAddress: string;
  readonly connected: boolean;
  readonly log: { method: string; impostor: boolean }[];
  setFault(fault: null | 'address' | 'network' | 'signature'): void;
  switchAccount(account: { privateKey: string }): Promise<void>;
  registerImpostor(): Promise<void>;
}
export interface BitcoinKey {
  readonly payment: string;
  readonly ordinals: string;
  /** The key's legacy (p2pkh) address; the wallets do not announce it. */
  readonly legacy: string;
  /** The key's nested SegWit (p2sh-p2wpkh) address; the wallets do not announce it. */
  readonly nested: string;
  /**
   * Signature bytes: BIP-322 simple for payment and ordinals, BIP-137 for legacy, BIP-322 full (the
   * signed to_sign transaction) for nested; `format` picks the other one (bip137 also for payment).
   */
  signMessage(address: string, message: Uint8Array, format?: 'bip322' | 'bip137'): Uint8Array;
  signPsbt(psbt: Uint8Array, inputsToSign: { address: string; signingIndexes: number[] }[]): Uint8Array;
}
export declare const BITCOIN_TEST_WALLET_INFO: Readonly<{ name: string; icon: string }>;
export declare function installBitcoinWallet(page: Page, opts: BitcoinWalletOptions): Promise<BitcoinWallet>;
/** One devnet key's addresses and signer on regtest (default) or testnet (the devnet's second Bitcoin network). */
export declare function bitcoinKey(privateKeyHex: string, on?: 'regtest' | 'testnet'): BitcoinKey;
/** The WalletConnect test wallet's bip122 namespace: getAccountAddresses, signMessage (BIP-322), signPsbt with one regtest key. */
export declare function createBip122Signer(account: { privateKey: string }): {
  readonly address: string;
  readonly ordinalsAddress: string;
  setAccount(next: { privateKey: string }): void;
  request(r: { method: string; params?: unknown }): Promise<unknown>;
};

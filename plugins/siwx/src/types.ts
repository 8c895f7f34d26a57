/**
 * The `siwx` host option (sign in with X, spec §3/§4): a small interface a host implements, or one of
 * the built-in implementations (public.ts) it picks. Every chain id is CAIP-2 (`eip155:1`), every
 * account address the plain address of that chain (the CAIP-10 account is `${chainId}:${address}`).
 */
import type { ApiClient, Network, StoredValue } from '@gangway/kernel';
import type { FamilySignIn, SignInFields } from '@gangway/lib-wallet';

/** The sign-in message fields of spec §3 (lib-wallet's SignInFields). Times are ISO-8601 strings. */
export type SIWXMessageData = SignInFields;

/**
 * A chain family's sign-in as the plugin resolves it from the family's chain plugin
 * (`api.services.require(chainFamilyKey(namespace)).signIn`), `sign` falling back to its `signMessage`.
 */
export type SignInFamily = FamilySignIn & Required<Pick<FamilySignIn, 'sign'>>;

/** A message ready for the wallet: its fields and the exact text to sign. */
export interface SIWXMessage { data: SIWXMessageData; text: string }

/**
 * A signed sign-in: the fields, the exact text signed and the wallet's signature, in its family's
 * encoding (hex on EVM chains, base58 on Solana, base64 BIP-322 on Bitcoin). A hosted session read back from the service has an empty
 * message and signature: the service proves it with its own token and never returns the signature.
 */
export interface SIWXSession {
  data: SIWXMessageData;
  message: string;
  signature: string;
  /** An id the backend gave the session, when it has one. */
  id?: string;
}

/** What the plugin tells an implementation about the page once, before any other call. */
export interface SIWXContext {
  /** The page's host (`location.host`): the domain every message must carry. */
  domain: string;
  /** The page's origin: every message's uri must be on it. */
  origin: string;
  /** The page URL the messages name as their uri. */
  uri: string;
  /** The host's networks (smart-account signatures are checked on chain through their RPC). */
  networks: readonly Network[];
  /** Sign-in tokens by CAIP-10 account, in the widget's storage (spec §3 "sign-in tokens"). */
  tokens: StoredValue<Record<string, string>>;
  /** The configured remote services (hosted sign-in talks to `walletServices`). */
  http: ApiClient;
  /**
   * The sign-in of the family of a CAIP-2 chain: its message, signer and verifier. Rejects with
   * 'Sign-in is not supported on <chainId>' when no chain plugin serves the family with sign-in.
   */
  family(chainId: string): Promise<SignInFamily>;
}

export interface SIWXConfig {
  /** A message for the account on the chain (a fresh nonce each time). */
  createMessage(input: { chainId: string; accountAddress: string }): Promise<SIWXMessage>;
  /** Verify and keep a signed session; throws when it does not verify. */
  addSession(session: SIWXSession): Promise<void>;
  /** The live sessions of the account on the chain (an empty list when signed out). */
  getSessions(chainId: string, address: string): Promise<SIWXSession[]>;
  /** Replace every kept session with these (an empty list signs out everywhere). */
  setSessions(sessions: SIWXSession[]): Promise<void>;
  /** Sign the account out on the chain. */
  revokeSession(chainId: string, address: string): Promise<void>;
  /** Whether the visitor must sign in to stay connected (default false). */
  getRequired?(): boolean;
  /** Optional: the plugin calls it once with the page context before anything else. */
  bind?(context: SIWXContext): void;
}

/** Options shared by the built-in implementations. */
export interface SIWXMessageOptions {
  /** The statement shown in the message (one line). */
  statement?: string;
  /** How long a session lasts, in seconds (default one day). */
  expiresInSeconds?: number;
  /** Resources the sign-in grants access to (URIs). */
  resources?: string[];
  /** Sign-in is required: cancel disconnects, the modal cannot be closed without a session. */
  required?: boolean;
}

/** The legacy EVM-only option (`siweConfig`), the shape SIWE backends already use; mapped onto SIWXConfig. */
export interface SIWEConfig {
  getNonce(address?: string): Promise<string>;
  createMessage(args: { address: string; chainId: number; nonce: string; domain: string; uri: string; version: string; issuedAt?: string; expirationTime?: string; notBefore?: string; requestId?: string; resources?: string[]; statement?: string }): string;
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>;
  getSession(): Promise<{ address: string; chainId: number } | null>;
  signOut(): Promise<boolean>;
  getMessageParams?(): Promise<{ statement?: string; expiry?: number; resources?: string[]; requestId?: string; notBefore?: string }>;
  required?: boolean;
  enabled?: boolean;
}

/** The plugin's state: the session of the active account, and whether sign-in is pending. */
export interface SiwxState {
  /** The active account's session (undefined when none). */
  session?: SIWXSession;
  /** 'checking' while looking for a stored session, 'required' while one is needed, 'signing' while the wallet signs. */
  status: 'idle' | 'checking' | 'needed' | 'signing' | 'signed-in';
  /** The last failure shown on the SIWXSignMessage view. */
  error?: string;
}

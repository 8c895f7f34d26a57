/**
 * The chain-solana plugin's public contract: the 'solana' service key and its types, and the three
 * clusters as Networks. Nothing here pulls the plugin's chunk (type-only imports, pure data).
 */
import { createServiceKey, type Network, type TokenBalance } from '@gangway/kernel';

export { solanaDevnet, solanaMainnet, solanaTestnet } from './networks';

export interface SolanaTransfer {
  /** SOL (no `address`) or an SPL token (`address` = 'solana:<ref>:<mint>'). */
  token: TokenBalance;
  from: string;
  to: string;
  /** Base units (lamports, or the token's smallest unit). */
  amount: bigint;
}

export interface SolanaService {
  /** The host's Solana networks. */
  networks(): Network[];
  /** A configured network by CAIP-2 reference or id; the active Solana network when omitted. Throws 'Network not found'. */
  network(id?: string): Network;
  /** The JSON-RPC URL for a network: its own, else the configured RPC proxy (spec §7 /v1/?chainId=). */
  rpcUrl(network: Network): string;
  /** A base58 public key of 32 bytes. */
  isAddress(value: string): boolean;
  /** SOL and SPL balances read from the chain (decimals-0 tokens dropped, spec §5). */
  getBalances(address: string, network?: Network): Promise<TokenBalance[]>;
  /** Builds the SOL or SPL transfer, has the connected wallet sign and send it; resolves with the signature (base58). */
  sendTransfer(transfer: SolanaTransfer): Promise<string>;
  /** Resolves once the cluster confirms the transaction; 'failed' when it landed with an error. */
  confirm(signature: string, network?: Network): Promise<'success' | 'failed'>;
  /** solana_signMessage; resolves with the base58 signature (checked against the key). */
  signMessage(message: string, address: string): Promise<string>;
  /** A request to the connected Solana wallet (through the kernel's request hook). */
  request<T>(method: string, params?: unknown): Promise<T>;
}

export const solanaService = createServiceKey<SolanaService>('solana');

/** The family's WalletConnect descriptor (pure data and small functions): for tests and hosts wiring WalletConnect by hand. */
export { solanaWalletConnect } from './walletconnect';

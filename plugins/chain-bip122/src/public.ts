/**
 * The chain-bip122 plugin's public contract: the 'bip122' service key and its types, the three
 * Bitcoin networks, and the provider shape a host gets from `getProvider('bip122')`. Nothing here
 * pulls the plugin's chunk (type-only imports, pure data).
 */
import { createServiceKey, type Network, type TokenBalance } from '@gangway/kernel';

export { bitcoinMainnet, bitcoinRegtest, bitcoinTestnet } from './networks';

/** One unspent output as the Esplora API lists it. */
export interface BitcoinUtxo { txid: string; vout: number; value: number; confirmed: boolean }

/** An address of the connected wallet: `payment` (spends, receives) or `ordinal` (taproot, inscriptions). */
export interface BitcoinAddress { address: string; purpose: 'payment' | 'ordinal'; publicKey?: string }

/** One input a PSBT signer signs: the input `index`, with the key of `address`. */
export interface SignInput { address: string; index: number; sighashTypes?: number[] }

export interface SignPsbtParams {
  /** The PSBT, base64. */
  psbt: string;
  signInputs: SignInput[];
  /** Finalize, extract and broadcast through the network's Esplora API (the answer then has `txid`). */
  broadcast?: boolean;
}

export interface SignPsbtResult { psbt: string; txid?: string }

export interface BitcoinTransfer {
  /** The receiver (an address of the active network). */
  to: string;
  /** Satoshis. */
  amount: bigint;
  /** sat/vB; the Esplora fee estimate for the next 6 blocks when omitted. */
  feeRate?: number;
}

export interface BitcoinService {
  /** The host's Bitcoin networks. */
  networks(): Network[];
  /** A configured network by CAIP-2 reference or id; the active Bitcoin network when omitted. Throws 'Network not found'. */
  network(id?: string): Network;
  /** The network's Esplora REST base URL (its `rpcUrls.default.http[0]`). */
  esploraUrl(network: Network): string;
  /** An address of `network` (default: the active Bitcoin network). */
  isAddress(value: string, network?: Network): boolean;
  /** The address's unspent outputs (validated Esplora answer). */
  getUtxos(address: string, network?: Network): Promise<BitcoinUtxo[]>;
  /** Sum of the address's unspent outputs, in satoshis. */
  getBalance(address: string, network?: Network): Promise<bigint>;
  /** The BTC balance as spec §3 token balances (one entry). */
  getBalances(address: string, network?: Network): Promise<TokenBalance[]>;
  /** The connected wallet's addresses (payment first). */
  getAddresses(): BitcoinAddress[];
  /** BIP-322 simple signature (base64) by the wallet for `address` (default: the payment address), verified before it is returned. */
  signMessage(message: string, address?: string): Promise<string>;
  /** Checks a BIP-322 simple signature (p2wpkh and p2tr key path). */
  verifyMessage(message: string, address: string, signature: string): Promise<boolean>;
  /** Has the wallet sign the PSBT's inputs; with `broadcast`, also finalizes and sends it. */
  signPsbt(params: SignPsbtParams): Promise<SignPsbtResult>;
  /** Builds a transfer from the payment address's UTXOs, has the wallet sign it and broadcasts it; resolves with the txid. */
  sendTransfer(transfer: BitcoinTransfer): Promise<string>;
  /** Sends a raw transaction (hex) through Esplora; resolves with the txid. */
  broadcast(hex: string, network?: Network): Promise<string>;
  /** A request to the connected Bitcoin wallet (through the kernel's request hook). */
  request<T>(method: string, params?: unknown): Promise<T>;
}

export const bitcoinService = createServiceKey<BitcoinService>('bip122');

/**
 * What `gangway.getProvider('bip122')` gives a host while a Bitcoin wallet is connected. The methods
 * are also answered by `request({ method, params })` with the WalletConnect bip122 method names:
 * getAccountAddresses, signMessage { message, address } → { address, signature }, signPsbt
 * { psbt, signInputs, broadcast } → { psbt, txid? }, sendTransfer { recipientAddress, amount } → { txid }.
 */
export interface BitcoinProvider {
  /** The Wallet Standard wallet object that answers; null when another connector (WalletConnect) holds the session. */
  wallet: unknown;
  getAddresses(): Promise<BitcoinAddress[]>;
  signMessage(params: { message: string; address?: string }): Promise<{ address: string; signature: string }>;
  signPsbt(params: SignPsbtParams): Promise<SignPsbtResult>;
  /** `amount` in satoshis (a decimal string or bigint). */
  sendTransfer(params: { recipientAddress: string; amount: string | bigint; feeRate?: number }): Promise<{ txid: string }>;
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>;
}

/** Account types of spec §4 for the family: the payment address by default. */
export const BITCOIN_ACCOUNT_TYPES = ['payment', 'ordinal'] as const;

/** The family's WalletConnect descriptor (pure data and small functions): for tests and hosts wiring WalletConnect by hand. */
export { bip122WalletConnect } from './walletconnect';

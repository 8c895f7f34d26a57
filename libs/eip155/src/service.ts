/**
 * The eip155 service other plugins use (`await api.services.require(eip155Service)`): public clients,
 * balances, ERC-20 reads, formatting, and requests to the connected wallet with validated answers.
 * Type-only viem imports: importing the key does not pull viem into a chunk.
 */
import { createServiceKey, type Network } from '@gangway/kernel';
import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hex, PublicClient } from 'viem';
import type { AtomicSupport, BatchCall, CallReceipt, CallsStatus } from './send-calls';

export interface Erc20Info { balance?: bigint; decimals: number; symbol: string; name: string }

/** What a transaction would cost on the active network: gas units, wei per gas, and their product in wei. */
export interface GasEstimate { gas: bigint; gasPrice: bigint; fee: bigint }

type Writable = 'nonpayable' | 'payable';
/** A contract call to send from the connected address (args typed from the ABI, as viem does). */
export interface ContractWrite<abi extends Abi | readonly unknown[] = Abi, name extends ContractFunctionName<abi, Writable> = ContractFunctionName<abi, Writable>> {
  address: Address;
  abi: abi;
  functionName: name;
  args?: ContractFunctionArgs<abi, Writable, name>;
  value?: bigint;
}

/** A batch for wallet_sendCalls (EIP-5792): the calls, the chain (the active one when omitted), capabilities as the wallet takes them. */
export interface CallBatch {
  calls: BatchCall[];
  chainId?: number | string;
  capabilities?: Record<string, unknown>;
  /** The calls must run all-or-nothing (EIP-5792 `atomicRequired`); sendBatch then never falls back to one transaction at a time. */
  atomicRequired?: boolean;
}

/** How a batch went: one wallet_sendCalls (its id and status), or, for a wallet without batches, one eth_sendTransaction per call. */
export interface BatchResult {
  via: 'wallet_sendCalls' | 'eth_sendTransaction';
  /** The wallet_sendCalls batch id. */
  id?: string;
  status: CallsStatus['status'];
  receipts: CallReceipt[];
}

export interface Eip155Service {
  /** The host's eip155 networks (eip155:1 when it configures none). */
  networks(): Network[];
  /** A configured network by chain id; the active eip155 network when omitted. Throws 'Network not found'. */
  network(chainId?: number | string): Network;
  /** The JSON-RPC URL used for a network (its own rpcUrls, else the configured RPC proxy). */
  rpcUrl(network: Network): string;
  /** A viem public client for a chain (cached per chain). */
  publicClient(chainId?: number | string): PublicClient;
  readNativeBalance(address: Address, chainId?: number | string): Promise<bigint>;
  /** ERC-20 decimals, symbol and name, plus the balance of `owner` when given. */
  readErc20(token: Address, owner?: Address, chainId?: number | string): Promise<Erc20Info>;
  formatAmount(value: bigint, decimals: number, maxFraction?: number): string;
  parseAmount(value: string, decimals: number): bigint;
  /** A request to the connected wallet (through the connector plugin that owns the session). */
  request<T = unknown>(method: string, params?: unknown): Promise<T>;
  /** eth_sendTransaction; the answer must be a transaction hash (0x + 64 hex). */
  sendTransaction(tx: { from: Address; to: Address; value?: bigint; data?: Hex }): Promise<Hex>;
  /**
   * The gas and fee of `tx` on the active eip155 network (eth_estimateGas × eth_gasPrice, through its
   * public client). No active eip155 network in the kernel state: 'CaipNetwork is undefined' (spec §8).
   */
  estimateGas(tx: { from: Address; to: Address; value?: bigint; data?: Hex }): Promise<GasEstimate>;
  /**
   * A contract write from the connected address: the call encoded (encodeFunctionData) and sent with
   * sendTransaction, so the answer is checked as a transaction hash. No active eip155 network or no
   * connected eip155 address: 'CaipNetwork or CaipAddress is undefined' (spec §8).
   */
  writeContract<const abi extends Abi | readonly unknown[], name extends ContractFunctionName<abi, Writable>>(call: ContractWrite<abi, name>): Promise<Hex>;
  /** personal_sign; the answer must be a signature (0x + at least 62 hex). */
  signMessage(message: string, address: Address): Promise<Hex>;
  /**
   * wallet_getCapabilities for the connected address on a chain (the active one when omitted): the
   * wallet's atomic-batch support there. A wallet that does not know the method: 'unsupported'.
   */
  atomicSupport(chainId?: number | string): Promise<AtomicSupport>;
  /**
   * wallet_sendCalls (EIP-5792 v2) from the connected address; answers the batch id. Each call is
   * checked first (spec §5: 'to' and data start with 0x): a bad one throws 'INVALID_CALLS' naming every
   * problem, and nothing reaches the wallet. Not connected: 'CaipNetwork or CaipAddress is undefined'.
   */
  sendCalls(batch: CallBatch): Promise<{ id: string }>;
  /** wallet_getCallsStatus, the answer checked: status, atomicity, and the receipts of the calls sent. */
  getCallsStatus(id: string): Promise<CallsStatus>;
  /** Asks getCallsStatus until the batch is no longer pending (every `pollMs`, 1 s; at most `timeoutMs`, 120 s: then 'TIMEOUT'). */
  waitForCallsStatus(id: string, opts?: { pollMs?: number; timeoutMs?: number }): Promise<CallsStatus>;
  /**
   * A batch sent the best way the wallet allows, and waited for: wallet_sendCalls when it reports
   * atomic batches on the chain; otherwise (unless `atomicRequired`: then 'ATOMIC_UNSUPPORTED') one
   * eth_sendTransaction per call, each mined before the next is asked, stopping at the first revert.
   */
  sendBatch(batch: CallBatch): Promise<BatchResult>;
}

export const eip155Service = createServiceKey<Eip155Service>('eip155');

/**
 * The few chain reads the account and send views need, behind one small interface so the source can
 * change (and tests can fake it): the eip155 chain plugin's public clients when that plugin is enabled,
 * otherwise the connected wallet's read-only RPC (eth_getBalance, eth_getTransactionReceipt are safe
 * methods, spec §6).
 */
import * as z from 'zod/mini';
import type { Network, PluginApi } from '@gangway/kernel';
import { eip155Service, type Eip155Service } from '@gangway/lib-eip155';
import type { WalletRequest } from './balances';
import { walletRequest } from './balances';

export interface Receipt { status: 'success' | 'reverted'; blockNumber: bigint }

export interface ChainReads {
  /** Native balance in base units. */
  getNativeBalance(network: Network, address: string): Promise<bigint>;
  /** Resolves when the transaction is mined (polls; gives up after `timeoutMs`). */
  waitForReceipt(network: Network, hash: `0x${string}`, timeoutMs?: number): Promise<Receipt>;
}

const QuantitySchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/));
const ReceiptSchema = z.nullable(z.looseObject({ status: QuantitySchema, blockNumber: QuantitySchema }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reads through the wallet's RPC (answers are validated: they come from outside). */
export function walletChainReads(request: WalletRequest, pollMs = 1000): ChainReads {
  return {
    async getNativeBalance(_network, address) {
      return BigInt(z.parse(QuantitySchema, await request('eth_getBalance', [address, 'latest'])));
    },
    async waitForReceipt(_network, hash, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const r = z.parse(ReceiptSchema, await request('eth_getTransactionReceipt', [hash]));
        if (r) return { status: BigInt(r.status) === 1n ? 'success' : 'reverted', blockNumber: BigInt(r.blockNumber) };
        if (Date.now() > deadline) throw new Error(`Transaction ${hash} was not mined within ${timeoutMs} ms`);
        await sleep(pollMs);
      }
    },
  };
}

/** Reads through the eip155 chain plugin's public clients (no wallet round trip; any connector). */
export function serviceChainReads(service: Eip155Service): ChainReads {
  return {
    getNativeBalance: (network, address) => service.readNativeBalance(address as `0x${string}`, network.id),
    async waitForReceipt(network, hash, timeoutMs = 60_000) {
      const r = await service.publicClient(network.id).waitForTransactionReceipt({ hash, timeout: timeoutMs });
      return { status: r.status, blockNumber: r.blockNumber };
    },
  };
}

/** Chain reads for eip155: the chain plugin's service when it is enabled, else the wallet's RPC. */
export function createChainReads(api: PluginApi): ChainReads {
  const viaWallet = walletChainReads(walletRequest(api, 'eip155'));
  let source: Promise<ChainReads> | undefined;
  const reads = () => (source ??= api.services.require(eip155Service).then(serviceChainReads, () => viaWallet));
  return {
    getNativeBalance: async (network, address) => (await reads()).getNativeBalance(network, address),
    waitForReceipt: async (network, hash, timeoutMs) => (await reads()).waitForReceipt(network, hash, timeoutMs),
  };
}

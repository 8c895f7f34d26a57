/**
 * The few chain reads the account and send views need, behind one small interface so the source can
 * change: the eip155 chain plugin's public clients when present, otherwise the connected wallet's
 * read-only RPC (eth_getBalance, eth_getTransactionReceipt are safe methods, spec §6).
 */
import * as z from 'zod/mini';
import { createServiceKey, type Network, type PluginApi } from '@gangway/kernel';
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

/** What we use of the eip155 chain plugin's service (see plugins/chain-eip155), when it is there. */
interface Eip155PublicClient {
  getBalance(a: { address: `0x${string}` }): Promise<bigint>;
  waitForTransactionReceipt(a: { hash: `0x${string}`; timeout?: number }): Promise<{ status: 'success' | 'reverted'; blockNumber: bigint }>;
}
interface Eip155Service { getPublicClient?(network: Network | string): Eip155PublicClient | Promise<Eip155PublicClient> }
export const eip155ServiceKey = createServiceKey<Eip155Service>('eip155');

/**
 * Chain reads for eip155: the chain plugin's public client when it provides one (no wallet round
 * trip, works with any connector), else the wallet's RPC.
 */
export function createChainReads(api: PluginApi): ChainReads {
  const viaWallet = walletChainReads(walletRequest(api, 'eip155'));
  const client = async (network: Network): Promise<Eip155PublicClient | undefined> => {
    const service = await api.require(eip155ServiceKey).catch(() => undefined);
    return service?.getPublicClient ? service.getPublicClient(network) : undefined;
  };
  return {
    async getNativeBalance(network, address) {
      const c = await client(network);
      return c ? c.getBalance({ address: address as `0x${string}` }) : viaWallet.getNativeBalance(network, address);
    },
    async waitForReceipt(network, hash, timeoutMs = 60_000) {
      const c = await client(network);
      if (!c) return viaWallet.waitForReceipt(network, hash, timeoutMs);
      const r = await c.waitForTransactionReceipt({ hash, timeout: timeoutMs });
      return { status: r.status, blockNumber: r.blockNumber };
    },
  };
}

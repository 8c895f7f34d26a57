/**
 * The provider a host gets from `getProvider('bip122')` (and the bitcoin adapter hands on): the
 * service's checked operations — every signature verified, every signed PSBT compared with the one
 * asked for — plus `request` with the WalletConnect bip122 method names.
 */
import { GangwayError } from '@gangway/kernel';
import * as z from 'zod/mini';
import { callParams } from '@gangway/lib-wallet';
import type { BitcoinProvider, BitcoinService, SignPsbtParams } from './public';

const Sats = z.union([z.bigint(), z.string().check(z.regex(/^\d+$/))]);
const TransferParams = z.looseObject({ recipientAddress: z.string(), amount: Sats, feeRate: z.optional(z.number().check(z.positive())) });
const MessageParams = z.looseObject({ message: z.string(), address: z.optional(z.string()) });

export function createBitcoinProvider(service: BitcoinService, wallet: unknown): BitcoinProvider {
  const provider: BitcoinProvider = {
    wallet,
    getAddresses: async () => service.getAddresses(),
    async signMessage(params) {
      const p = callParams(MessageParams, 'signMessage', params);
      const address = p.address ?? service.getAddresses()[0]?.address;
      const signature = await service.signMessage(p.message, address);
      return { address: address!, signature };
    },
    signPsbt: (params: SignPsbtParams) => service.signPsbt(params),
    async sendTransfer(params) {
      const p = callParams(TransferParams, 'sendTransfer', params);
      const amount = BigInt(p.amount);
      if (amount <= 0n) throw new GangwayError('INVALID_INPUT', 'Invalid params for sendTransfer');
      return { txid: await service.sendTransfer({ to: p.recipientAddress, amount, feeRate: p.feeRate }) };
    },
    async request<T>({ method, params }: { method: string; params?: unknown }): Promise<T> {
      switch (method) {
        case 'getAccountAddresses': return (await provider.getAddresses()) as T;
        case 'signMessage': return (await provider.signMessage(params as never)) as T;
        case 'signPsbt': return (await provider.signPsbt(params as never)) as T;
        case 'sendTransfer': return (await provider.sendTransfer(params as never)) as T;
        default: return service.request<T>(method, params);
      }
    },
  };
  return provider;
}

/**
 * The service as one caller sees it: signing and sending go through only for a caller whose manifest
 * declares 'wallet.sign', so a plugin cannot borrow this plugin's permission through the service. A raw
 * request follows the kernel's rule for `api.wallet.request`: only the read-only allow-list goes through without it.
 */
import { isReadOnlyMethod, type ServiceCaller } from '@gangway/kernel';
import type { Eip155Service } from '@gangway/lib-eip155';

export function scopedEip155Service(base: Eip155Service, caller: ServiceCaller): Eip155Service {
  return {
    ...base,
    async request<T>(method: string, params?: unknown): Promise<T> {
      if (!isReadOnlyMethod(method)) caller.assert('wallet.sign');
      return base.request<T>(method, params);
    },
    async sendTransaction(tx) {
      caller.assert('wallet.sign');
      return base.sendTransaction(tx);
    },
    async writeContract(call) {
      caller.assert('wallet.sign');
      return base.writeContract(call);
    },
    async signMessage(message, address) {
      caller.assert('wallet.sign');
      return base.signMessage(message, address);
    },
    // EIP-5792 batches sign and send like sendTransaction; capabilities and status are reads (spec §6 safe).
    async sendCalls(batch) {
      caller.assert('wallet.sign');
      return base.sendCalls(batch);
    },
    async sendBatch(batch) {
      caller.assert('wallet.sign');
      return base.sendBatch(batch);
    },
  };
}

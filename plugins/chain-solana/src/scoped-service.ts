/** The service as one caller sees it: signing and sending only for a caller that declares 'wallet.sign'. */
import { isReadOnlyMethod, type ServiceCaller } from '@gangway/kernel';
import type { SolanaService } from './public';

export function scopedSolanaService(base: SolanaService, caller: ServiceCaller): SolanaService {
  return {
    ...base,
    async request<T>(method: string, params?: unknown): Promise<T> {
      if (!isReadOnlyMethod(method)) caller.assert('wallet.sign');
      return base.request<T>(method, params);
    },
    async sendTransfer(t) { caller.assert('wallet.sign'); return base.sendTransfer(t); },
    async signMessage(m, a) { caller.assert('wallet.sign'); return base.signMessage(m, a); },
  };
}

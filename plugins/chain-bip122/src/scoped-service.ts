/** The service as one caller sees it: signing and sending only for a caller that declares 'wallet.sign'. */
import { isReadOnlyMethod, type ServiceCaller } from '@gangway/kernel';
import type { BitcoinService } from './public';

export function scopedBitcoinService(base: BitcoinService, caller: ServiceCaller): BitcoinService {
  return {
    ...base,
    async request<T>(method: string, params?: unknown): Promise<T> {
      if (!isReadOnlyMethod(method)) caller.assert('wallet.sign');
      return base.request<T>(method, params);
    },
    async signMessage(m, a) { caller.assert('wallet.sign'); return base.signMessage(m, a); },
    async signPsbt(p) { caller.assert('wallet.sign'); return base.signPsbt(p); },
    async sendTransfer(t) { caller.assert('wallet.sign'); return base.sendTransfer(t); },
  };
}

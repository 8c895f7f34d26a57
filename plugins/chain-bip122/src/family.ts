/**
 * The Bitcoin family service ('chainFamily:bip122'): the family contract of lib-wallet implemented with
 * the 'bip122' service — addresses of the active network, the balance summed from the address's UTXOs
 * (Bitcoin has no balance API, spec §9; cached 30 s like the portfolio), BTC transfers (no tokens),
 * BIP-322 message signing.
 */
import { GangwayError, type PluginApi } from '@gangway/kernel';
import { balanceCacheKey, explorerPage, formatBaseUnits, type ChainFamily } from '@gangway/lib-wallet';
import type { BitcoinService } from './public';
import { ESPLORA_TIMEOUT_MS } from './esplora';

const POLL_MS = 5_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function bitcoinFamily(api: Pick<PluginApi, 'storage'>, service: BitcoinService, fetchImpl: typeof fetch = (i, init) => fetch(i, init)): ChainFamily {
  return {
    namespace: 'bip122',
    isAddress: (value, network) => service.isAddress(value, network),
    async balances(address, network, opts) {
      const key = balanceCacheKey(network, address);
      const cached = opts?.force ? undefined : api.storage.cache.get('portfolio', key);
      if (cached) return cached as never;
      const balances = await service.getBalances(address, network);
      api.storage.cache.set('portfolio', key, balances as never);
      return balances;
    },
    async nativeBalance(address, network) {
      return { balance: formatBaseUnits(await service.getBalance(address, network), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol };
    },
    async send({ token, to, amount }) {
      if (token.address) throw new GangwayError('INVALID_INPUT', 'Bitcoin has no tokens to send');
      return service.sendTransfer({ to, amount });
    },
    /**
     * Bitcoin has no failed transaction once the network took it: settled here means the network's
     * Esplora knows the txid (the broadcast was accepted); polled for up to a minute.
     */
    async confirm(txid, network) {
      const url = `${service.esploraUrl(network).replace(/\/+$/, '')}/tx/${encodeURIComponent(txid)}/status`;
      for (let i = 0; i < 12; i++) {
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS) }).catch(() => undefined);
        if (res?.ok) return 'success';
        await sleep(POLL_MS);
      }
      throw new GangwayError('HTTP_ERROR', `Transaction ${txid} is unknown to ${network.name}`);
    },
    estimateFee: async () => undefined,
    signMessage: (message, address) => service.signMessage(message, address),
    explorerUrl: explorerPage,
  };
}

/**
 * Loads the connected account's balances into state: token balances (kernel per-chain account state
 * `tokenBalance`) and the native balance (`balance`, `balanceSymbol`). A failure or an unsupported
 * network shows 'Token Balance Unavailable' once and blocks retries for 30 s (spec §8); the previous
 * balances stay on screen.
 */
import { formatUnits } from 'viem';
import type { PluginApi } from '@gangway/kernel';
import { BALANCE_ERRORS, activeAccount, balanceCacheKey, balanceDeps, fetchTokenBalances, isRetryBlocked, type ActiveAccount, type ChainReads } from '@gangway/lib-wallet';
import { bitcoinService } from '@gangway/plugin-chain-bip122/public';
import { accountSliceKey } from './slice';

const same = (a: ActiveAccount | undefined, b: ActiveAccount) =>
  !!a && a.namespace === b.namespace && a.address === b.address && a.network.caipNetworkId === b.network.caipNetworkId;

export type RefreshOutcome = 'ok' | 'blocked' | 'failed' | 'stale' | 'none';

export interface AccountController {
  /** Token and native balances; `force` skips the 30 s cache (never the retry block). */
  refresh(opts?: { force?: boolean }): Promise<RefreshOutcome>;
}

export function createAccountController(api: PluginApi, reads: ChainReads, now: () => number = Date.now): AccountController {
  async function refreshNative(acc: ActiveAccount) {
    if (acc.namespace !== 'eip155') return;
    const key = balanceCacheKey(acc.network, acc.address);
    const { symbol, decimals } = acc.network.nativeCurrency;
    try {
      let cached = api.storage.cache.get('nativeBalance', key);
      if (!cached) {
        cached = { balance: formatUnits(await reads.getNativeBalance(acc.network, acc.address), decimals), symbol };
        api.storage.cache.set('nativeBalance', key, cached);
      }
      if (same(activeAccount(api.getState()), acc)) api.setAccount(acc.namespace, { balance: cached.balance, balanceSymbol: cached.symbol });
    } catch (error) {
      // The token list (when it loads) still carries the native balance; this read is a convenience.
      api.hooks.error.call({ error, source: 'account:native-balance' });
    }
  }

  /**
   * Bitcoin has no balance API (spec §9 lists eip155 and solana): the chain-bip122 service sums the
   * address's UTXOs from the network's Esplora API; cached 30 s like the portfolio.
   */
  async function bitcoinBalances(acc: ActiveAccount, force: boolean) {
    const key = balanceCacheKey(acc.network, acc.address);
    const cached = force ? undefined : api.storage.cache.get('portfolio', key);
    if (cached) return cached as never;
    const balances = await (await api.require(bitcoinService)).getBalances(acc.address, acc.network);
    api.storage.cache.set('portfolio', key, balances as never);
    return balances;
  }

  async function refreshTokens(acc: ActiveAccount, force: boolean): Promise<RefreshOutcome> {
    if (isRetryBlocked(api.getSlice(accountSliceKey).lastRetry, now())) return 'blocked';
    api.updateSlice(accountSliceKey, (s) => { s.loading = true; });
    try {
      const balances = acc.namespace === 'bip122'
        ? await bitcoinBalances(acc, force)
        : await fetchTokenBalances(balanceDeps(api, acc.namespace), { address: acc.address, network: acc.network, forceUpdate: force });
      if (!same(activeAccount(api.getState()), acc)) return 'stale';
      api.setAccount(acc.namespace, { tokenBalance: balances });
      api.updateSlice(accountSliceKey, (s) => { s.lastRetry = undefined; });
      return 'ok';
    } catch (error) {
      api.hooks.error.call({ error, source: 'account:balances' });
      api.updateSlice(accountSliceKey, (s) => { s.lastRetry = now(); });
      api.toast('error', BALANCE_ERRORS.TOKEN_BALANCE_UNAVAILABLE);
      return 'failed';
    } finally {
      api.updateSlice(accountSliceKey, (s) => { s.loading = false; });
    }
  }

  return {
    async refresh({ force = false } = {}) {
      const acc = activeAccount(api.getState());
      if (!acc) return 'none';
      if (force) api.storage.cache.clear('nativeBalance', balanceCacheKey(acc.network, acc.address));
      const [tokens] = await Promise.all([refreshTokens(acc, force), refreshNative(acc)]);
      return tokens;
    },
  };
}

/**
 * Loads the connected account's balances into state: token balances (kernel per-chain account state
 * `tokenBalance`) and the native balance (`balance`, `balanceSymbol`), both from the active
 * namespace's chain family ('chainFamily:<ns>': the balance API, the wallet, or the chain itself, as
 * the family knows). A failure or a namespace no family serves shows 'Token Balance Unavailable' once
 * and blocks retries for 30 s (spec §8); the previous balances stay on screen.
 */
import { GangwayError, type PluginApi } from '@gangway/kernel';
import { BALANCE_ERRORS, activeAccount, balanceCacheKey, chainFamilyKey, isRetryBlocked, type ActiveAccount, type ChainFamily } from '@gangway/lib-wallet';
import { accountSliceKey } from './slice';

const same = (a: ActiveAccount | undefined, b: ActiveAccount) =>
  !!a && a.namespace === b.namespace && a.address === b.address && a.network.caipNetworkId === b.network.caipNetworkId;

export type RefreshOutcome = 'ok' | 'blocked' | 'failed' | 'stale' | 'none';

export interface AccountController {
  /** Token and native balances; `force` skips the 30 s cache (never the retry block). */
  refresh(opts?: { force?: boolean }): Promise<RefreshOutcome>;
}

export function createAccountController(api: PluginApi, now: () => number = Date.now): AccountController {
  /** The namespace's family; a namespace no enabled plugin serves has no balances ('Token Balance Unavailable'). */
  async function familyOf(acc: ActiveAccount): Promise<ChainFamily> {
    try {
      return await api.services.require(chainFamilyKey(acc.namespace));
    } catch (cause) {
      throw new GangwayError('TOKEN_BALANCE_UNAVAILABLE', BALANCE_ERRORS.TOKEN_BALANCE_UNAVAILABLE, { cause, details: { namespace: acc.namespace } });
    }
  }

  async function refreshNative(acc: ActiveAccount) {
    const key = balanceCacheKey(acc.network, acc.address);
    try {
      let cached = api.storage.cache.get('nativeBalance', key);
      if (!cached) {
        cached = await (await familyOf(acc)).nativeBalance(acc.address, acc.network);
        api.storage.cache.set('nativeBalance', key, cached);
      }
      if (same(activeAccount(api.state.getState()), acc)) api.session.setAccount(acc.namespace, { balance: cached.balance, balanceSymbol: cached.symbol });
    } catch (error) {
      // The token list (when it loads) still carries the native balance; this read is a convenience.
      api.hooks.error.call({ error, source: 'account:native-balance' });
    }
  }

  async function refreshTokens(acc: ActiveAccount, force: boolean): Promise<RefreshOutcome> {
    if (isRetryBlocked(api.slice.getSlice(accountSliceKey).lastRetry, now())) return 'blocked';
    api.slice.updateSlice(accountSliceKey, (s) => { s.loading = true; });
    try {
      const balances = await (await familyOf(acc)).balances(acc.address, acc.network, { force });
      if (!same(activeAccount(api.state.getState()), acc)) return 'stale';
      api.session.setAccount(acc.namespace, { tokenBalance: balances });
      api.slice.updateSlice(accountSliceKey, (s) => { s.lastRetry = undefined; });
      return 'ok';
    } catch (error) {
      api.hooks.error.call({ error, source: 'account:balances' });
      api.slice.updateSlice(accountSliceKey, (s) => { s.lastRetry = now(); });
      api.ui.toast('error', BALANCE_ERRORS.TOKEN_BALANCE_UNAVAILABLE);
      return 'failed';
    } finally {
      api.slice.updateSlice(accountSliceKey, (s) => { s.loading = false; });
    }
  }

  return {
    async refresh({ force = false } = {}) {
      const acc = activeAccount(api.state.getState());
      if (!acc) return 'none';
      if (force) api.storage.cache.clear('nativeBalance', balanceCacheKey(acc.network, acc.address));
      const [tokens] = await Promise.all([refreshTokens(acc, force), refreshNative(acc)]);
      return tokens;
    },
  };
}

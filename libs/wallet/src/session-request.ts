/**
 * A chain plugin's requests to the wallet: through the kernel's request hook, so whichever connector
 * holds the namespace's session answers (a Wallet Standard wallet, the embedded wallet, WalletConnect).
 */
import { GangwayError, type ChainNamespace, type PluginApi } from '@gangway/kernel';

/** NO_ACTIVE_ADDRESS without a connected account; ADAPTER_NOT_FOUND when no connector answers. */
export function sessionRequest(api: Pick<PluginApi, 'hooks'> & { readonly state: Pick<PluginApi['state'], 'getState'> }, namespace: ChainNamespace) {
  return async <T>(method: string, params?: unknown): Promise<T> => {
    const account = api.state.getState().chains[namespace]?.account;
    if (account?.status !== 'connected') throw new GangwayError('NO_ACTIVE_ADDRESS');
    const result = await api.hooks.request.for(namespace).promise({ namespace, method, params });
    // No tap answered: the connector that made the session is gone (spec §8 'Adapter not found').
    if (result === undefined) throw new GangwayError('ADAPTER_NOT_FOUND');
    return result as T;
  };
}

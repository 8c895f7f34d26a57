/**
 * The connected wallet's own events. accountsChanged: another account → setAccount, none →
 * disconnect. chainChanged: the configured network with that id, or an 'Unknown Network' stand-in
 * (not in the requested list, so the UnsupportedChain rule applies). A malformed event is reported
 * on the error hook and changes nothing.
 */
import type { Network, PluginApi } from '@gangway/kernel';
import { findEip155Network, unknownEip155Network } from '@gangway/lib-eip155';
import { AccountsSchema, HexChainIdSchema, walletAnswer } from '@gangway/lib-eip155';
import type { Eip1193Provider } from './eip1193';
import { checksummed } from './wallet-calls';

/** Makes a wallet-reported chain the eip155 network (no wallet request: the wallet is already there). */
export function adoptChain(api: PluginApi, chainId: number | string) {
  const network = findEip155Network(api.options.networks as Network[], chainId) ?? unknownEip155Network(chainId);
  if (api.state.getState().chains.eip155?.network.caipNetwork?.caipNetworkId === network.caipNetworkId) return;
  api.session.adoptNetwork('eip155', network);
}

export function watchWallet(api: PluginApi, provider: Eip1193Provider): () => void {
  const guard = (source: string, fn: () => void) => {
    try { fn(); } catch (error) { api.hooks.error.call({ error, source: `injected:${source}` }); }
  };
  const onAccounts = (value: unknown) => guard('accountsChanged', () => {
    const accounts = walletAnswer(AccountsSchema, 'accountsChanged', value);
    if (!accounts.length) { void api.session.disconnect('eip155').catch(() => undefined); return; }
    // Checksumming is async (its code is a chunk of its own); a failure is reported like a malformed event.
    checksummed([accounts[0]]).then(([address]) => {
      const account = api.state.getState().chains.eip155?.account;
      if (account?.status !== 'connected' || account.address === address) return;
      api.session.adoptAccount('eip155', address);
    }).catch((error: unknown) => api.hooks.error.call({ error, source: 'injected:accountsChanged' }));
  });
  const onChain = (value: unknown) => guard('chainChanged', () => {
    adoptChain(api, walletAnswer(HexChainIdSchema, 'chainChanged', value));
  });
  provider.on?.('accountsChanged', onAccounts);
  provider.on?.('chainChanged', onChain);
  return () => {
    provider.removeListener?.('accountsChanged', onAccounts);
    provider.removeListener?.('chainChanged', onChain);
  };
}

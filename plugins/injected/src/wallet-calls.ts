/**
 * The wallet requests of the injected connector, each answer validated (addresses, hex chain ids):
 * a malformed answer throws 'Invalid wallet response to <method>: …' before any state changes.
 */
import type { Network } from '@gangway/kernel';
import { addEthereumChainParams, toChainId, toHexChainId } from '@gangway/lib-eip155';
import { AccountsSchema, HexChainIdSchema, RequestedAccountsSchema, walletAnswer } from '@gangway/lib-eip155';
import { isUnrecognizedChain, isUserRejection } from '@gangway/lib-eip155';
import { GangwayError } from '@gangway/kernel';
import type { Address } from 'viem';
import type { Eip1193Provider } from './eip1193';

/** Checksummed addresses; the hashing code loads with the first connection, not with the Connect view. */
export const checksummed = async (addresses: readonly string[]): Promise<Address[]> =>
  (await import(/* webpackChunkName: "eip55" */ './checksum')).checksum(addresses);

const call = (p: Eip1193Provider, method: string, params?: unknown) => p.request(params === undefined ? { method } : { method, params });

/** eth_requestAccounts (prompts the user); at least one account, checksummed. */
export async function requestAccounts(p: Eip1193Provider): Promise<Address[]> {
  return checksummed(walletAnswer(RequestedAccountsSchema, 'eth_requestAccounts', await call(p, 'eth_requestAccounts')));
}

/** eth_accounts (no prompt); empty when the site is not connected. */
export async function currentAccounts(p: Eip1193Provider): Promise<Address[]> {
  return checksummed(walletAnswer(AccountsSchema, 'eth_accounts', await call(p, 'eth_accounts')));
}

export async function chainIdOf(p: Eip1193Provider): Promise<number> {
  return toChainId(walletAnswer(HexChainIdSchema, 'eth_chainId', await call(p, 'eth_chainId')));
}

/**
 * wallet_switchEthereumChain; when the wallet does not know the chain (4902, also nested in
 * data.originalError) add it with wallet_addEthereumChain and switch again. A wallet that fails to
 * add the chain (not a rejection) raises spec §8's 'Chain is not supported'. Any other error, a
 * 4001 rejection included, propagates untouched so the caller keeps its state and can tell why.
 */
export async function switchChain(p: Eip1193Provider, network: Network, rpc: { base: string; projectId?: string }): Promise<void> {
  const params = [{ chainId: toHexChainId(network.id) }];
  try {
    await call(p, 'wallet_switchEthereumChain', params);
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error;
    try {
      await call(p, 'wallet_addEthereumChain', [addEthereumChainParams(network, rpc.base, rpc.projectId)]);
    } catch (addError) {
      if (isUserRejection(addError)) throw addError;
      throw new GangwayError('CHAIN_NOT_SUPPORTED', undefined, { cause: addError, details: { chainId: network.caipNetworkId } });
    }
    await call(p, 'wallet_switchEthereumChain', params);
  }
}

/** Spec §4 "sign-out waits at most 3 s": a wallet that never answers must not hold up disconnect. */
export const REVOKE_WAIT_MS = 3000;

/** wallet_revokePermissions, best effort: many wallets lack it, and disconnect must succeed anyway. */
export async function revokePermissions(p: Eip1193Provider): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    call(p, 'wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => undefined),
    new Promise((r) => { timer = setTimeout(r, REVOKE_WAIT_MS); }),
  ]);
  clearTimeout(timer);
}

export { call as walletRequest };

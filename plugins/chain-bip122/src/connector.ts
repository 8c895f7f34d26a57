/**
 * Bitcoin wallets of the Wallet Standard as Connect-view connectors and as the bip122 session when
 * one of them is connected. It answers the per-namespace hooks only while the bip122 session's
 * connector is one of its own ids (undefined lets the next tap — WalletConnect — answer).
 * The session's address is the one of the account type (spec §4: `payment` by default; the host's
 * `defaultAccountTypes.bip122: 'ordinal'` picks the taproot address when the wallet gave one).
 */
import { GangwayError, type AccountType, type PluginApi } from '@gangway/kernel';
import { invalidWalletResponse } from '@gangway/lib-eip155';
import { disconnectStandardWallet, namespaceNetworks, publishStandardConnectors, standardWalletInfo, watchStandardAccounts } from '@gangway/lib-wallet';
import type { WalletAccount } from '@wallet-standard/base';
import { addressKind } from './addresses';
import { isOurConnector, type BitcoinWallet, type Discovery } from './discovery';
import { addressesOf, bitcoinAccountsOf, caipRefOf, connectWallet, walletRequest } from './wallet-calls';

/** How long session restore waits for the stored wallet to register (extensions can be late). */
export const RESTORE_WAIT_MS = 1000;

const isBitcoinChain = (c: string) => c.startsWith('bitcoin:') || c.startsWith('bip122:');

/**
 * The wallet's accounts on the network `ref`: the ones whose `chains` name it (a wallet holding
 * addresses on several networks gives one set per network). A wallet whose accounts name no Bitcoin
 * chain gives the same accounts everywhere (their addresses are then checked against the network).
 */
export function accountsOn(accounts: readonly WalletAccount[], ref: string): readonly WalletAccount[] {
  if (!accounts.some((a) => (a.chains ?? []).some(isBitcoinChain))) return accounts;
  return accounts.filter((a) => (a.chains ?? []).filter(isBitcoinChain).map(caipRefOf).includes(ref));
}

export interface BitcoinSession {
  /** The connected wallet and its accounts, while this connector holds the bip122 session. */
  active(): { wallet: BitcoinWallet; accounts: readonly WalletAccount[]; ref: string } | undefined;
}

export function setupConnector(api: PluginApi, discovery: Discovery): { session: BitcoinSession; stop(): void } {
  const { hooks } = api;
  const networks = namespaceNetworks(api, 'bip122');
  // The wallet object that answered connect: requests go to it, never to a later registration under its name.
  const session = { wallet: undefined as BitcoinWallet | undefined, accounts: [] as WalletAccount[], unwatch: undefined as (() => void) | undefined };
  const network = networks.current;
  const active = () => {
    const account = api.state.getState().chains.bip122?.account;
    return isOurConnector(account?.connectorId) && account.connectorId === session.wallet?.id && account.status !== 'disconnected' ? session.wallet : undefined;
  };

  /** The network of the accounts' first chain the host configured; else the namespace's current one. */
  const refFor = (accounts: readonly WalletAccount[]) => {
    const refs = accounts.flatMap((a) => a.chains ?? []).filter(isBitcoinChain).map(caipRefOf);
    const configured = networks.all().map((n) => String(n.id));
    const current = network();
    if (current && (!refs.length || refs.includes(String(current.id)))) return String(current.id);
    return refs.find((r) => configured.includes(r)) ?? String(current?.id ?? refs[0] ?? '');
  };

  const accountType = () => (api.options.defaultAccountTypes as Record<string, AccountType | undefined>).bip122 ?? 'payment';

  /**
   * The session's address (of the account type) after checking every address belongs to the network:
   * a wallet answering a mainnet address on regtest is a malformed answer, not an account.
   */
  const mainAddress = (accounts: readonly WalletAccount[], ref: string, method: string) => {
    const on = accountsOn(accounts, ref);
    if (!on.length) throw invalidWalletResponse(method, 'Expected a Bitcoin address');
    for (const a of on) if (!addressKind(a.address, ref)) throw invalidWalletResponse(method, 'Expected a Bitcoin address');
    const list = addressesOf(on, ref);
    return (list.find((a) => a.purpose === accountType()) ?? list[0]).address;
  };

  const describe = (accounts: readonly WalletAccount[], ref: string) => {
    api.session.setAccount('bip122', { allAccounts: addressesOf(accountsOn(accounts, ref), ref).map((a) => ({ address: a.address, type: a.purpose, namespace: 'bip122' as const })) });
  };

  const onAccounts = (raw: readonly unknown[]) => {
    try {
      const accounts = bitcoinAccountsOf(raw, 'standard:events');
      if (!accounts.length) { void api.session.disconnect('bip122').catch(() => undefined); return; }
      const ref = String(network()?.id ?? '');
      const address = mainAddress(accounts, ref, 'standard:events');
      const now = api.state.getState().chains.bip122?.account;
      if (now?.status !== 'connected') return;
      session.accounts = accounts;
      describe(accounts, ref);
      if (now.address !== address) api.session.adoptAccount('bip122', address);
    } catch (error) {
      // A malformed event changes nothing.
      hooks.error.call({ error, source: 'chain-bip122:change' });
    }
  };

  /** Follows the wallet's 'change' events; the accounts it starts from are the connect answer's, taken just before. */
  const follow = (w: BitcoinWallet) => {
    session.unwatch?.();
    session.unwatch = watchStandardAccounts(w.wallet, onAccounts);
  };

  const unsubscribe = publishStandardConnectors(api, discovery, 'bip122');

  hooks.connect.tapPromise(api.id, async (ctx) => {
    if (!isOurConnector(ctx.connectorId)) return undefined;
    const wallet = discovery.get(ctx.connectorId);
    if (!wallet) throw new GangwayError('ADAPTER_NOT_FOUND');
    const accounts = await connectWallet(wallet.wallet);
    const ref = refFor(accounts);
    const address = mainAddress(accounts, ref, 'bitcoin:connect');
    // Pinned as soon as it answers: a registration under the same name while the kernel stores the
    // connection must not take its place.
    discovery.pin(wallet.id);
    session.wallet = wallet;
    session.accounts = accounts;
    return { namespace: 'bip122', address, chainId: ref, wallet: standardWalletInfo(wallet) };
  });

  hooks.connected.tap(api.id, (ctx) => {
    const wallet = session.wallet;
    if (!wallet || ctx.connectorId !== wallet.id) return;
    follow(wallet);
    describe(session.accounts, String(ctx.chainId));
  });

  hooks.syncConnection.for('bip122').tapPromise(api.id, async (ctx) => {
    if (!isOurConnector(ctx.connectorId)) return undefined;
    const wallet = await discovery.waitFor(ctx.connectorId, RESTORE_WAIT_MS);
    if (!wallet) return undefined;
    // Silent: a restore never prompts; a wallet that no longer grants this site ends the session.
    const accounts = await connectWallet(wallet.wallet, true);
    if (!accounts.length) return undefined;
    const ref = refFor(accounts);
    const address = mainAddress(accounts, ref, 'standard:connect');
    session.wallet = wallet;
    session.accounts = accounts;
    discovery.pin(wallet.id);
    follow(wallet);
    queueMicrotask(() => describe(accounts, ref));
    return { namespace: 'bip122', address, chainId: ref, wallet: standardWalletInfo(wallet) };
  });

  const current = () => {
    const wallet = active();
    const ref = String(network()?.id ?? '');
    return wallet && session.accounts.length ? { wallet, accounts: accountsOn(session.accounts, ref), ref } : undefined;
  };

  hooks.request.for('bip122').tapPromise(api.id, async ({ method, params }) => {
    const s = current();
    if (!s) return undefined;
    return walletRequest(s.wallet.wallet, s.accounts, s.ref, method, params);
  });

  // Switching networks asks nothing of the wallet (the chain is named with each request), but the
  // session's address is the wallet's on the new network: a wallet that gave accounts for several
  // networks (each account's `chains`) gets its address there adopted; one with no address there does
  // not support the chain (spec §8 'Chain is not supported'), and nothing changes.
  hooks.switchNetwork.for('bip122').tapPromise(api.id, async ({ network: target }) => {
    if (!active()) return undefined;
    const ref = String(target.id);
    const on = accountsOn(session.accounts, ref);
    if (!on.length || on.some((a) => !addressKind(a.address, ref))) throw new GangwayError('CHAIN_NOT_SUPPORTED', undefined, { details: { network: target.caipNetworkId } });
    const address = mainAddress(session.accounts, ref, 'bitcoin:connect');
    // The network first, so the adopted address's CAIP address names the new network.
    api.session.setNetwork('bip122', target);
    describe(session.accounts, ref);
    if (api.state.getState().chains.bip122?.account.address !== address) api.session.adoptAccount('bip122', address);
    return true;
  });

  hooks.disconnect.for('bip122').tapPromise(api.id, async (ctx) => {
    if (!isOurConnector(ctx.connectorId)) return;
    session.unwatch?.();
    session.unwatch = undefined;
    session.accounts = [];
    const wallet = session.wallet ?? discovery.get(ctx.connectorId);
    session.wallet = undefined;
    discovery.unpin(ctx.connectorId);
    if (wallet) await disconnectStandardWallet(wallet.wallet).catch(() => undefined);
  });

  return { session: { active: current }, stop: () => { session.unwatch?.(); unsubscribe(); discovery.stop(); } };
}

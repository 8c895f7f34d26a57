/**
 * Solana wallets of the Wallet Standard as Connect-view connectors and as the Solana session when
 * one of them is connected. It answers the per-namespace hooks only while the Solana session's
 * connector is one of its own ids (undefined lets the next tap — embedded wallet, WalletConnect — answer).
 */
import { GangwayError, type AccountType, type PluginApi } from '@gangway/kernel';
import { disconnectStandardWallet, namespaceNetworks, publishStandardConnectors, standardWalletInfo, watchStandardAccounts } from '@gangway/lib-wallet';
import type { WalletAccount } from '@wallet-standard/base';
import { isOurConnector, type Discovery, type SolanaWallet } from './discovery';
import { caipRefOf, connectWallet, solanaAccountsOf, walletRequest } from './wallet-calls';

/** How long session restore waits for the stored wallet to register (extensions can be late). */
export const RESTORE_WAIT_MS = 1000;

export function setupConnector(api: PluginApi, discovery: Discovery) {
  const { hooks } = api;
  const networks = namespaceNetworks(api, 'solana');
  // The wallet object that answered connect: requests go to it, never to a later registration under its name.
  const session = { wallet: undefined as SolanaWallet | undefined, account: undefined as WalletAccount | undefined, unwatch: undefined as (() => void) | undefined };
  const active = () => {
    const id = api.state.getState().chains.solana?.account.connectorId;
    return isOurConnector(id) && id === session.wallet?.id && api.state.getState().chains.solana?.account.status !== 'disconnected' ? session.wallet : undefined;
  };
  const network = networks.current;

  /** The network of the account's first chain the host configured; else the namespace's current one. */
  const chainIdFor = (account: WalletAccount) => {
    const refs = (account.chains ?? []).filter((c) => c.startsWith('solana:')).map(caipRefOf);
    const configured = networks.all().map((n) => String(n.id));
    const current = network();
    if (current && refs.includes(String(current.id))) return String(current.id);
    return refs.find((r) => configured.includes(r)) ?? String(current?.id ?? refs[0] ?? '');
  };

  /** Spec §4: a Solana account is an eoa by default (the host's defaultAccountTypes may say otherwise). */
  const describe = (address: string) => {
    const type = (api.options.defaultAccountTypes as Record<string, AccountType | undefined>).solana ?? 'eoa';
    api.session.setAccount('solana', { allAccounts: [{ address, type, namespace: 'solana' }] });
  };

  const onAccounts = (raw: readonly unknown[]) => {
    try {
      const accounts = solanaAccountsOf(raw, 'standard:events');
      if (!accounts.length) { void api.session.disconnect('solana').catch(() => undefined); return; }
      const [next] = accounts;
      const now = api.state.getState().chains.solana?.account;
      if (now?.status !== 'connected' || now.address === next.address) return;
      session.account = next;
      api.session.adoptAccount('solana', next.address);
      describe(next.address);
    } catch (error) {
      // A malformed event changes nothing.
      hooks.error.call({ error, source: 'chain-solana:change' });
    }
  };

  /**
   * Follows the wallet's 'change' events. The watch starts once the kernel stored the connection, so
   * a switch the wallet made in between is caught up from its `accounts` (they always hold the
   * current ones).
   */
  const follow = (w: SolanaWallet) => {
    session.unwatch?.();
    session.unwatch = watchStandardAccounts(w.wallet, onAccounts);
    if (w.wallet.accounts.length) onAccounts(w.wallet.accounts);
  };

  const unsubscribe = publishStandardConnectors(api, discovery, 'solana');

  hooks.connect.tapPromise(api.id, async (ctx) => {
    if (!isOurConnector(ctx.connectorId)) return undefined;
    const wallet = discovery.get(ctx.connectorId);
    if (!wallet) throw new GangwayError('ADAPTER_NOT_FOUND');
    const [account] = await connectWallet(wallet.wallet);
    // Pinned as soon as it answers: a registration under the same name while the kernel stores the
    // connection must not take its place.
    discovery.pin(wallet.id);
    session.wallet = wallet;
    session.account = account;
    return { namespace: 'solana', address: account.address, chainId: chainIdFor(account), wallet: standardWalletInfo(wallet) };
  });

  hooks.connected.tap(api.id, (ctx) => {
    const wallet = session.wallet;
    if (!wallet || ctx.connectorId !== wallet.id) return;
    follow(wallet);
    describe(ctx.address);
  });

  hooks.syncConnection.for('solana').tapPromise(api.id, async (ctx) => {
    if (!isOurConnector(ctx.connectorId)) return undefined;
    const wallet = await discovery.waitFor(ctx.connectorId, RESTORE_WAIT_MS);
    if (!wallet) return undefined;
    // Silent: a restore never prompts; a wallet that no longer grants this site ends the session.
    const [account] = await connectWallet(wallet.wallet, true);
    if (!account) return undefined;
    session.wallet = wallet;
    session.account = account;
    discovery.pin(wallet.id);
    follow(wallet);
    queueMicrotask(() => describe(account.address));
    return { namespace: 'solana', address: account.address, chainId: chainIdFor(account), wallet: standardWalletInfo(wallet) };
  });

  hooks.request.for('solana').tapPromise(api.id, async ({ method, params }) => {
    const wallet = active();
    if (!wallet || !session.account) return undefined;
    return walletRequest(wallet.wallet, session.account, network(), method, params);
  });

  hooks.getProvider.for('solana').tapPromise(api.id, async () => {
    const wallet = active();
    if (!wallet) return undefined;
    return {
      wallet: wallet.wallet,
      request: ({ method, params }: { method: string; params?: unknown }) => walletRequest(wallet.wallet, session.account!, network(), method, params),
    };
  });

  // Switching clusters needs nothing from the wallet: the chain is named with each request.
  hooks.switchNetwork.for('solana').tapPromise(api.id, async () => (active() ? true : undefined));

  hooks.disconnect.for('solana').tapPromise(api.id, async (ctx) => {
    if (!isOurConnector(ctx.connectorId)) return;
    session.unwatch?.();
    session.unwatch = undefined;
    session.account = undefined;
    const wallet = session.wallet ?? discovery.get(ctx.connectorId);
    session.wallet = undefined;
    discovery.unpin(ctx.connectorId);
    if (wallet) await disconnectStandardWallet(wallet.wallet).catch(() => undefined);
  });

  return () => { session.unwatch?.(); unsubscribe(); discovery.stop(); };
}

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, type Network } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { testDevnet, testMainnet, testSolana } from '@gangway/lib-wallet/testing';
import { injectedManifest } from './manifest';
import { ALICE_CHECKSUM, announce, BOB, FakeWallet, ICON, rejection } from './fake-wallet.test-util';

const devnet2: Network = {
  ...testDevnet, id: 31338, caipNetworkId: 'eip155:31338', name: 'Gangway Devnet 2',
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  blockExplorers: { default: { name: 'Devnet explorer', url: 'http://127.0.0.1:8787/explorer/31338' } },
};
const ID = 'eip6963:dev.test.wallet';
const cleanups: (() => void)[] = [];
afterEach(() => { for (const c of cleanups.splice(0)) c(); delete (window as { ethereum?: unknown }).ethereum; });

async function setup(opts: { wallet?: FakeWallet; options?: Record<string, unknown>; announceWallet?: boolean } = {}) {
  const wallet = opts.wallet ?? new FakeWallet();
  if (opts.announceWallet !== false) cleanups.push(announce(wallet));
  const h = createPluginHarness(injectedManifest, { options: { networks: [testDevnet, testMainnet, devnet2], ...opts.options } });
  cleanups.push(() => h.gangway.destroy());
  expect(await h.activate()).toBe(true);
  const errors: unknown[] = [];
  h.kernel.hooks.error.tap('test', ({ error }) => { errors.push(error); });
  const state = () => h.kernel.store.getState();
  const account = () => state().chains.eip155!.account;
  const network = () => state().chains.eip155!.network.caipNetwork?.caipNetworkId;
  const connect = () => h.kernel.connect({ connectorId: ID });
  return { h, wallet, state, account, network, connect, errors };
}

describe('discovery', () => {
  it('lists announced wallets as ConnectingExternal connectors with their icon', async () => {
    const { state } = await setup();
    expect(state().connectors).toEqual([
      { id: ID, name: 'Test Wallet', chain: 'eip155', type: 'ANNOUNCED', imageUrl: ICON, rdns: 'dev.test.wallet', pluginId: 'injected', view: 'ConnectingExternal' },
    ]);
  });

  it('shows window.ethereum as Browser Wallet only when no announced wallet has the same provider', async () => {
    const wallet = new FakeWallet();
    (window as { ethereum?: unknown }).ethereum = wallet;
    const { state } = await setup({ wallet });
    expect(state().connectors.map((c) => c.id)).toEqual([ID]);
    cleanups.splice(0).forEach((c) => c());

    (window as { ethereum?: unknown }).ethereum = new FakeWallet();
    const other = await setup();
    expect(other.state().connectors.map((c) => [c.id, c.name, c.type])).toEqual([[ID, 'Test Wallet', 'ANNOUNCED'], ['injected', 'Browser Wallet', 'INJECTED']]);
  });

  it('a host without eip155 networks (Solana-only) lists no EVM wallet, not even a late one, and refuses a connect by id (issue 36)', async () => {
    const wallet = new FakeWallet();
    (window as { ethereum?: unknown }).ethereum = new FakeWallet();
    const { state, connect } = await setup({ wallet, options: { networks: [testSolana] } });
    expect(state().connectors).toEqual([]);
    cleanups.push(announce(new FakeWallet(), { rdns: 'late.wallet', name: 'Late' }));
    expect(state().connectors).toEqual([]);
    await expect(connect()).rejects.toThrow(ERRORS.UNSUPPORTED_CHAIN);
    expect(wallet.calls).toEqual([]);
  });

  it('ignores malformed announcements and picks up late ones', async () => {
    cleanups.push(announce({ request: 'not a function' }, { rdns: 'bad.one' }), announce(new FakeWallet(), { rdns: '' }));
    const { state } = await setup({ announceWallet: false });
    expect(state().connectors).toEqual([]);
    cleanups.push(announce(new FakeWallet(), { rdns: 'late.wallet', name: 'Late', icon: 'javascript:alert(1)' }));
    expect(state().connectors).toMatchObject([{ id: 'eip6963:late.wallet', name: 'Late', imageUrl: undefined }]);
  });

  it('is off with enableEIP6963: false (the legacy connector too)', async () => {
    (window as { ethereum?: unknown }).ethereum = new FakeWallet();
    const h = createPluginHarness(injectedManifest, { options: { enableEIP6963: false } });
    cleanups.push(() => h.gangway.destroy());
    expect(await h.activate()).toBe(false);
    expect(h.kernel.store.getState().connectors).toEqual([]);
  });
});

describe('include / exclude / featured (by id, name or rdns)', () => {
  const three = () => {
    cleanups.push(
      announce(new FakeWallet(), { rdns: 'io.metamask', name: 'MetaMask' }),
      announce(new FakeWallet(), { rdns: 'app.phantom', name: 'Phantom' }),
      announce(new FakeWallet(), { rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet' }),
    );
  };
  const ids = async (options: Record<string, unknown>) => {
    three();
    const { state } = await setup({ announceWallet: false, options });
    return state().connectors.map((c) => c.rdns);
  };
  it('include keeps only the listed wallets', async () => {
    expect(await ids({ includeWalletIds: ['phantom', 'eip6963:io.metamask'] })).toEqual(['io.metamask', 'app.phantom']);
  });
  it('exclude drops the listed wallets', async () => {
    expect(await ids({ excludeWalletIds: ['com.coinbase.wallet', 'MetaMask'] })).toEqual(['app.phantom']);
  });
  it('featured ones come first, in list order', async () => {
    expect(await ids({ featuredWalletIds: ['Coinbase Wallet', 'app.phantom'] })).toEqual(['com.coinbase.wallet', 'app.phantom', 'io.metamask']);
  });
});

describe('connect', () => {
  it('asks for accounts then the chain, and connects with a checksummed address', async () => {
    const { wallet, account, network, connect, state } = await setup();
    await expect(connect()).resolves.toEqual({
      namespace: 'eip155', address: ALICE_CHECKSUM, chainId: 31337,
      wallet: { name: 'Test Wallet', icon: ICON, rdns: 'dev.test.wallet', type: 'ANNOUNCED' },
    });
    expect(wallet.methods()).toEqual(['eth_requestAccounts', 'eth_chainId']);
    expect(account()).toMatchObject({ status: 'connected', address: ALICE_CHECKSUM, connectorId: ID, caipAddress: `eip155:31337:${ALICE_CHECKSUM}` });
    expect(network()).toBe('eip155:31337');
    expect(state().activeCaipAddress).toBe(`eip155:31337:${ALICE_CHECKSUM}`);
  });

  it('a connection on a chain the host did not configure is an "Unknown Network"', async () => {
    const wallet = new FakeWallet();
    wallet.chainId = '0x5';
    const { network, state, connect } = await setup({ wallet });
    await connect();
    expect(network()).toBe('eip155:5');
    expect(state().activeCaipNetwork?.name).toBe(ERRORS.UNKNOWN_NETWORK);
  });

  it('a rejection (4001) throws and leaves the account disconnected', async () => {
    const { wallet, account, connect } = await setup();
    wallet.handlers.eth_requestAccounts = () => { throw rejection(); };
    await expect(connect()).rejects.toMatchObject({ code: 4001 });
    expect(account().status).toBe('disconnected');
  });

  it.each([
    ['eth_requestAccounts', ['0x123'], 'Invalid wallet response to eth_requestAccounts: Expected an address'],
    ['eth_requestAccounts', [], 'Invalid wallet response to eth_requestAccounts: Expected at least one account'],
    ['eth_chainId', 31337, 'Invalid wallet response to eth_chainId: Expected string'],
    ['eth_chainId', 'mainnet', 'Invalid wallet response to eth_chainId: Expected a hex chain id'],
  ])('a malformed %s answer (%j) gives a clear error and no state change', async (method, answer, message) => {
    const { wallet, account, connect } = await setup();
    wallet.handlers[method] = () => answer;
    await expect(connect()).rejects.toThrow(message);
    expect(account().status).toBe('disconnected');
    expect(account().address).toBeUndefined();
  });

  it('ignores connector ids it does not own', async () => {
    const { h } = await setup();
    await expect(h.kernel.connect({ connectorId: 'walletConnect' })).rejects.toThrow(ERRORS.ADAPTER_NOT_FOUND);
  });
});

describe('switch network', () => {
  it('switches a chain the wallet knows', async () => {
    const { h, wallet, network, connect } = await setup();
    wallet.knownChains.add('0x1');
    await connect();
    await h.kernel.switchNetwork('eip155:1');
    expect(wallet.methods().slice(2)).toEqual(['wallet_switchEthereumChain']);
    expect(network()).toBe('eip155:1');
  });

  it('on 4902 adds the chain (spec §7 params) then switches again', async () => {
    const { h, wallet, network, connect } = await setup();
    await connect();
    await h.kernel.switchNetwork('eip155:31338');
    expect(wallet.calls.slice(2)).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      { method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6a', rpcUrls: ['http://127.0.0.1:8546'], chainName: 'Gangway Devnet 2', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, blockExplorerUrls: ['http://127.0.0.1:8787/explorer/31338'] }] },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
    ]);
    expect(network()).toBe('eip155:31338');
  });

  it('also when 4902 is nested in data.originalError', async () => {
    const { h, wallet, network, connect } = await setup();
    await connect();
    let first = true;
    wallet.handlers.wallet_switchEthereumChain = () => {
      if (first) { first = false; throw Object.assign(new Error('Internal'), { code: -32603, data: { originalError: { code: 4902 } } }); }
      return null;
    };
    await h.kernel.switchNetwork('eip155:31338');
    expect(wallet.methods().slice(2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(network()).toBe('eip155:31338');
  });

  it('a rejection (4001) throws and leaves the network as it was', async () => {
    const { h, wallet, network, connect, account } = await setup();
    await connect();
    wallet.handlers.wallet_switchEthereumChain = () => { throw rejection(); };
    await expect(h.kernel.switchNetwork('eip155:1')).rejects.toMatchObject({ code: 4001 });
    expect(network()).toBe('eip155:31337');
    expect(account().status).toBe('connected');
  });

  it('a rejected add (4001 after 4902) leaves the network as it was', async () => {
    const { h, wallet, network, connect } = await setup();
    await connect();
    wallet.handlers.wallet_addEthereumChain = () => { throw rejection(); };
    await expect(h.kernel.switchNetwork('eip155:31338')).rejects.toMatchObject({ code: 4001 });
    expect(network()).toBe('eip155:31337');
  });

  it('a wallet that fails to add the chain (not a rejection) gives spec §8 "Chain is not supported"', async () => {
    const { h, wallet, network, connect } = await setup();
    await connect();
    wallet.handlers.wallet_addEthereumChain = () => { throw Object.assign(new Error('Invalid RPC URL'), { code: -32602 }); };
    await expect(h.kernel.switchNetwork('eip155:31338')).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED', message: ERRORS.CHAIN_NOT_SUPPORTED });
    expect(network()).toBe('eip155:31337');
  });
});

describe('wallet events', () => {
  it('accountsChanged switches the account, and an empty list disconnects', async () => {
    const { wallet, account, connect } = await setup();
    await connect();
    wallet.emit('accountsChanged', [BOB]);
    // Checksummed (EIP-55) before it is adopted: the hashing code is a chunk of its own, so this is async.
    await vi.waitFor(() => expect(account()).toMatchObject({ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', caipAddress: 'eip155:31337:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }));
    wallet.emit('accountsChanged', []);
    await vi.waitFor(() => expect(account().status).toBe('disconnected'));
    expect(wallet.listenerCount('accountsChanged')).toBe(0);
  });

  it('chainChanged adopts the configured network, or an Unknown Network', async () => {
    const { wallet, network, state, connect } = await setup();
    await connect();
    wallet.emit('chainChanged', '0x1');
    expect(network()).toBe('eip155:1');
    wallet.emit('chainChanged', '0x89');
    expect(state().activeCaipNetwork).toMatchObject({ caipNetworkId: 'eip155:137', name: ERRORS.UNKNOWN_NETWORK });
  });

  it('malformed events are reported and change nothing', async () => {
    const { wallet, account, network, connect, errors } = await setup();
    await connect();
    wallet.emit('accountsChanged', 'nope');
    wallet.emit('chainChanged', 42);
    expect(account()).toMatchObject({ status: 'connected', address: ALICE_CHECKSUM });
    expect(network()).toBe('eip155:31337');
    expect(errors.map((e) => (e as Error).message)).toEqual([
      'Invalid wallet response to accountsChanged: Expected array',
      'Invalid wallet response to chainChanged: Expected string',
    ]);
  });
});

describe('session hooks', () => {
  it('restores a session with eth_accounts; none granted → nothing (the kernel marks it disconnected)', async () => {
    const { h, wallet, network } = await setup();
    wallet.chainId = '0x1';
    const sync = () => h.kernel.hooks.syncConnection.for('eip155').promise({ namespace: 'eip155', connectorId: ID });
    await expect(sync()).resolves.toMatchObject({ address: ALICE_CHECKSUM, chainId: 1 });
    expect(network()).toBe('eip155:1');
    wallet.accounts = [];
    await expect(sync()).resolves.toBeUndefined();
    expect(wallet.methods()).not.toContain('eth_requestAccounts');
  });

  it('waits briefly for a late wallet on restore, and gives up when it never comes', async () => {
    const { h } = await setup({ announceWallet: false });
    const late = new FakeWallet();
    setTimeout(() => cleanups.push(announce(late)), 20);
    await expect(h.kernel.hooks.syncConnection.for('eip155').promise({ namespace: 'eip155', connectorId: ID })).resolves.toMatchObject({ address: ALICE_CHECKSUM });
    await expect(h.kernel.hooks.syncConnection.for('eip155').promise({ namespace: 'eip155', connectorId: 'eip6963:gone' })).resolves.toBeUndefined();
  });

  it('a wallet that never answers eth_accounts ends the restore after 5 s (a failed sync), not a spinner', async () => {
    const { h, wallet } = await setup();
    wallet.handlers.eth_accounts = () => new Promise(() => undefined);
    vi.useFakeTimers();
    try {
      const p = h.kernel.hooks.syncConnection.for('eip155').promise({ namespace: 'eip155', connectorId: ID });
      const outcome = p.then(() => 'resolved', (e: Error) => e.message);
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(outcome).resolves.toBe('The wallet did not answer eth_accounts within 5 s');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers request and getProvider only for its own session', async () => {
    const { h, wallet, connect } = await setup();
    const request = () => h.kernel.hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_chainId' });
    await expect(request()).resolves.toBeUndefined();
    await expect(h.gangway.getProvider('eip155')).resolves.toBeUndefined();
    await connect();
    await expect(request()).resolves.toBe('0x7a69');
    await expect(h.gangway.getProvider('eip155')).resolves.toBe(wallet);
  });

  it('disconnect revokes permissions (best effort) and stops following the wallet', async () => {
    const { h, wallet, account, connect } = await setup();
    await connect();
    wallet.handlers.wallet_revokePermissions = () => { throw new Error('not supported'); };
    await h.kernel.disconnect('eip155');
    expect(wallet.methods()).toContain('wallet_revokePermissions');
    expect(account().status).toBe('disconnected');
    expect(wallet.listenerCount('chainChanged')).toBe(0);
  });
});

// Impostors and the wallet held for a session: pinning.test.ts (and discovery.test.ts).

describe('a network chosen before connecting', () => {
  it('is applied once the wallet connects on another chain', async () => {
    const { h, wallet, network, account } = await setup();
    await h.kernel.switchNetwork('eip155:1');
    expect(wallet.methods()).toEqual([]);
    await h.kernel.connect({ connectorId: ID });
    await vi.waitFor(() => expect(network()).toBe('eip155:1'));
    expect(wallet.calls).toContainEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    expect(account().status).toBe('connected');
  });

  it('a refused switch keeps the connection on the wallet\'s chain, and the choice is used once only', async () => {
    const { h, wallet, network, account, errors } = await setup();
    await h.kernel.switchNetwork('eip155:1');
    wallet.handlers.wallet_switchEthereumChain = () => { throw rejection(); };
    await h.kernel.connect({ connectorId: ID });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(network()).toBe('eip155:31337');
    expect(account().status).toBe('connected');
    await h.kernel.disconnect('eip155');
    await h.kernel.connect({ connectorId: ID });
    expect(wallet.methods().filter((m) => m === 'wallet_switchEthereumChain')).toHaveLength(1);
  });
});


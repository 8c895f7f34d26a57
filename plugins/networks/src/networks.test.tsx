// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { definePlugin, defineManifest, ERRORS, PLUGIN_API_VERSION, type Network } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { testDevnet, testMainnet, testSolana } from '@gangway/lib-wallet/testing';
import { networksManifest } from './manifest';
import { unsupportedChainApplies } from './unsupported-rule';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const unknown: Network = { ...testMainnet, id: 5, caipNetworkId: 'eip155:5', name: ERRORS.UNKNOWN_NETWORK };

/** A connector stand-in: answers switchNetwork by running `answer` (throw to refuse). */
function fakeConnector() {
  const calls: string[] = [];
  let answer: () => void = () => {};
  const manifest = defineManifest({
    id: 'fake-connector',
    namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'],
    ...definePlugin((api) => {
      api.hooks.switchNetwork.for('eip155').tapPromise('x', async ({ network }) => { calls.push(network.caipNetworkId); answer(); return true; });
    }),
    apiVersion: PLUGIN_API_VERSION,
  });
  return { manifest, calls, answerWith: (fn: () => void) => { answer = fn; } };
}

async function setup(options: Record<string, unknown> = {}) {
  const wallet = fakeConnector();
  // Network icons come from the asset image endpoint (spec §7).
  const images = (async (input: RequestInfo | URL) => (new URL(String(input)).pathname.startsWith('/public/getAssetImage/')
    ? new Response(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }))
    : new Response('not found', { status: 404 }))) as typeof fetch;
  const h = createPluginHarness(networksManifest, { fakes: [wallet.manifest], fetch: images, options: { networks: [testDevnet, testMainnet], ...options } });
  await h.activate();
  await h.kernel.plugins.activate('fake-connector');
  const state = () => h.kernel.store.getState();
  const network = () => state().chains.eip155!.network.caipNetwork?.caipNetworkId;
  const connect = (net?: Network) => act(() => {
    h.kernel.store.update((d) => {
      const c = d.chains.eip155!;
      c.account.status = 'connected';
      c.account.address = ALICE;
      c.account.connectorId = 'fake';
      if (net) { c.network.caipNetwork = net as never; d.activeCaipNetwork = net as never; }
    });
  });
  return { h, wallet, state, network, connect };
}
const rejection = () => Object.assign(new Error('User rejected'), { code: 4001 });

afterEach(() => { cleanup(); vi.useRealTimers(); });

describe('UnsupportedChain rule (spec §4: all four conditions)', () => {
  const base = { network: unknown, requested: [testDevnet, testMainnet], options: { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: false } };
  it('applies when all hold', () => expect(unsupportedChainApplies(base)).toBe(true));
  it('not when the network is in the requested list', () => expect(unsupportedChainApplies({ ...base, network: testDevnet })).toBe(false));
  it('not when network switching is off', () => expect(unsupportedChainApplies({ ...base, options: { ...base.options, enableNetworkSwitch: false } })).toBe(false));
  it('not when unsupported chains are allowed', () => expect(unsupportedChainApplies({ ...base, options: { ...base.options, allowUnsupportedChain: true } })).toBe(false));
  it('not in basic mode', () => expect(unsupportedChainApplies({ ...base, options: { ...base.options, basic: true } })).toBe(false));

  const wentUnsupported = async (options: Record<string, unknown>) => {
    const { h, state, connect } = await setup(options);
    if (!(await h.activate())) return 'plugin disabled';
    await connect(unknown);
    h.kernel.hooks.networkChanged.call({ namespace: 'eip155', network: unknown });
    await new Promise((r) => setTimeout(r, 5));
    return state().modal.open ? h.kernel.router.current().view : 'closed';
  };
  it('opens the view when the connected wallet moves to an unknown network', async () => {
    expect(await wentUnsupported({})).toBe('UnsupportedChain');
  });
  it('stays closed with allowUnsupportedChain, in basic mode, and without network switching', async () => {
    expect(await wentUnsupported({ allowUnsupportedChain: true })).toBe('closed');
    expect(await wentUnsupported({ basic: true })).toBe('closed');
    expect(await wentUnsupported({ enableNetworkSwitch: false })).toBe('plugin disabled');
  });
  it('leaves the view for Account once the wallet is back on a supported network', async () => {
    const { h, connect } = await setup();
    await connect(unknown);
    h.kernel.hooks.accountChanged.call({ namespace: 'eip155', address: ALICE });
    await waitFor(() => expect(h.kernel.router.current().view).toBe('UnsupportedChain'));
    h.kernel.store.update((d) => { d.chains.eip155!.network.caipNetwork = testDevnet as never; });
    h.kernel.hooks.networkChanged.call({ namespace: 'eip155', network: testDevnet });
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
  });
});

describe('Networks view', () => {
  it('lists the networks with the active one marked (every family, grouped)', async () => {
    const { h } = await setup({ networks: [testDevnet, testMainnet, testSolana] });
    await h.renderView('Networks');
    expect(screen.getAllByRole('button').map((b) => b.dataset.testid)).toEqual(['network-eip155:31337', 'network-eip155:1', 'network-solana:devnet']);
    expect(screen.getByTestId('network-solana:devnet').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('network-eip155:31337').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('network-eip155:1').getAttribute('aria-current')).toBeNull();
  });

  it('a session that approved only some networks: the others are marked Not approved by wallet and still ask the wallet (spec §3)', async () => {
    const { h, connect, wallet } = await setup();
    await connect(testDevnet);
    const limit = (patch: { approvedCaipNetworkIds: string[]; supportsAllNetworks: boolean }) => act(() => {
      h.kernel.store.update((d) => { Object.assign(d.chains.eip155!.network, patch); d.chains.eip155!.account.caipAddress = `eip155:31337:${ALICE}`; });
    });
    await limit({ approvedCaipNetworkIds: ['eip155:31337'], supportsAllNetworks: false });
    await h.renderView('Networks');
    const mainnet = screen.getByTestId('network-eip155:1') as HTMLButtonElement;
    expect(mainnet.dataset.approved).toBe('false');
    expect(mainnet.textContent).toContain('Not approved by wallet');
    const devnet = screen.getByTestId('network-eip155:31337') as HTMLButtonElement;
    expect(devnet.dataset.approved).toBeUndefined();
    expect(devnet.querySelector('[data-testid="network-not-approved"]')).toBeNull();
    // Still a switch: the wallet is asked (it may add the chain, spec §7).
    fireEvent.click(mainnet);
    expect(h.kernel.router.current()).toEqual({ view: 'SwitchNetwork', data: { network: testMainnet } });
    expect(wallet.calls).toEqual([]);
    // A session that supports every network (an injected wallet, AppKit's default): nothing is marked.
    h.kernel.router.back();
    await limit({ approvedCaipNetworkIds: [], supportsAllNetworks: true });
    await h.renderView('Networks');
    await waitFor(() => expect(screen.queryByTestId('network-not-approved')).toBeNull());
    expect((screen.getByTestId('network-eip155:1') as HTMLButtonElement).dataset.approved).toBeUndefined();
  });

  it('before connecting, picking a network records the choice without asking a wallet', async () => {
    const { h, wallet, network } = await setup();
    await h.renderView('Networks');
    fireEvent.click(screen.getByTestId('network-eip155:1'));
    await waitFor(() => expect(network()).toBe('eip155:1'));
    expect(wallet.calls).toEqual([]);
  });

  it('when connected, picking a network opens SwitchNetwork', async () => {
    const { h, connect } = await setup();
    await connect();
    h.kernel.router.reset('Account');
    h.kernel.router.push('Networks');
    await h.renderView('Networks');
    fireEvent.click(screen.getByTestId('network-eip155:1'));
    expect(h.kernel.router.current()).toEqual({ view: 'SwitchNetwork', data: { network: testMainnet } });
  });

  it('uses assets.imageUrl, else the asset image by imageId (a blob, through the shared loader)', async () => {
    const withImages = [{ ...testDevnet, assets: { imageUrl: 'https://img/devnet.png' } }, { ...testMainnet, assets: { imageId: 'abc' } }];
    const { h } = await setup({ networks: withImages });
    const { container } = await h.renderView('Networks');
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    const srcs = [...container.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(srcs[0]).toBe('https://img/devnet.png');
    expect(srcs[1]).toMatch(/^blob:/);
  });
});

describe('SwitchNetwork view', () => {
  it('asks the wallet once, then goes to Account', async () => {
    const { h, wallet, connect, network, state } = await setup();
    await connect();
    act(() => { h.kernel.store.update((d) => { d.modal.open = true; }); });
    await h.renderView('SwitchNetwork', { network: testMainnet });
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    expect(wallet.calls).toEqual(['eip155:1']);
    expect(network()).toBe('eip155:1');
    expect(state().toast?.message).toBe('Switched to Ethereum');
  });

  it('a rejection (4001) shows Switch declined, keeps the state, and retries', async () => {
    const { h, wallet, connect, network } = await setup();
    await connect();
    act(() => { h.kernel.store.update((d) => { d.modal.open = true; }); });
    wallet.answerWith(() => { throw rejection(); });
    await h.renderView('SwitchNetwork', { network: testMainnet });
    await screen.findByText('Switch declined');
    expect(network()).toBe('eip155:31337');
    expect(screen.getByTestId('switch-network-view').dataset.phase).toBe('declined');

    wallet.answerWith(() => {});
    fireEvent.click(screen.getByTestId('switch-network-retry'));
    await waitFor(() => expect(network()).toBe('eip155:1'));
    expect(wallet.calls).toEqual(['eip155:1', 'eip155:1']);
  });

  it('another failure shows its message', async () => {
    const { h, wallet, connect } = await setup();
    await connect();
    wallet.answerWith(() => { throw new Error('Chain is not supported'); });
    await h.renderView('SwitchNetwork', { network: testMainnet });
    await screen.findByText('Chain is not supported');
    expect(screen.getByTestId('switch-network-view').dataset.phase).toBe('failed');
  });
});

describe('UnsupportedChain view', () => {
  it('names the network Unknown Network and offers the supported ones', async () => {
    const { h, connect } = await setup();
    await connect(unknown);
    await h.renderView('UnsupportedChain');
    expect(screen.getByTestId('unsupported-network-name').textContent).toBe(ERRORS.UNKNOWN_NETWORK);
    fireEvent.click(screen.getByTestId('network-eip155:31337'));
    expect(h.kernel.router.current()).toEqual({ view: 'SwitchNetwork', data: { network: testDevnet } });
  });
});

describe('SwitchActiveChain view', () => {
  it('makes another namespace active, then navigates', async () => {
    const { h, state, wallet } = await setup({ networks: [testDevnet, testSolana] });
    h.kernel.router.reset('Account');
    await h.renderView('SwitchActiveChain', { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true });
    await waitFor(() => expect(state().activeChain).toBe('solana'));
    expect(state().activeCaipNetwork?.caipNetworkId).toBe('solana:devnet');
    expect(h.kernel.router.current().view).toBe('Connect');
    expect(state().router.history.map((e) => e.view)).toEqual(['Account', 'Connect']);
    expect(wallet.calls).toEqual([]);
  });
});

describe('several chain families', () => {
  const SOL = '9G1FDEFBdebBPjz43sEd2Der4Mi5AEXcwG5BnSh7F1h5';
  it('groups the network list by family', async () => {
    const { h } = await setup({ networks: [testDevnet, testMainnet, testSolana] });
    await h.renderView('Networks');
    expect(screen.getAllByRole('heading').map((e) => e.textContent)).toEqual(['EVM', 'Solana']);
    expect([...screen.getByTestId('network-family-solana').querySelectorAll('button')].map((b) => b.dataset.testid)).toEqual(['network-solana:devnet']);
  });

  it('a network of another family opens SwitchActiveChain with it; the family connected there, Account shows it', async () => {
    const { h, state, connect } = await setup({ networks: [testDevnet, testSolana] });
    await connect();
    act(() => { h.kernel.store.update((d) => { d.chains.solana!.account.status = 'connected'; d.chains.solana!.account.address = SOL; d.chains.solana!.account.caipAddress = `solana:devnet:${SOL}`; d.chains.solana!.account.connectorId = 'phantom'; d.activeChain = 'eip155'; }); });
    h.kernel.router.reset('Account');
    await h.renderView('Networks');
    const seen: unknown[] = [];
    h.kernel.hooks.viewChanged.tap('test', ({ to, data }) => { seen.push({ to, data }); });
    fireEvent.click(screen.getByTestId('network-solana:devnet'));
    expect(seen[0]).toEqual({ to: 'SwitchActiveChain', data: { switchToChain: 'solana', network: testSolana, navigateTo: 'Account', navigateWithReplace: true } });
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Account'));
    expect(state()).toMatchObject({ activeChain: 'solana', activeCaipAddress: `solana:devnet:${SOL}` });
    expect(state().router.history.map((e) => e.view)).toEqual(['Account']);
    expect(state().chains.eip155?.account.status).toBe('connected');
  });

  it('not connected in that family: SwitchActiveChain goes on to Connect', async () => {
    const { h, state } = await setup({ networks: [testDevnet, testSolana] });
    h.kernel.router.reset('Connect');
    await h.renderView('Networks');
    fireEvent.click(screen.getByTestId('network-solana:devnet'));
    await waitFor(() => expect(h.kernel.router.current().view).toBe('Connect'));
    expect(state().activeChain).toBe('solana');
  });
});

/**
 * Multi-family state (spec §3, §4) through the plugin test harness: per-namespace account and network
 * state, the active namespace, one connect result spanning several namespaces (a WalletConnect
 * session), and the disconnect cascade: a namespace ends the others of its WalletConnect or embedded
 * (AUTH) connector, while an injected per-family connection ends only its own.
 */
import { describe, expect, it } from 'vitest';
import { defineManifest, definePlugin } from '../plugins/define';
import { PLUGIN_API_VERSION } from '../plugins/types';
import type { ChainNamespace, ConnectorInfo } from '../state/types';
import { createPluginHarness } from '../testing/harness';
import { testDevnet, testMainnet, testSolana } from '../testing/networks.test-util';
import type { ConnectResult } from '../hooks/declarations';
import { setActiveChain } from './active-chain';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL = '9G1FDEFBdebBPjz43sEd2Der4Mi5AEXcwG5BnSh7F1h5';
const NAMESPACES: ChainNamespace[] = ['eip155', 'solana', 'bip122'];

/**
 * A fake connector plugin: answers `connect` for its connectors with the given results, and the
 * namespaces' disconnect hooks for its own connector ids (recording them).
 */
function fakeConnectors(answers: Record<string, ConnectResult>, types: Record<string, ConnectorInfo['type']>) {
  const ended: string[] = [];
  const switched: string[] = [];
  const manifest = defineManifest({
    id: 'fake-connectors', apiVersion: PLUGIN_API_VERSION, namespaces: NAMESPACES, permissions: ['wallet.sign', 'wallet.session'],
    load: async () => definePlugin((api) => {
      api.wallet.setConnectors(Object.entries(types).map(([id, type]) => ({ id, name: id, type })));
      api.hooks.connect.tapPromise('fake', async (ctx) => answers[ctx.connectorId]);
      for (const ns of NAMESPACES) {
        api.hooks.disconnect.for(ns).tapPromise('fake', async (ctx) => { if (ctx.connectorId && ctx.connectorId in answers) ended.push(`${ns}:${ctx.connectorId}`); });
        api.hooks.switchNetwork.for(ns).tapPromise('fake', async (ctx) => { switched.push(ctx.network.caipNetworkId); return true; });
      }
    }),
  });
  return { manifest, ended, switched };
}

const bitcoin = { id: '0f9188f13cb7b2c71f2a335e3a4fc328', caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', chainNamespace: 'bip122' as const,
  name: 'Bitcoin Regtest', nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }, rpcUrls: { default: { http: [] } } };

async function setup() {
  const wc: ConnectResult = {
    namespace: 'eip155', address: EVM, chainId: 31337, wallet: { name: 'WC wallet' },
    also: [{ namespace: 'solana', address: SOL, chainId: 'devnet' }, { namespace: 'bip122', address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', chainId: bitcoin.id }],
  };
  const fakes = fakeConnectors({
    walletConnect: wc,
    injected: { namespace: 'eip155', address: EVM, chainId: 1, wallet: { name: 'Injected' } },
    phantom: { namespace: 'solana', address: SOL, chainId: 'devnet', wallet: { name: 'Phantom' } },
    embedded: { namespace: 'eip155', address: EVM, chainId: 31337, also: [{ namespace: 'solana', address: SOL, chainId: 'devnet' }] },
  }, { walletConnect: 'WALLET_CONNECT', injected: 'INJECTED', phantom: 'ANNOUNCED', embedded: 'AUTH' });
  const h = createPluginHarness(fakes.manifest, { options: { networks: [testDevnet, testMainnet, testSolana, bitcoin] } });
  await h.activate();
  const state = () => h.kernel.store.getState();
  const account = (ns: ChainNamespace) => state().chains[ns]?.account;
  return { h, state, account, ended: fakes.ended, switched: fakes.switched };
}

describe('multi-family state', () => {
  it('keeps one account and network per namespace: an injected EVM wallet and a Solana wallet connected at once', async () => {
    const { h, state, account } = await setup();
    await h.kernel.connect({ connectorId: 'injected' });
    await h.kernel.connect({ connectorId: 'phantom' });
    expect(account('eip155')).toMatchObject({ status: 'connected', address: EVM, connectorId: 'injected', caipAddress: `eip155:1:${EVM}` });
    expect(account('solana')).toMatchObject({ status: 'connected', address: SOL, connectorId: 'phantom', caipAddress: `solana:devnet:${SOL}` });
    expect(state().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1');
    // The last connection is the active namespace; its address and network are the global ones.
    expect(state()).toMatchObject({ activeChain: 'solana', activeCaipAddress: `solana:devnet:${SOL}`, activeCaipNetwork: { caipNetworkId: 'solana:devnet' } });
    expect(h.kernel.storage.get('connectedNamespaces')).toEqual(['eip155', 'solana']);
  });

  it('switching the active namespace moves the global address and network, and remembers it; nothing else changes', async () => {
    const { h, state, account } = await setup();
    await h.kernel.connect({ connectorId: 'injected' });
    await h.kernel.connect({ connectorId: 'phantom' });
    setActiveChain(h.kernel, 'eip155');
    expect(state()).toMatchObject({ activeChain: 'eip155', activeCaipAddress: `eip155:1:${EVM}`, activeCaipNetwork: { caipNetworkId: 'eip155:1' } });
    expect(account('solana')?.status).toBe('connected');
    // Switching a namespace's network while another is active makes that namespace active.
    await h.kernel.switchNetwork(testSolana);
    expect(state().activeChain).toBe('solana');
    expect(h.kernel.storage.get('activeNamespace')).toBe('solana');
  });

  it('switching to the network a connected family is already on makes it active without asking its wallet; another network asks', async () => {
    const { h, state, switched } = await setup();
    await h.kernel.connect({ connectorId: 'injected' });
    await h.kernel.connect({ connectorId: 'phantom' });
    expect(state().activeChain).toBe('solana');
    await h.kernel.switchNetwork(testMainnet);
    expect(state()).toMatchObject({ activeChain: 'eip155', activeCaipAddress: `eip155:1:${EVM}`, activeCaipNetwork: { caipNetworkId: 'eip155:1' } });
    expect(switched).toEqual([]);
    await h.kernel.switchNetwork(testDevnet);
    expect(switched).toEqual(['eip155:31337']);
    expect(state().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337');
  });

  it('one connect result spans namespaces (a WalletConnect session): each connected through the one connector', async () => {
    const { h, state, account } = await setup();
    const seen: string[] = [];
    h.kernel.hooks.connected.tap('test', (c) => { seen.push(`${c.namespace}:${c.connectorId}`); });
    await h.kernel.connect({ connectorId: 'walletConnect' });
    for (const ns of NAMESPACES) expect(account(ns)).toMatchObject({ status: 'connected', connectorId: 'walletConnect' });
    expect(account('bip122')?.caipAddress).toBe(`${bitcoin.caipNetworkId}:bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080`);
    expect(state().activeChain).toBe('eip155');
    expect(seen).toEqual(['solana:walletConnect', 'bip122:walletConnect', 'eip155:walletConnect']);
    expect(h.kernel.storage.get('connectorIds')).toEqual({ solana: 'walletConnect', bip122: 'walletConnect', eip155: 'walletConnect' });
  });

  it('a session never takes over a namespace held through another connector', async () => {
    const { h, account } = await setup();
    await h.kernel.connect({ connectorId: 'phantom' });
    await h.kernel.connect({ connectorId: 'walletConnect' });
    expect(account('solana')?.connectorId).toBe('phantom');
    expect(account('eip155')?.connectorId).toBe('walletConnect');
    expect(account('bip122')?.connectorId).toBe('walletConnect');
  });
});

describe('disconnect cascade (spec §4)', () => {
  it('a namespace of a WalletConnect session ends every namespace of it', async () => {
    const { h, account, ended, state } = await setup();
    await h.kernel.connect({ connectorId: 'walletConnect' });
    await h.kernel.disconnect('solana');
    expect(ended.sort()).toEqual(['bip122:walletConnect', 'eip155:walletConnect', 'solana:walletConnect']);
    for (const ns of NAMESPACES) expect(account(ns)?.status).toBe('disconnected');
    expect(state().activeCaipAddress).toBeUndefined();
  });

  it('a namespace of the embedded (AUTH) connector ends its other namespaces too', async () => {
    const { h, account, ended } = await setup();
    await h.kernel.connect({ connectorId: 'embedded' });
    await h.kernel.disconnect('eip155');
    expect(ended.sort()).toEqual(['eip155:embedded', 'solana:embedded']);
    expect(account('solana')?.status).toBe('disconnected');
  });

  it('an injected per-family connection ends only its own namespace, either way round', async () => {
    const { h, account, ended, state } = await setup();
    await h.kernel.connect({ connectorId: 'injected' });
    await h.kernel.connect({ connectorId: 'phantom' });
    await h.kernel.disconnect('solana');
    expect(ended).toEqual(['solana:phantom']);
    expect(account('eip155')).toMatchObject({ status: 'connected', connectorId: 'injected' });
    expect(account('solana')?.status).toBe('disconnected');
    await h.kernel.connect({ connectorId: 'phantom' });
    setActiveChain(h.kernel, 'eip155');
    await h.kernel.disconnect('eip155');
    expect(account('solana')).toMatchObject({ status: 'connected', connectorId: 'phantom' });
    expect(account('eip155')?.status).toBe('disconnected');
    // The active namespace ended: the family still connected becomes the active one.
    expect(state()).toMatchObject({ activeChain: 'solana', activeCaipAddress: `solana:devnet:${SOL}` });
  });

  it('a WalletConnect namespace beside an injected one ends only the session\'s namespaces', async () => {
    const { h, account } = await setup();
    await h.kernel.connect({ connectorId: 'phantom' });
    await h.kernel.connect({ connectorId: 'walletConnect' });
    await h.kernel.disconnect('eip155');
    expect(account('bip122')?.status).toBe('disconnected');
    expect(account('solana')).toMatchObject({ status: 'connected', connectorId: 'phantom' });
  });

  it('no namespace: everything ends', async () => {
    const { h, account } = await setup();
    await h.kernel.connect({ connectorId: 'injected' });
    await h.kernel.connect({ connectorId: 'phantom' });
    await h.kernel.disconnect();
    expect(account('eip155')?.status).toBe('disconnected');
    expect(account('solana')?.status).toBe('disconnected');
    expect(h.kernel.storage.get('connectedNamespaces')).toEqual([]);
  });
});

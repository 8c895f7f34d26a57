// @vitest-environment happy-dom
/**
 * Spec §3 per-chain network state of a WalletConnect session (issue 36), as AppKit writes it
 * (appkit-base-client.ts getApprovedCaipNetworksData): the namespace's approved networks are the
 * session's chains, supportsAllNetworks false (MetaMask Wallet excepted) — on connect, on the
 * wallet's session update and on restore; a disconnect gives back every network.
 */
import type { Network, PluginManifest } from '@gangway/kernel';
import { createPluginHarness } from '@gangway/kernel/testing';
import { testDevnet, testMainnet } from '@gangway/lib-wallet/testing';
import { describe, expect, it, vi } from 'vitest';
import { FAMILY_SERVICES } from './families.test-util';
import { FakeProvider, WALLET_ADDRESS } from './fake-provider.test-util';
import { walletConnectManifest } from './manifest';
import { setupWalletConnect } from './plugin';

const NETWORKS: Network[] = [testDevnet, testMainnet];

async function harness(fake = new FakeProvider(), storage?: Record<string, string>) {
  const manifest = {
    ...walletConnectManifest,
    load: async () => ({ setup: (api: never) => { setupWalletConnect(api, { loadProvider: (async () => fake.asProvider()) as never }); } }),
  } as PluginManifest;
  const h = createPluginHarness(manifest, { storage, fakes: { services: FAMILY_SERVICES }, options: { networks: NETWORKS } });
  await h.activate();
  return { h, fake, eip155: () => h.kernel.store.getState().chains.eip155?.network };
}

describe('per-chain network state of a WalletConnect session', () => {
  it('a session approving one of the two networks: approved = that one, supportsAllNetworks false; disconnect resets', async () => {
    const { h, fake, eip155 } = await harness();
    const connected = h.kernel.connect({ connectorId: 'walletConnect' });
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1));
    fake.approve([31337]);
    await connected;
    await vi.waitFor(() => expect(eip155()).toMatchObject({ approvedCaipNetworkIds: ['eip155:31337'], supportsAllNetworks: false }));
    await h.kernel.disconnect();
    expect(eip155()).toMatchObject({ approvedCaipNetworkIds: [], supportsAllNetworks: true });
  });

  it('follows the wallet session update (chains listed on the namespace count too)', async () => {
    const { h, fake, eip155 } = await harness();
    const connected = h.kernel.connect({ connectorId: 'walletConnect' });
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1));
    fake.approve([31337]);
    await connected;
    const namespaces = { eip155: { accounts: [`eip155:31337:${WALLET_ADDRESS}`], chains: ['eip155:31337', 'eip155:1'], methods: [], events: [] } };
    fake.session = { ...(fake.session as object), namespaces };
    fake.events.emit('session_update', { params: { namespaces } });
    expect(eip155()?.approvedCaipNetworkIds).toEqual(['eip155:31337', 'eip155:1']);
  });

  it('MetaMask Wallet sessions support every network (the AppKit exception)', async () => {
    const { h, fake, eip155 } = await harness();
    const connected = h.kernel.connect({ connectorId: 'walletConnect' });
    await vi.waitFor(() => expect(fake.proposals).toHaveLength(1));
    fake.session = { topic: 't', namespaces: { eip155: { accounts: [`eip155:31337:${WALLET_ADDRESS}`] } }, peer: { metadata: { name: 'MetaMask Wallet' } } };
    fake.proposals[0].resolve(fake.session);
    await connected;
    await vi.waitFor(() => expect(eip155()).toMatchObject({ approvedCaipNetworkIds: ['eip155:31337'], supportsAllNetworks: true }));
  });

  it('a restored session writes its approved networks', async () => {
    const fake = new FakeProvider();
    fake.session = { topic: 't', namespaces: { eip155: { accounts: [`eip155:1:${WALLET_ADDRESS}`] } }, peer: { metadata: { name: 'W' } } };
    const { h, eip155 } = await harness(fake);
    await h.kernel.hooks.syncConnection.for('eip155').promise({ namespace: 'eip155', connectorId: 'walletConnect' });
    expect(eip155()).toMatchObject({ approvedCaipNetworkIds: ['eip155:1'], supportsAllNetworks: false });
  });
});

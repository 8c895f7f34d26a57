// @vitest-environment happy-dom
// The browser half: the adapter's wagmiConfig on gangwayCookieStorage writes the widget's connection
// to a cookie; that cookie, sent back, is the server's initialState with the same account and chain.
import { describe, expect, it, vi } from 'vitest';
import { getConnection } from '@wagmi/core';
import { createPluginHarness } from '@gangway/kernel/testing';
import { createFakeWallet, TEST_ADDRESS } from '@gangway/lib-wallet/testing';
import type { Network } from '@gangway/kernel';
import { WagmiAdapter } from './index';
import { adapterWagmiManifest } from './manifest';
import { gangwayCookieStorage, initialStateFromCookie } from './ssr';

const devnet: Network = {
  id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Gangway Devnet', testnet: true,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const devnet2: Network = { ...devnet, id: 31338, caipNetworkId: 'eip155:31338', name: 'Gangway Devnet 2', rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } };

describe('SSR cookie round trip', () => {
  it('a connection made in the widget is in the cookie, and the cookie is the next render’s initialState; a disconnect clears it', async () => {
    const adapter = new WagmiAdapter({ networks: [devnet, devnet2], ssr: true, storage: gangwayCookieStorage() });
    const wallet = createFakeWallet({});
    const h = createPluginHarness(adapterWagmiManifest, { fakes: [wallet.plugin], options: { networks: [devnet, devnet2], adapters: [adapter] } });
    const config = adapter.wagmiConfig;
    await h.startup();
    await h.kernel.connect({ connectorId: 'fake' });
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'));
    await h.gangway.switchNetwork('eip155:31338');
    await vi.waitFor(() => expect(initialStateFromCookie(document.cookie)?.chainId).toBe(31338));

    const state = initialStateFromCookie(document.cookie, { chainIds: config.chains.map((c) => c.id) });
    const current = state?.connections.get(state.current!);
    expect(current?.accounts).toEqual([TEST_ADDRESS]);
    expect(current?.connector.id).toBe('gangway');
    expect(current?.chainId).toBe(31338);

    await h.gangway.disconnect();
    await vi.waitFor(() => expect(initialStateFromCookie(document.cookie)?.current ?? null).toBeNull());
  });
});

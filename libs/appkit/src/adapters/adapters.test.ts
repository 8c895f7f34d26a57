// AppKit's adapter classes on Gangway's adapters: AppKit's constructor options, the same classes
// (no second implementation), and createAppKit's `adapters` option bringing each adapter's plugin.
import { afterEach, expect, it, vi } from 'vitest';
import { cookieStorage, createStorage } from '@wagmi/core';
import { memoryStorage } from '@gangway/kernel/testing';
import { testDevnet } from '@gangway/lib-wallet/testing';
import type { Network } from '@gangway/kernel';
import { WagmiAdapter as GangwayWagmiAdapter } from '@gangway/adapter-wagmi';
import { EthersAdapter as GangwayEthersAdapter } from '@gangway/adapter-ethers';
import { Ethers5Adapter as GangwayEthers5Adapter } from '@gangway/adapter-ethers5';
import { SolanaAdapter as GangwaySolanaAdapter } from '@gangway/adapter-solana';
import { BitcoinAdapter as GangwayBitcoinAdapter } from '@gangway/adapter-bitcoin';
import { createAppKit, resetAppKit } from '../client';
import { resetWarnings } from '../options';
import { WagmiAdapter, withCustomRpcUrls } from './wagmi';
import { EthersAdapter } from './ethers';
import { Ethers5Adapter } from './ethers5';
import { SolanaAdapter } from './solana';
import { BitcoinAdapter } from './bitcoin';

const devnet2: Network = { ...testDevnet, id: 31338, caipNetworkId: 'eip155:31338', name: 'Devnet 2', rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } };
const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: 'solana', name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};

afterEach(() => { resetAppKit(); resetWarnings(); vi.restoreAllMocks(); });

it("WagmiAdapter takes AppKit's options: networks, projectId, wagmi's storage (cookies) and ssr reach wagmiConfig", () => {
  const storage = createStorage({ storage: cookieStorage });
  const adapter = new WagmiAdapter({ networks: [testDevnet, devnet2], projectId: 'p', storage, ssr: true });
  expect(adapter).toBeInstanceOf(GangwayWagmiAdapter);
  expect(adapter.wagmiConfig.chains.map((c) => c.id)).toEqual([31337, 31338]);
  expect(adapter.wagmiConfig.storage).toBe(storage);
  expect(adapter.wagmiConfig._internal.ssr).toBe(true);
  // The one connector is the widget's.
  expect(adapter.wagmiConfig.connectors.map((c) => c.id)).toEqual(['gangway']);
});

it("WagmiAdapter's customRpcUrls become the chains' RPC URLs; pendingTransactionsFilter is warned about, once, by name", () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const adapter = new WagmiAdapter({ networks: [testDevnet, devnet2], projectId: 'p', customRpcUrls: { 'eip155:31338': [{ url: 'http://127.0.0.1:9999' }] }, pendingTransactionsFilter: { enable: true } });
  new WagmiAdapter({ networks: [testDevnet], projectId: 'p', pendingTransactionsFilter: { enable: false } });
  expect(adapter.wagmiConfig.chains[1].rpcUrls.default.http).toEqual(['http://127.0.0.1:9999']);
  expect(adapter.wagmiConfig.chains[0].rpcUrls.default.http).toEqual(testDevnet.rpcUrls.default.http);
  expect(warn.mock.calls).toEqual([['[@gangway/appkit] pendingTransactionsFilter: not supported by Gangway; ignored']]);
  expect(withCustomRpcUrls([testDevnet], undefined)).toEqual([testDevnet]);
});

it('WagmiAdapter without an eip155 network fails as Gangway\'s does', () => {
  expect(() => new WagmiAdapter({ networks: [solanaDevnet], projectId: 'p' })).toThrow('WagmiAdapter needs at least one eip155 network');
});

it('EthersAdapter and Ethers5Adapter are Gangway\'s, built as AppKit builds them (no options)', () => {
  expect(EthersAdapter).toBe(GangwayEthersAdapter);
  expect(Ethers5Adapter).toBe(GangwayEthers5Adapter);
  expect(new EthersAdapter().namespace).toBe('eip155');
  expect(new Ethers5Adapter().type).toBe('ethers5');
});

it("SolanaAdapter takes AppKit's options: connectionSettings as a commitment or a config; wallets and registerWalletStandard are warned about", () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(new SolanaAdapter()).toBeInstanceOf(GangwaySolanaAdapter);
  expect(new SolanaAdapter({ connectionSettings: 'finalized' }).namespace).toBe('solana');
  new SolanaAdapter({ connectionSettings: { commitment: 'processed', wsEndpoint: 'ws://x' }, wallets: [{}], registerWalletStandard: true });
  expect(warn.mock.calls.map(([m]) => String(m).split(':')[0])).toEqual([
    '[@gangway/appkit] SolanaAdapter wallets',
    '[@gangway/appkit] SolanaAdapter registerWalletStandard',
    '[@gangway/appkit] SolanaAdapter connectionSettings.wsEndpoint',
  ]);
});

it("BitcoinAdapter takes AppKit's options (networks, projectId; api warned about)", () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const adapter = new BitcoinAdapter({ networks: [], projectId: 'p' });
  expect(adapter).toBeInstanceOf(GangwayBitcoinAdapter);
  expect(adapter.getAccount()).toEqual({ isConnected: false, addresses: [] });
  expect(warn).not.toHaveBeenCalled();
  new BitcoinAdapter({ api: { getUTXOs: () => [] } });
  expect(warn.mock.calls).toEqual([["[@gangway/appkit] BitcoinAdapter api: not supported by Gangway (its chain plugin reads the network's Esplora); ignored"]]);
});

it("createAppKit's adapters option takes AppKit's adapter classes, each bringing its plugin", () => {
  const wagmiAdapter = new WagmiAdapter({ networks: [testDevnet], projectId: 'p' });
  const solanaAdapter = new SolanaAdapter();
  const m = createAppKit({ projectId: 'p', networks: [testDevnet, solanaDevnet], adapters: [wagmiAdapter, solanaAdapter], plugins: [] } as never, { skipStartup: true, storage: memoryStorage() });
  const options = m.gangway.kernel.options;
  expect(options.adapters).toEqual([wagmiAdapter, solanaAdapter]);
  expect(options.plugins.map((p) => p.id)).toEqual(expect.arrayContaining(['adapter-wagmi', 'adapter-solana']));
});

it("createAppKit without plugins takes Gangway's built-in ones (an AppKit app lists none)", () => {
  const m = createAppKit({ projectId: 'p', networks: [testDevnet] } as never, { skipStartup: true, storage: memoryStorage() });
  expect(m.gangway.kernel.options.plugins.map((p) => p.id)).toEqual(expect.arrayContaining(['connect', 'injected']));
});

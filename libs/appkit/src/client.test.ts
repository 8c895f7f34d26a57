// The AppKit instance over a Gangway built by the kernel's harness with a fake wallet plugin.
import { createPluginHarness, memoryStorage } from '@gangway/kernel/testing';
import { testDevnet, testMainnet, evmTestNetworks } from '@gangway/lib-wallet/testing';
import { afterEach, expect, it, vi } from 'vitest';
import { appKitFor, createAppKit, resetAppKit } from './client';
import { ADDRESS, fakeWallet, walletProvider } from './fake-wallet.fixture';

afterEach(resetAppKit);

it('createAppKit builds one instance per page over Gangway, with the mapped options', () => {
  const m = createAppKit({ projectId: 'p', networks: [testDevnet], themeMode: 'dark', themeVariables: { '--w3m-accent': '#0f0' }, plugins: [] } as never, { skipStartup: true, storage: memoryStorage() });
  expect(createAppKit({ networks: [testMainnet] } as never)).toBe(m);
  expect(m.getThemeMode()).toBe('dark');
  expect(m.getThemeVariables()).toEqual({ accent: '#0f0' });
  expect(m.getState()).toEqual({ open: false, loading: false, selectedNetworkId: 'eip155:31337', activeChain: 'eip155', initialized: true });
});

it('the instance methods follow a connection, a network switch and a disconnect', async () => {
  const h = createPluginHarness(fakeWallet, { options: { networks: evmTestNetworks } });
  const m = appKitFor(h.gangway);
  const accounts: unknown[] = [];
  const networks: unknown[] = [];
  const providers: unknown[] = [];
  const events: string[] = [];
  m.subscribeAccount((a) => accounts.push(a));
  m.subscribeNetwork((n) => networks.push(n.caipNetworkId));
  m.subscribeProviders((p) => providers.push(p.eip155));
  m.subscribeEvents((e) => events.push(`${e.data.type}:${e.data.event}`));
  expect([m.getIsConnectedState(), m.getAddress(), m.getCaipAddress(), m.getChainId(), m.getCaipNetwork()?.caipNetworkId]).toEqual([false, undefined, undefined, 31337, 'eip155:31337']);

  await h.kernel.connect({ connectorId: 'fake' });
  expect([m.getIsConnectedState(), m.getAddress(), m.getCaipAddress('eip155')]).toEqual([true, ADDRESS, `eip155:31337:${ADDRESS}`]);
  expect(m.getWalletInfo()?.name).toBe('Fake Wallet');
  expect(m.getWalletProviderType()).toBe('INJECTED');
  await vi.waitFor(() => expect(m.getWalletProvider()).toBe(walletProvider));
  expect(providers.at(-1)).toBe(walletProvider);
  expect(accounts.at(-1)).toMatchObject({ address: ADDRESS, caipAddress: `eip155:31337:${ADDRESS}`, isConnected: true, status: 'connected', embeddedWalletInfo: undefined });
  expect(events).toContain('track:CONNECT_SUCCESS');

  await m.switchNetwork(h.kernel.options.networks.find((n) => n.id === 1)!);
  expect([m.getChainId(), m.getCaipNetworkId()]).toEqual([1, 'eip155:1']);
  expect(networks.at(-1)).toBe('eip155:1');

  await m.disconnect();
  expect(m.getIsConnectedState()).toBe(false);
  expect(accounts.at(-1)).toMatchObject({ isConnected: false });
  await vi.waitFor(() => expect(m.getWalletProvider()).toBeUndefined());
});

it('open takes { view, namespace }; close, the state subscription and the theme setters', async () => {
  const h = createPluginHarness(fakeWallet, { options: { networks: evmTestNetworks } });
  const m = appKitFor(h.gangway);
  const states: { open: boolean; loading: boolean }[] = [];
  const themes: string[] = [];
  m.subscribeState((s) => states.push(s));
  m.subscribeTheme((t) => themes.push(t.themeMode));
  await m.open({ view: 'Networks', namespace: 'eip155' });
  expect(m.getState().open).toBe(true);
  expect(h.kernel.store.getState().router.history.at(-1)?.view).toBe('Networks');
  await m.close();
  // One call per change of the public state (open, then loading settling), never a repeat.
  expect(states[0]!.open).toBe(true);
  expect(states.at(-1)).toMatchObject({ open: false, loading: false });
  expect(new Set(states.map((s) => JSON.stringify(s))).size).toBe(states.length);
  m.setThemeMode(m.getThemeMode() === 'dark' ? 'light' : 'dark');
  expect(themes).toHaveLength(1);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  m.setThemeVariables({ '--w3m-accent': 'red' });
  m.setThemeVariables({ '--w3m-accent': 'blue' });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]![0]).toMatch(/setThemeVariables/);
  warn.mockRestore();
});

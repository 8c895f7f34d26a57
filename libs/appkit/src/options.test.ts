import { afterEach, expect, it, vi } from 'vitest';
import { mapThemeVariables, resetWarnings, toGangwayOptions } from './options';

afterEach(resetWarnings);
const net = { id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } } as const;

it("AppKit's options that Gangway shares pass as they are, Gangway-only ones too", () => {
  const opts = toGangwayOptions({
    projectId: 'p', networks: [net], defaultNetwork: net, themeMode: 'dark', featuredWalletIds: ['a'], includeWalletIds: ['b'], excludeWalletIds: ['c'],
    termsConditionsUrl: 'https://x.test/t', privacyPolicyUrl: 'https://x.test/p', allowUnsupportedChain: true, enableWalletConnect: false, enableEIP6963: false,
    debug: false, defaultAccountTypes: { eip155: 'eoa' }, features: { email: false }, endpoints: { api: 'http://127.0.0.1:1' }, prefetch: 'idle', cspNonce: 'n', locale: 'es',
  } as never, () => { throw new Error('no warning expected'); });
  expect(opts).toMatchObject({ projectId: 'p', themeMode: 'dark', featuredWalletIds: ['a'], includeWalletIds: ['b'], excludeWalletIds: ['c'], allowUnsupportedChain: true, enableWalletConnect: false, enableEIP6963: false, debug: false, defaultAccountTypes: { eip155: 'eoa' }, features: { email: false }, endpoints: { api: 'http://127.0.0.1:1' }, prefetch: 'idle', cspNonce: 'n', locale: 'es' });
});

it('showWallets becomes enableWallets; --w3m-* theme variables become Gangway short names', () => {
  const opts = toGangwayOptions({ networks: [net], showWallets: false, themeVariables: { '--w3m-accent': '#f00', '--w3m-border-radius-master': 2, '--gw-font-family': 'serif' } } as never);
  expect(opts).toMatchObject({ enableWallets: false, themeVariables: { accent: '#f00', 'border-radius-master': 2, '--gw-font-family': 'serif' } });
  expect('showWallets' in opts).toBe(false);
  expect(mapThemeVariables(undefined)).toBeUndefined();
});

it('an option Gangway does not support is dropped with one warning by name, however often it comes', () => {
  const warn = vi.fn();
  const input = { networks: [net], enableCoinbase: false, universalProviderConfigOverride: {} } as never;
  expect(toGangwayOptions(input, warn)).not.toHaveProperty('enableCoinbase');
  toGangwayOptions(input, warn);
  expect(warn.mock.calls.map((c) => c[0])).toEqual([
    '[@gangway/appkit] enableCoinbase: not supported by Gangway; ignored',
    '[@gangway/appkit] universalProviderConfigOverride: not supported by Gangway; ignored',
  ]);
});

it('enableInjected: false turns off the injected plugin (its switch enableEIP6963), whatever enableEIP6963 says', () => {
  expect(toGangwayOptions({ networks: [net], enableInjected: false, enableEIP6963: true } as never)).toMatchObject({ enableEIP6963: false });
  expect(toGangwayOptions({ networks: [net], enableInjected: true } as never)).not.toHaveProperty('enableEIP6963');
});

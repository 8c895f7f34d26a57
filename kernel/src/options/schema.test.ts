import { servedBy } from './adapter-rules';
import { describe, expect, it } from 'vitest';
import { GangwayError } from '../errors/messages';
import {
  DEFAULT_ENDPOINTS,
  InvalidOptionsError,
  missingProjectId,
  parseOptions,
  walletMatches,
} from './schema';
import type { NetworkInput } from './network';
import { configurePlugin } from '../plugins/configure';
import { isEnabled } from '../plugins/activation-events';

const mainnet: NetworkInput = {
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
};
const solana: NetworkInput = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://sol.example'] } },
  assets: { imageId: 'a1' },
};
const base = { projectId: 'p1', networks: [mainnet, solana] };

function problems(input: unknown): string[] {
  try {
    parseOptions(input);
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidOptionsError);
    expect(e).toBeInstanceOf(GangwayError);
    expect((e as GangwayError).code).toBe('INVALID_OPTIONS');
    return (e as InvalidOptionsError).issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message));
  }
  throw new Error('expected parseOptions to throw');
}

describe('parseOptions defaults', () => {
  const o = parseOptions(base);
  it('applies the default-on and default-off options', () => {
    for (const k of ['debug', 'enableWalletConnect', 'enableWalletGuide', 'enableWallets', 'enableEIP6963', 'enableNetworkSwitch', 'enableAuthLogger'] as const)
      expect(o[k], k).toBe(true);
    expect(parseOptions({ ...base, enableEIP6963: false }).enableEIP6963).toBe(false);
    expect(o.allowUnsupportedChain).toBe(false);
    expect(o.basic).toBe(false);
    expect(o.analyticsConsent).toBe(false);
    expect(o.enableEmbedded).toBe(false);
    expect(o.disableAppend).toBe(false);
    expect(o.themeMode).toBeUndefined();
    expect(o.themeVariables).toEqual({});
    expect(o.includeWalletIds).toEqual([]);
    expect(o.locale).toBeUndefined();
    expect(o.plugins).toEqual([]);
  });

  it('resolves networks, the default network and account types', () => {
    expect(o.networks[0].caipNetworkId).toBe('eip155:1');
    expect(o.networks[1].caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(o.networks[1].assets).toEqual({ imageId: 'a1' });
    expect(o.defaultNetwork.caipNetworkId).toBe('eip155:1');
    expect(parseOptions({ ...base, defaultNetwork: solana }).defaultNetwork.name).toBe('Solana');
    expect(parseOptions({ ...base, defaultNetwork: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }).defaultNetwork.name).toBe('Solana');
    expect(parseOptions({ ...base, defaultNetwork: 1 }).defaultNetwork.name).toBe('Ethereum');
    expect(problems({ ...base, defaultNetwork: 'eip155:999' })).toEqual(['defaultNetwork: Network not found']);
    // No plugin declares a namespace's account types (account-types.test.ts): none has a default.
    expect(o.defaultAccountTypes).toEqual({});
    expect(parseOptions({ ...base, defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes.eip155).toBe('eoa');
  });

  it('resolves local features with the §9 defaults', () => {
    expect(o.features).toMatchObject({
      receive: true,
      send: true,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
      connectorTypeOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
      email: true,
      socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
      swaps: ['1inch'],
      onramp: ['meld', 'coinbase'],
      activity: true,
      reownBranding: true,
    });
    expect(o.localFeatures).toEqual({});
    const custom = parseOptions({ ...base, features: { send: false, socials: ['github'], myPlugin: true } });
    expect(custom.features.send).toBe(false);
    expect(custom.features.socials).toEqual(['github']);
    expect(custom.features.myPlugin).toBe(true);
    expect(custom.localFeatures).toEqual({ send: false, socials: ['github'], myPlugin: true });
  });

  it('turns every remote feature off in basic mode', () => {
    const b = parseOptions({ ...base, basic: true, features: { email: true } });
    expect(b.features).toMatchObject({ email: false, socials: false, swaps: false, onramp: false, activity: false, reownBranding: false, send: true });
  });

  it('defaults endpoints to the hosted services and lets each be overridden', () => {
    expect(o.endpoints).toEqual(DEFAULT_ENDPOINTS);
    expect(o.endpoints.relay).toBe('wss://relay.walletconnect.org');
    const self = parseOptions({ ...base, endpoints: { api: 'http://127.0.0.1:8545/', relay: 'ws://127.0.0.1:9000' } });
    expect(self.endpoints.api).toBe('http://127.0.0.1:8545');
    expect(self.endpoints.relay).toBe('ws://127.0.0.1:9000');
    expect(self.endpoints.walletServices).toBe(DEFAULT_ENDPOINTS.walletServices);
  });

  it('keeps adapter, plugin and plugin-option objects by identity and passes unknown options through', () => {
    class WagmiAdapter {
      type = 'wagmi' as const;
      // Its plugin declares what the type implies (adapter-rules.ts).
      plugins = [{ id: 'adapter-wagmi', apiVersion: 2, adapter: { type: 'wagmi', namespace: 'eip155' }, setup() {} }];
      hello() {
        return 'hi';
      }
    }
    const adapter = new WagmiAdapter();
    const impl = { createMessage() {} };
    const plugin = { id: 'x', load: () => Promise.resolve({}) };
    const r = parseOptions({ ...base, adapters: [adapter, { type: 'universal' }], pluginOptions: { x: { impl } }, plugins: [plugin], extra: 42 });
    expect(r.adapters[0]).toBe(adapter);
    expect((r.pluginOptions.x as { impl: object }).impl).toBe(impl);
    expect(r.plugins[0]).toBe(plugin);
    expect((r as unknown as { extra: number }).extra).toBe(42);
    expect(servedBy(r.adapters[0])).toBe('eip155');
    expect(servedBy(r.adapters[1])).toBeUndefined();
    expect(servedBy({ type: 'bitcoin', plugins: [{ adapter: { type: 'bitcoin', namespace: 'bip122' } }] })).toBe('bip122');
    // A plugin of another type implies nothing.
    expect(servedBy({ type: 'bitcoin', plugins: [{ adapter: { type: 'wagmi', namespace: 'eip155' } }] })).toBeUndefined();
    expect(servedBy({ type: 'universal', namespace: 'polkadot' })).toBe('polkadot');
  });
});

describe('parseOptions errors', () => {
  it('lists every problem in the spec wording in one error', () => {
    let err: InvalidOptionsError | undefined;
    try {
      parseOptions({ projectId: 5, networks: [mainnet], themeMode: 'blue' });
    } catch (e) {
      err = e as InvalidOptionsError;
    }
    expect(err?.message).toBe('Invalid Gangway options:\n- projectId: Expected string received number\n- themeMode: Invalid input');
    expect(err?.issues).toEqual([
      { path: 'projectId', message: 'Expected string received number' },
      { path: 'themeMode', message: 'Invalid input' },
    ]);
  });

  it('reports Required, nested paths and type mismatches', () => {
    expect(problems({ projectId: 'p' })).toEqual(['networks: Required']);
    expect(problems({ networks: [] })).toEqual(['networks: Invalid input']);
    expect(problems(null)).toEqual(['Expected object received null']);
    expect(
      problems({
        networks: [{ ...mainnet, id: true, name: undefined, nativeCurrency: { ...mainnet.nativeCurrency, decimals: '18' }, chainNamespace: 'Tron' }],
      }),
    ).toEqual([
      'networks.0.id: Expected number | string received boolean',
      'networks.0.chainNamespace: Invalid input',
      'networks.0.name: Required',
      'networks.0.nativeCurrency.decimals: Expected number received string',
    ]);
    expect(problems({ ...base, networks: [{ ...mainnet, caipNetworkId: 'eip155' }] })).toEqual(['networks.0.caipNetworkId: Invalid CAIP-2 network id']);
  });

  it('validates the rest of spec §1', () => {
    expect(
      problems({
        ...base,
        adapters: [{ type: 7 }],
        features: { socials: ['myspace'], swaps: 'yes', analytics: 1 },
        termsConditionsUrl: 'not a url',
        metadata: { name: 'x', description: 'y', url: 'https://a.b' },
        excludeWalletIds: [1],
        themeVariables: { '--w3m-z-index': {} },
        endpoints: { api: 'nope' },
        analyticsConsent: 'yes',
        plugins: [{}],
      }),
    ).toEqual([
      'adapters.0.type: Expected string received number',
      'features.analytics: Expected boolean received number',
      'features.socials: Invalid input',
      'features.swaps: Expected boolean | array received string',
      'themeVariables.--w3m-z-index: Expected string | number received object',
      'excludeWalletIds.0: Expected string received number',
      'termsConditionsUrl: Invalid input',
      'endpoints.api: Invalid input',
      'analyticsConsent: Expected boolean received string',
      'plugins.0.id: Required',
    ]);
  });

});

describe('plugin options', () => {
  // A sign-in-like plugin: two deprecated top-level names fill one key of its options.
  const signIn = { id: 'signin', apiVersion: 2, feature: 'pluginOptions.signin.config', legacyOptions: { siweConfig: 'config', siwx: 'config' }, load: () => Promise.resolve({}) };
  const swapper = { id: 'swapper', apiVersion: 2, legacyOptions: { swapNetworks: 'networks' }, load: () => Promise.resolve({}) };

  it("gathers each plugin's options by id: pluginOptions, configured entries and the deprecated names its manifest maps", () => {
    const config = { getNonce() {} };
    const r = parseOptions({ ...base, plugins: [signIn, swapper], siweConfig: config, swapNetworks: ['a'], pluginOptions: { other: { n: 1 } } });
    expect(r.pluginOptions).toEqual({ signin: { config }, swapper: { networks: ['a'] }, other: { n: 1 } });
    expect((r.pluginOptions.signin as { config: object }).config).toBe(config);
    // A deprecated name fills only what the host left unset (both set: the plugin's load-time check refuses it).
    expect(parseOptions({ ...base, plugins: [swapper], swapNetworks: ['a'], pluginOptions: { swapper: { networks: ['b'] } } }).pluginOptions).toEqual({ swapper: { networks: ['b'] } });
    // A configured entry stays in its place, or brings only its options when the list holds its id already; its options win over pluginOptions.
    const c = parseOptions({ ...base, plugins: [signIn, configurePlugin(swapper, { networks: ['b'] }), configurePlugin({ ...signIn }, { config })], pluginOptions: { swapper: { networks: ['c'] } } });
    expect(c.plugins.map((m) => m.id)).toEqual(['signin', 'swapper']);
    expect(c.plugins[0]).toBe(signIn);
    expect(c.pluginOptions).toEqual({ swapper: { networks: ['b'] }, signin: { config } });
    // A deprecated name of a plugin the host does not list is left alone.
    expect(parseOptions({ ...base, swapNetworks: ['a'] }).pluginOptions).toEqual({});
  });

  it('switches a plugin on by its own options (feature pluginOptions.<id>.<key>), by any of their names', () => {
    expect(isEnabled(signIn, parseOptions({ ...base, plugins: [signIn] }))).toBe(false);
    expect(isEnabled(signIn, parseOptions({ ...base, plugins: [signIn], siwx: {} }))).toBe(true);
    expect(isEnabled(signIn, parseOptions({ ...base, plugins: [signIn], siweConfig: {} }))).toBe(true);
    expect(isEnabled(signIn, parseOptions({ ...base, plugins: [configurePlugin(signIn, { config: {} })] }))).toBe(true);
    expect(isEnabled(signIn, parseOptions({ ...base, plugins: [signIn], pluginOptions: { signin: { config: {} } } }))).toBe(true);
  });
});

describe('helpers', () => {
  it('flags a missing project id', () => {
    expect(missingProjectId(parseOptions({ networks: [mainnet] }))).toBe(true);
    expect(missingProjectId({ projectId: '  ' })).toBe(true);
    expect(missingProjectId(parseOptions(base))).toBe(false);
  });

  it('matches wallets by id, rdns or name', () => {
    const w = { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' };
    expect(walletMatches('c57ca95b', w)).toBe(true);
    expect(walletMatches('io.metamask', w)).toBe(true);
    expect(walletMatches('metamask', w)).toBe(true);
    expect(walletMatches('Phantom', w)).toBe(false);
  });
});

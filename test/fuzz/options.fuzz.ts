/** Host options (createGangway's input): parse to resolved options, or one InvalidOptionsError. */
import { it } from 'vitest';
import fc from 'fast-check';
import { parseOptions } from '../../kernel/src/options/schema';
import '../../kernel/src/errors/messages';
import { anyJson, nearValid } from './arbitraries';
import { check, fuzzBoundary } from './boundary';

const network = {
  id: 31337, chainNamespace: 'eip155', name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } }, blockExplorers: { default: { name: 'x', url: 'https://x.example' } },
};
const samples = [
  { projectId: 'p1', networks: [network] },
  {
    projectId: 'p1', networks: [network, { ...network, id: 'mainnet', chainNamespace: 'solana', caipNetworkId: 'solana:mainnet' }],
    defaultNetwork: 'solana:mainnet', themeMode: 'dark', themeVariables: { '--gw-accent': '#f00' },
    features: { email: true, socials: ['google', 'x'], swaps: false, onramp: ['coinbase'], connectMethodsOrder: ['wallet', 'email'] },
    includeWalletIds: ['metamask'], endpoints: { api: 'http://127.0.0.1:8787' }, metadata: { name: 'n', description: 'd', url: 'https://a.example', icons: [] },
    adapters: [{ type: 'wagmi' }], basic: false, debug: true, enableAuthLogger: false, defaultAccountTypes: { eip155: 'eoa' },
  },
  { projectId: 'p1', networks: [network], siwx: { createMessage() {} }, siweConfig: { enabled: true } },
];

it('fuzz: options', async () => {
  await fuzzBoundary('options', fc.oneof(nearValid(...samples), anyJson), (input) => {
    const o = parseOptions(input);
    check(o.networks.length >= 1, 'at least one network');
    check(o.networks.includes(o.defaultNetwork), 'the default network is one of the networks');
    check(Object.values(o.endpoints).every((v) => typeof v === 'string'), 'endpoints are strings');
    check(typeof o.features === 'object' && o.features !== null, 'features resolved');
    return 'parsed' as const;
  });
});

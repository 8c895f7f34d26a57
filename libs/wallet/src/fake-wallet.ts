/**
 * Test doubles for the balance/send suites: a fake eip155 connector plugin (answers `connect`,
 * `request`, `disconnect` for eip155 with scripted handlers) and a fetch for the balance API.
 */
import type { PluginDefinition } from '@gangway/kernel';
import { PLUGIN_API_VERSION } from '@gangway/kernel';

export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

export type Handler = (params: unknown) => unknown;

export interface FakeWallet {
  plugin: PluginDefinition;
  calls: { method: string; params: unknown }[];
  handlers: Record<string, Handler>;
  disconnectError?: Error;
}

/** A connector for eip155 whose RPC answers come from `handlers` (unknown methods: 4200). */
export function createFakeWallet(handlers: Record<string, Handler> = {}, address = TEST_ADDRESS): FakeWallet {
  const w: FakeWallet = { calls: [], handlers, plugin: undefined as never };
  w.plugin = {
    id: 'fake-wallet',
    apiVersion: PLUGIN_API_VERSION,
    namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'],
    activationEvents: ['onHook:connect'],
    setup(api) {
      api.hooks.connect.tapPromise('fake', async () => ({ namespace: 'eip155', address, chainId: 31337, wallet: { name: 'Fake' } }));
      api.hooks.request.for('eip155').tapPromise('fake', async ({ method, params }) => {
        w.calls.push({ method, params });
        const h = w.handlers[method];
        if (!h) throw Object.assign(new Error(`Method ${method} not supported`), { code: 4200 });
        return h(params);
      });
      api.hooks.switchNetwork.for('eip155').tapPromise('fake', async () => true);
      api.hooks.disconnect.for('eip155').tapPromise('fake', async () => {
        if (w.disconnectError) throw w.disconnectError;
      });
    },
  };
  return w;
}

/** Wallet answers for the EIP-5792/7811 path on chain 31337 (0x7a69). */
export const assetDiscovery = (supported: boolean): Handler => () => ({ '0x7a69': { assetDiscovery: { supported } } });
export const walletAssets = (): Handler => () => ({
  '0x7a69': [
    { address: 'native', balance: '0x1bc16d674ec80000', type: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, value: 6000, iconUrl: '' } },
    { address: USDC, balance: '0x3b9aca00', type: 'ERC20', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, value: 1000, iconUrl: '' } },
    { address: '0x0000000000000000000000000000000000000bad', balance: '0x5', type: 'ERC20', metadata: { name: 'No Decimals', symbol: 'NOD', decimals: 0, price: 0, iconUrl: '' } },
  ],
});

export const apiBalance = (symbol: string, numeric: string, extra: Record<string, unknown> = {}) => ({
  name: symbol, symbol, chainId: 'eip155:31337', price: 1, value: Number(numeric), iconUrl: 'http://127.0.0.1/i.png',
  quantity: { decimals: '18', numeric }, ...extra,
});

/** Paths of spec §7's image endpoints (the Account view shows network and token images). */
const IMAGE_PATH = /^\/(getWalletImage|public\/get(Asset|Token|Currency)Image)\//;

/**
 * A fetch answering the balance API with `body()` (or a status), recording every URL it answers;
 * image requests get a small SVG and are not recorded (they are not balance calls).
 */
export function balanceFetch(body: () => unknown, status = 200) {
  const urls: URL[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (IMAGE_PATH.test(url.pathname)) return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } });
    urls.push(url);
    return new Response(typeof body() === 'string' ? String(body()) : JSON.stringify(body()), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

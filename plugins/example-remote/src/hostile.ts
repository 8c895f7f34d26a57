/**
 * What a hostile plugin tries, once at setup and again once a wallet is connected. Each attempt's
 * outcome lands in `window.__gangwayHostile` ('denied: <code or error>' or 'ALLOWED …') for the e2e to
 * read; a tap that would have rewritten a transaction also records what it saw. Test code: it is built
 * into the example remote only, never into a host.
 */
import { createServiceKey, definePlugin, type PluginApi } from '@gangway/kernel';

type Log = Record<string, string>;
const log: Log = {};
const seen: unknown[] = [];
if (typeof window !== 'undefined') (window as unknown as { __gangwayHostile: unknown }).__gangwayHostile = { log, seen };

const outcome = (e: unknown) => `denied: ${(e as { code?: string }).code ?? (e instanceof Error ? e.constructor.name : String(e))}`;
async function attempt(name: string, run: () => unknown) {
  try {
    const result = await run();
    log[name] = `ALLOWED ${JSON.stringify(result ?? null)?.slice(0, 80)}`;
  } catch (e) {
    log[name] = outcome(e);
  }
}

const ATTACKER = '0x000000000000000000000000000000000000dEaD';

function atSetup(api: PluginApi) {
  const hooks = api.hooks as unknown as Record<string, Record<string, unknown>>;
  void attempt('read the request tap list', () => { if (hooks.request.taps === undefined && (hooks.request.for as (k: string) => Record<string, unknown>)('eip155').taps === undefined) throw new Error('no taps'); return 'taps'; });
  void attempt('intercept the request hook', () => (hooks.request.for as (k: string) => { intercept?: (i: unknown) => void })('eip155').intercept!({ call: () => undefined }));
  void attempt('replace the request hook', () => { hooks.request = {}; });
  void attempt('tap eip155 requests ahead of the wallet', () => api.hooks.request.for('eip155').tapPromise({ name: 'x', stage: -100 }, async (ctx) => {
    seen.push(ctx);
    const tx = (ctx.params as { to?: string }[] | undefined)?.[0];
    if (tx) tx.to = ATTACKER;
    return undefined;
  }));
  void attempt('answer connects', () => api.hooks.connect.tapPromise('x', async () => ({ namespace: 'eip155', address: ATTACKER, chainId: 31337 })));
  void attempt('tap the provider', () => api.hooks.getProvider.for('eip155').tapPromise('x', async () => ({ request: async () => ATTACKER })));
  void attempt('publish a look-alike connector', () => api.setConnectors([{ id: 'eip6963:dev.gangway.testwallet', name: 'Gangway Test Wallet', type: 'ANNOUNCED' }]));
  void attempt('get the pay service', () => api.require(createServiceKey('pay')));
  void attempt('get the embedded wallet service', () => api.require(createServiceKey('embedded-wallet')));
  // The grouped API (issue 34): the same functions behind the same checks, tried through the groups.
  void attempt('publish a look-alike connector (api.wallet)', () => api.wallet.setConnectors([{ id: 'eip6963:dev.gangway.testwallet', name: 'Gangway Test Wallet', type: 'ANNOUNCED' }]));
  void attempt('get the pay service (api.services)', () => api.services.require(createServiceKey('pay')));
  void attempt('read the session group', () => Object.keys(api.session));
}

function onceConnected(api: PluginApi) {
  void attempt('get the provider', () => api.hooks.getProvider.for('eip155').promise({ namespace: 'eip155' }));
  void attempt('personal_sign through api.request', () => api.request('eip155', 'personal_sign', ['0x68692e', ATTACKER]));
  void attempt('send through the request hook', () => api.hooks.request.for('eip155').promise({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{ to: ATTACKER, value: '0x1' }] }));
  void attempt('eth_decrypt', () => api.request('eip155', 'eth_decrypt', ['0x00', ATTACKER]));
  void attempt('change the account', () => api.setAccount('eip155', { address: ATTACKER }));
  void attempt('adopt an account', () => api.adoptAccount('eip155', ATTACKER));
  void attempt('switch the network', () => api.switchNetwork('eip155:1'));
  void attempt('disconnect the visitor', () => api.disconnect());
  void attempt('read the sign-in tokens', () => api.authTokens.get());
  void attempt('personal_sign through api.wallet.request', () => api.wallet.request('eip155', 'personal_sign', ['0x68692e', ATTACKER]));
  void attempt('send through api.wallet.request', () => api.wallet.request('eip155', 'eth_sendTransaction', [{ to: ATTACKER, value: '0x1' }]));
  void attempt('change the account (api.session)', () => api.session.setAccount('eip155', { address: ATTACKER }));
  void attempt('disconnect the visitor (api.session)', () => api.session.disconnect());
}

export default definePlugin((api: PluginApi) => {
  atSetup(api);
  let struck = false;
  // A notification tap needs no permission: the plugin learns that a wallet connected, nothing more.
  api.hooks.accountChanged.tap('x', ({ address }) => {
    if (!address || struck) return;
    struck = true;
    onceConnected(api);
  });
});

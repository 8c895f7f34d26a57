/** A fake eip155 wallet for the plugin's harness tests: connects, signs with viem accounts, can switch account or refuse. */
import { PLUGIN_API_VERSION, type PluginApi, type PluginDefinition } from '@gangway/kernel';
import { privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';

export const KEY_A = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const KEY_B = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

export function fakeEvmWallet() {
  let account = privateKeyToAccount(KEY_A);
  let api: PluginApi | undefined;
  const state = { declineNext: false, failNext: undefined as { code: number; message: string } | undefined, signed: [] as string[] };
  const plugin: PluginDefinition = {
    id: 'fake-wallet',
    apiVersion: PLUGIN_API_VERSION,
    namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'],
    activationEvents: ['onHook:connect', 'onNamespace:eip155'],
    setup(a) {
      api = a;
      a.hooks.connect.tapPromise(a.id, async () => ({ namespace: 'eip155', address: account.address, chainId: 31337 }));
      // A reload's restore of a stored connection to this wallet.
      a.hooks.syncConnection.for('eip155').tapPromise(a.id, async ({ connectorId }) => (connectorId === a.id ? { namespace: 'eip155', address: account.address, chainId: 31337 } : undefined));
      a.hooks.request.for('eip155').tapPromise(a.id, async ({ method, params }) => {
        if (method !== 'personal_sign') return undefined;
        if (state.declineNext) { state.declineNext = false; throw Object.assign(new Error('User rejected the request.'), { code: 4001 }); }
        if (state.failNext) { const f = state.failNext; state.failNext = undefined; throw Object.assign(new Error(f.message), { code: f.code }); }
        const [raw, address] = params as [Hex, string];
        if (address.toLowerCase() !== account.address.toLowerCase()) throw new Error('not my account');
        const sig = await account.signMessage({ message: { raw } });
        state.signed.push(sig);
        return sig;
      });
      a.hooks.disconnect.for('eip155').tapPromise(a.id, async () => {});
    },
  };
  return {
    plugin,
    state,
    get address() { return account.address; },
    /** The wallet switched account on its own (accountsChanged). */
    switchTo(key: Hex) {
      account = privateKeyToAccount(key);
      api!.adoptAccount('eip155', account.address);
    },
  };
}

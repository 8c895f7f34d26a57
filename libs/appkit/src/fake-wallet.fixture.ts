/** For the tests: a wallet plugin that connects one EVM account, switches, disconnects and hands out a provider. */
import { PLUGIN_API_VERSION, type PluginDefinition } from '@gangway/kernel';

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const walletProvider = { isFake: true };
export const fakeWallet: PluginDefinition = {
  id: 'fake-wallet', apiVersion: PLUGIN_API_VERSION, namespaces: ['eip155'], permissions: ['wallet.sign', 'wallet.session'], activationEvents: ['onHook:connect'],
  setup(api) {
    api.hooks.connect.tapPromise('fake', async () => ({ namespace: 'eip155', address: ADDRESS, chainId: 31337, wallet: { name: 'Fake Wallet', icon: 'data:image/svg+xml,<svg/>', type: 'INJECTED' } }));
    api.hooks.switchNetwork.for('eip155').tapPromise('fake', async () => true);
    api.hooks.disconnect.for('eip155').tapPromise('fake', async () => undefined);
    api.hooks.getProvider.for('eip155').tapPromise('fake', async () => walletProvider);
  },
};


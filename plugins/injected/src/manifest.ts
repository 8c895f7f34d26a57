/**
 * Injected wallets (EIP-6963 and the legacy window.ethereum). Pure data. Gated by `enableEIP6963`:
 * when a host turns EIP-6963 off, the legacy 'Browser Wallet' connector goes too (both read the page's
 * wallets, and a host that opts out wants no page wallet offered).
 */
import { defineManifest } from '@gangway/kernel';

export const injectedManifest = defineManifest({
  id: 'injected',
  apiVersion: 2,
  feature: 'enableEIP6963',
  activationEvents: ['onView:Connect', 'onHook:connect'],
  namespaces: ['eip155'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  permissions: ['wallet.sign', 'wallet.session'],
  load: () => import(/* webpackChunkName: "plugin-injected" */ './plugin'),
});

/**
 * Injected wallets (EIP-6963 and the legacy window.ethereum). Pure data. Gated by `enableEIP6963`:
 * when a host turns EIP-6963 off, the legacy 'Browser Wallet' connector goes too (both read the page's
 * wallets, and a host that opts out wants no page wallet offered).
 */
import { defineManifest, manifestWithDetails } from '@gangway/kernel';

export const injectedManifestCore = defineManifest({
  id: 'injected',
  apiVersion: 2,
  feature: 'enableEIP6963',
  activationEvents: ['onView:Connect', 'onHook:connect'],
  namespaces: ['eip155'],
  load: () => import(/* webpackChunkName: "plugin-injected" */ './plugin'),
});

/**
 * The whole manifest: the eager core plus its deferred details (title, permissions, namespaces, slot
 * contributions) — for a host or a test that takes this plugin alone. The built-in list uses the
 * core and fetches every built-in's details in one chunk.
 */
export const injectedManifest = /*#__PURE__*/ manifestWithDetails(injectedManifestCore, () => import(/* webpackChunkName: "plugin-details" */ './manifest-details'));

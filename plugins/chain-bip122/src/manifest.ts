/**
 * The Bitcoin chain family (bip122): the 'bip122' service (Esplora balances, BIP-322 message signing,
 * PSBT signing, transfers) and Bitcoin wallets announced through the Wallet Standard. Pure data.
 * Switched by `features.bip122`, which the kernel turns on when the host configures a bip122 network:
 * a host with eip155 only never loads any of it. The Connect view activates it (its wallets are
 * connectors); bitcoinjs-lib is a chunk of its own, fetched on the first signature check, PSBT or transfer.
 */
import { defineManifest } from '@gangway/kernel';

export const chainBip122Manifest = defineManifest({
  id: 'chain-bip122',
  apiVersion: 2,
  feature: 'features.bip122',
  provides: ['bip122', 'chainFamily:bip122'],
  namespaces: ['bip122'],
  // Spec §4: the payment address by default; 'ordinal' takes the taproot one (connector.ts).
  accountTypes: { bip122: ['payment', 'ordinal', 'stx'] },
  activationEvents: ['onView:Connect', 'onHook:connect'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  // Its service signs messages and PSBTs and sends the transfers other plugins ask for (checking their permission too).
  permissions: ['wallet.sign', 'wallet.session', 'storage'],
  // No `family` capabilities: spec §9 serves neither the widget's Send nor the on-ramp on Bitcoin.
  load: () => import(/* webpackChunkName: "plugin-chain-bip122" */ './plugin'),
});

/** The host's `defaultAccountTypes` for bip122, typed as `accountTypes` above lists them. */
declare module '@gangway/kernel' {
  interface AccountTypesByNamespace {
    bip122?: 'payment' | 'ordinal' | 'stx';
  }
}

/**
 * The Solana chain family: the 'solana' service (RPC, SOL and SPL balances, transfers, message
 * signing) and Solana wallets announced through the Wallet Standard. Pure data. Switched by
 * `features.solana`, which the kernel turns on when the host configures a Solana network: a host with
 * eip155 only never loads any of it. The Connect view activates it (its wallets are connectors);
 * @solana/web3.js is a chunk of its own, fetched on the first balance read, send or sign.
 */
import { defineManifest } from '@gangway/kernel';

export const chainSolanaManifest = defineManifest({
  id: 'chain-solana',
  apiVersion: 2,
  feature: 'features.solana',
  provides: ['solana', 'chainFamily:solana'],
  namespaces: ['solana'],
  // Spec §4: a Solana account is an eoa unless the host asks for a smart account.
  accountTypes: { solana: ['eoa', 'smartAccount'] },
  activationEvents: ['onView:Connect', 'onHook:connect'],
  // Loaded with the runtime, not eagerly (the build splits these fields off: docs/plugins.md):
  // Its service sends the transfers and signatures other plugins ask for (checking their permission too).
  permissions: ['wallet.sign', 'wallet.session', 'http', 'storage'],
  // What the family serves (spec §9: Send and the on-ramp on solana): entries asking for it show here.
  family: ['send', 'onramp'],
  load: () => import(/* webpackChunkName: "plugin-chain-solana" */ './plugin'),
});

/** The host's `defaultAccountTypes` for solana, typed as `accountTypes` above lists them. */
declare module '@gangway/kernel' {
  interface AccountTypesByNamespace {
    solana?: 'eoa' | 'smartAccount';
  }
}

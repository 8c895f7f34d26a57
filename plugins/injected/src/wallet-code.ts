/**
 * The code a connection needs (wallet calls, wallet events and the eip155 helpers they pull) — not
 * the Connect view, which only lists the wallets. plugin.tsx loads it as a chunk of its own on the
 * first connect, restore or call, or warms it up once the first view is on screen.
 */
export { chainIdOf, currentAccounts, requestAccounts, revokePermissions, switchChain, walletRequest } from './wallet-calls';
export { adoptChain, watchWallet } from './wallet-events';
export { withWalletTimeout } from '@gangway/lib-eip155';

/**
 * WalletConnect constants the plugin's first chunk needs: the connector id (the Connect view's entry,
 * the hooks' taps) and the namespaces it taps. What only a pairing or a session needs lives in
 * session-constants.ts, which travels with the controller (not in the click's wave).
 */
import type { ChainNamespace } from '@gangway/kernel';

export const WC_CONNECTOR_ID = 'walletConnect';

/** The namespaces one WalletConnect session may span (spec: eip155, solana, bip122; polkadot and cosmos accepted and shown). */
export const WC_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'];

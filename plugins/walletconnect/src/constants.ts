/**
 * WalletConnect constants the plugin's first chunk needs: the connector id (the Connect view's entry,
 * the hooks' taps). What only a pairing or a session needs lives in
 * session-constants.ts, which travels with the controller (not in the click's wave).
 */
export const WC_CONNECTOR_ID = 'walletConnect';

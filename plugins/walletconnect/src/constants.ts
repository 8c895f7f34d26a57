/** WalletConnect constants (spec §9 pairing, §7 wallet requests). */
export const WC_CONNECTOR_ID = 'walletConnect';

/** Spec §9: a pairing URI lives 4 minutes and counts as expired within 10 s of its expiry. */
export const PAIRING_LIFETIME_MS = 4 * 60_000;
export const PAIRING_EXPIRY_MARGIN_MS = 10_000;

/** What the widget asks an eip155 wallet for in the session proposal. */
export const EIP155_METHODS = [
  'eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4', 'eth_signTypedData', 'eth_sign',
  'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_getCapabilities', 'wallet_getAssets',
  'wallet_sendCalls', 'wallet_getCallsStatus', 'eth_accounts', 'eth_requestAccounts', 'eth_chainId',
];
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'];

/** WalletConnect Verify's service, when the host sets no `endpoints.verify`. */
export const DEFAULT_VERIFY_URL = 'https://verify.walletconnect.org';

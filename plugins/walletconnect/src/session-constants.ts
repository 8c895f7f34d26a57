/**
 * WalletConnect constants only a pairing or a session needs (spec §9 pairing, §7 wallet requests):
 * imported by the controller's modules alone, so they load with it (the "wc-controller" chunk).
 */
import type { ChainNamespace } from '@gangway/kernel';

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

/**
 * The other namespaces' methods and events (the RPC-style names each family's wallets answer over
 * WalletConnect; Solana's are the shapes every Solana connector of the widget answers, docs/chains.md).
 */
export const NAMESPACE_METHODS: Record<Exclude<ChainNamespace, 'eip155'>, { methods: string[]; events: string[] }> = {
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions', 'solana_getAccounts', 'solana_requestAccounts'],
    events: ['accountsChanged', 'chainChanged'],
  },
  bip122: {
    methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
    events: ['accountsChanged', 'bip122_addressesChanged'],
  },
  polkadot: { methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: ['accountsChanged'] },
  cosmos: { methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events: ['accountsChanged', 'chainChanged'] },
};

/** WalletConnect Verify's service, when the host sets no `endpoints.verify`. */
export const DEFAULT_VERIFY_URL = 'https://verify.walletconnect.org';

/**
 * The solana family over WalletConnect: the solana_* methods every Solana connector of the widget
 * answers (docs/chains.md), chains named by genesis-hash prefix (base58), the rest as every CAIP-2
 * family (lib-wallet's caip2WalletConnect).
 */
import { caip2WalletConnect } from '@gangway/lib-wallet';

export const solanaWalletConnect = caip2WalletConnect({
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions', 'solana_getAccounts', 'solana_requestAccounts'],
  events: ['accountsChanged', 'chainChanged'],
  reference: /^[1-9A-HJ-NP-Za-km-z]{1,32}$/,
});

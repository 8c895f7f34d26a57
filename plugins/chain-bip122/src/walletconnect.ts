/**
 * The bip122 family over WalletConnect: the Bitcoin wallet methods (sats-connect style names the
 * wallets answer), chains named by the genesis block hash prefix (32 hex), the rest as every CAIP-2
 * family (lib-wallet's caip2WalletConnect).
 */
import { caip2WalletConnect } from '@gangway/lib-wallet';

export const bip122WalletConnect = caip2WalletConnect({
  methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
  events: ['accountsChanged', 'bip122_addressesChanged'],
  reference: /^[0-9a-f]{32}$/,
});

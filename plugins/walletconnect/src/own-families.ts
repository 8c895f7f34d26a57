/**
 * Namespaces WalletConnect wallets serve that Gangway has no chain plugin for (spec: polkadot and
 * cosmos sessions are accepted and shown). Their WalletConnect descriptors and address forms are
 * this plugin's own data — enough to propose, show and request with; a host that adds a chain plugin
 * for one of them provides the family and these entries are no longer used (families.ts).
 */
import { caip2WalletConnect } from '@gangway/lib-wallet';
import type { WcFamily } from './family-types';

export const OWN_FAMILIES: Record<string, WcFamily> = {
  polkadot: {
    namespace: 'polkadot',
    // SS58: base58 of a prefix, a 32-byte key and a checksum.
    isAddress: (a) => /^[1-9A-HJ-NP-Za-km-z]{46,48}$/.test(a),
    wc: caip2WalletConnect({ methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: ['accountsChanged'], reference: /^[0-9a-f]{32}$/ }),
  },
  cosmos: {
    namespace: 'cosmos',
    // Bech32 with the chain's human-readable prefix.
    isAddress: (a) => /^[a-z]{1,20}1[02-9ac-hj-np-z]{38,58}$/.test(a),
    wc: caip2WalletConnect({ methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events: ['accountsChanged', 'chainChanged'], reference: /^[-a-zA-Z0-9]{1,32}$/ }),
  },
};

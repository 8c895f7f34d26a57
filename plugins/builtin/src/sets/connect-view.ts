/**
 * The Connect view's rows, fetched as one script on the first open (first-view-sets.ts): the entry
 * module of each plugin — the one its manifest's `load` imports — and nothing else.
 */
import * as allWallets from '@gangway/plugin-all-wallets/plugin';
import * as connect from '@gangway/plugin-connect/plugin';
import * as injected from '@gangway/plugin-injected/plugin';
import * as walletconnect from '@gangway/plugin-walletconnect/plugin';

export default { connect, injected, walletconnect, 'all-wallets': allWallets };

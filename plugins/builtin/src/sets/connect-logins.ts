/**
 * The Connect view with every row on, fetched as one script on the first open (first-view-sets.ts):
 * the entry module of each plugin of the wallet rows and the login rows, and nothing else.
 */
import * as allWallets from '@gangway/plugin-all-wallets/plugin';
import * as connect from '@gangway/plugin-connect/plugin';
import * as email from '@gangway/plugin-email/plugin';
import * as injected from '@gangway/plugin-injected/plugin';
import * as socials from '@gangway/plugin-socials/plugin';
import * as walletconnect from '@gangway/plugin-walletconnect/plugin';

export default { connect, injected, walletconnect, 'all-wallets': allWallets, email, socials };

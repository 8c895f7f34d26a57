/**
 * Every built-in plugin's translations into Japanese, each kept in its own plugin (src/locales/ja.ts), merged
 * here so the built-in list costs a Japanese visitor one request: this module shares its chunk name with
 * the kernel's own (gangway-locale-ja), so rspack builds both into one script (docs/i18n.md).
 */
import account from '@gangway/plugin-account/locales/ja';
import activity from '@gangway/plugin-activity/locales/ja';
import all_wallets from '@gangway/plugin-all-wallets/locales/ja';
import connect from '@gangway/plugin-connect/locales/ja';
import email from '@gangway/plugin-email/locales/ja';
import embedded_wallet from '@gangway/plugin-embedded-wallet/locales/ja';
import farcaster from '@gangway/plugin-farcaster/locales/ja';
import names from '@gangway/plugin-names/locales/ja';
import networks from '@gangway/plugin-networks/locales/ja';
import nfts from '@gangway/plugin-nfts/locales/ja';
import onramp from '@gangway/plugin-onramp/locales/ja';
import pay from '@gangway/plugin-pay/locales/ja';
import receive from '@gangway/plugin-receive/locales/ja';
import send from '@gangway/plugin-send/locales/ja';
import siwx from '@gangway/plugin-siwx/locales/ja';
import socials from '@gangway/plugin-socials/locales/ja';
import swaps from '@gangway/plugin-swaps/locales/ja';
import wallet_guide from '@gangway/plugin-wallet-guide/locales/ja';
import walletconnect from '@gangway/plugin-walletconnect/locales/ja';

const ja: Record<string, string> = { ...account, ...activity, ...all_wallets, ...connect, ...email, ...embedded_wallet, ...farcaster, ...names, ...networks, ...nfts, ...onramp, ...pay, ...receive, ...send, ...siwx, ...socials, ...swaps, ...wallet_guide, ...walletconnect };
export default ja;

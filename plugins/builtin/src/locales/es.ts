/**
 * Every built-in plugin's translations into Spanish, each kept in its own plugin (src/locales/es.ts), merged
 * here so the built-in list costs a Spanish visitor one request: this module shares its chunk name with
 * the kernel's own (gangway-locale-es), so rspack builds both into one script (docs/i18n.md).
 */
import account from '@gangway/plugin-account/locales/es';
import activity from '@gangway/plugin-activity/locales/es';
import all_wallets from '@gangway/plugin-all-wallets/locales/es';
import connect from '@gangway/plugin-connect/locales/es';
import email from '@gangway/plugin-email/locales/es';
import embedded_wallet from '@gangway/plugin-embedded-wallet/locales/es';
import farcaster from '@gangway/plugin-farcaster/locales/es';
import names from '@gangway/plugin-names/locales/es';
import networks from '@gangway/plugin-networks/locales/es';
import nfts from '@gangway/plugin-nfts/locales/es';
import onramp from '@gangway/plugin-onramp/locales/es';
import pay from '@gangway/plugin-pay/locales/es';
import receive from '@gangway/plugin-receive/locales/es';
import send from '@gangway/plugin-send/locales/es';
import siwx from '@gangway/plugin-siwx/locales/es';
import socials from '@gangway/plugin-socials/locales/es';
import swaps from '@gangway/plugin-swaps/locales/es';
import wallet_guide from '@gangway/plugin-wallet-guide/locales/es';
import walletconnect from '@gangway/plugin-walletconnect/locales/es';

const es: Record<string, string> = { ...account, ...activity, ...all_wallets, ...connect, ...email, ...embedded_wallet, ...farcaster, ...names, ...networks, ...nfts, ...onramp, ...pay, ...receive, ...send, ...siwx, ...socials, ...swaps, ...wallet_guide, ...walletconnect };
export default es;

/**
 * Every built-in plugin's translations into Arabic, each kept in its own plugin (src/locales/ar.ts), merged
 * here so the built-in list costs an Arabic visitor one request: this module shares its chunk name with
 * the kernel's own (gangway-locale-ar), so rspack builds both into one script (docs/i18n.md).
 */
import account from '@gangway/plugin-account/locales/ar';
import activity from '@gangway/plugin-activity/locales/ar';
import all_wallets from '@gangway/plugin-all-wallets/locales/ar';
import connect from '@gangway/plugin-connect/locales/ar';
import email from '@gangway/plugin-email/locales/ar';
import embedded_wallet from '@gangway/plugin-embedded-wallet/locales/ar';
import farcaster from '@gangway/plugin-farcaster/locales/ar';
import names from '@gangway/plugin-names/locales/ar';
import networks from '@gangway/plugin-networks/locales/ar';
import nfts from '@gangway/plugin-nfts/locales/ar';
import onramp from '@gangway/plugin-onramp/locales/ar';
import pay from '@gangway/plugin-pay/locales/ar';
import receive from '@gangway/plugin-receive/locales/ar';
import send from '@gangway/plugin-send/locales/ar';
import siwx from '@gangway/plugin-siwx/locales/ar';
import socials from '@gangway/plugin-socials/locales/ar';
import swaps from '@gangway/plugin-swaps/locales/ar';
import wallet_guide from '@gangway/plugin-wallet-guide/locales/ar';
import walletconnect from '@gangway/plugin-walletconnect/locales/ar';

const ar: Record<string, string> = { ...account, ...activity, ...all_wallets, ...connect, ...email, ...embedded_wallet, ...farcaster, ...names, ...networks, ...nfts, ...onramp, ...pay, ...receive, ...send, ...siwx, ...socials, ...swaps, ...wallet_guide, ...walletconnect };
export default ar;

/**
 * The deferred part of every built-in manifest (title, permissions, slot contributions),
 * each kept beside its plugin in src/manifest-details.ts. One lazy chunk, fetched with the runtime:
 * none of it is needed before the runtime registers the plugins.
 */
import type { ManifestDetails } from '@gangway/kernel';
import account from '@gangway/plugin-account/manifest-details';
import activity from '@gangway/plugin-activity/manifest-details';
import all_wallets from '@gangway/plugin-all-wallets/manifest-details';
import analytics from '@gangway/plugin-analytics/manifest-details';
import chain_eip155 from '@gangway/plugin-chain-eip155/manifest-details';
import chain_solana from '@gangway/plugin-chain-solana/manifest-details';
import chain_bip122 from '@gangway/plugin-chain-bip122/manifest-details';
import connect from '@gangway/plugin-connect/manifest-details';
import email from '@gangway/plugin-email/manifest-details';
import embedded_wallet from '@gangway/plugin-embedded-wallet/manifest-details';
import farcaster from '@gangway/plugin-farcaster/manifest-details';
import headless from '@gangway/plugin-headless/manifest-details';
import identity from '@gangway/plugin-identity/manifest-details';
import names from '@gangway/plugin-names/manifest-details';
import injected from '@gangway/plugin-injected/manifest-details';
import networks from '@gangway/plugin-networks/manifest-details';
import nfts from '@gangway/plugin-nfts/manifest-details';
import onramp from '@gangway/plugin-onramp/manifest-details';
import pay from '@gangway/plugin-pay/manifest-details';
import receive from '@gangway/plugin-receive/manifest-details';
import send from '@gangway/plugin-send/manifest-details';
import siwx from '@gangway/plugin-siwx/manifest-details';
import socials from '@gangway/plugin-socials/manifest-details';
import swaps from '@gangway/plugin-swaps/manifest-details';
import walletconnect from '@gangway/plugin-walletconnect/manifest-details';
import wallet_guide from '@gangway/plugin-wallet-guide/manifest-details';

export const BUILTIN_DETAILS: Record<string, ManifestDetails> = {
  'account': account,
  'activity': activity,
  'all-wallets': all_wallets,
  'analytics': analytics,
  'chain-eip155': chain_eip155,
  'chain-solana': chain_solana,
  'chain-bip122': chain_bip122,
  'connect': connect,
  'email': email,
  'embedded-wallet': embedded_wallet,
  'farcaster': farcaster,
  'headless': headless,
  'identity': identity,
  'injected': injected,
  'names': names,
  'networks': networks,
  'nfts': nfts,
  'onramp': onramp,
  'pay': pay,
  'receive': receive,
  'send': send,
  'siwx': siwx,
  'socials': socials,
  'swaps': swaps,
  'walletconnect': walletconnect,
  'wallet-guide': wallet_guide,
};

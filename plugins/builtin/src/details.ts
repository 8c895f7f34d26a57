/**
 * The deferred part of every built-in manifest (title, permissions, slot contributions),
 * each kept beside its plugin in src/manifest-details.ts. One lazy chunk, fetched with the runtime:
 * none of it is needed before the runtime registers the plugins.
 */
import type { ManifestDetails } from '@gangway/kernel';
import account from '../../account/src/manifest-details';
import activity from '../../activity/src/manifest-details';
import all_wallets from '../../all-wallets/src/manifest-details';
import analytics from '../../analytics/src/manifest-details';
import chain_eip155 from '../../chain-eip155/src/manifest-details';
import connect from '../../connect/src/manifest-details';
import email from '../../email/src/manifest-details';
import embedded_wallet from '../../embedded-wallet/src/manifest-details';
import farcaster from '../../farcaster/src/manifest-details';
import identity from '../../identity/src/manifest-details';
import injected from '../../injected/src/manifest-details';
import networks from '../../networks/src/manifest-details';
import nfts from '../../nfts/src/manifest-details';
import onramp from '../../onramp/src/manifest-details';
import pay from '../../pay/src/manifest-details';
import receive from '../../receive/src/manifest-details';
import send from '../../send/src/manifest-details';
import siwx from '../../siwx/src/manifest-details';
import socials from '../../socials/src/manifest-details';
import swaps from '../../swaps/src/manifest-details';
import walletconnect from '../../walletconnect/src/manifest-details';

export const BUILTIN_DETAILS: Record<string, ManifestDetails> = {
  'account': account,
  'activity': activity,
  'all-wallets': all_wallets,
  'analytics': analytics,
  'chain-eip155': chain_eip155,
  'connect': connect,
  'email': email,
  'embedded-wallet': embedded_wallet,
  'farcaster': farcaster,
  'identity': identity,
  'injected': injected,
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
};

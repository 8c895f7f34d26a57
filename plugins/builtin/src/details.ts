/**
 * The deferred part of every built-in manifest (titles, permissions, slot contributions, …), each
 * written in its plugin's one src/manifest.ts. One lazy chunk, fetched with the runtime: none of it is
 * needed before the runtime registers the plugins. The build imports each manifest here in its
 * `details` form (scripts/manifest-split-loader.cjs: only those fields), and the list in index.ts in
 * its `core` form (without them), so no field is paid for twice. The published package imports each
 * plugin's `/manifest-details` here and `/manifest-core` in index.ts instead (scripts/build-packages.mjs).
 * Without that loader (vitest) each import is the whole manifest and `detailsOf` picks the same fields.
 */
import type { ManifestDetails, PluginManifest } from '@gangway/kernel';
import { accountManifest as account } from '@gangway/plugin-account/manifest';
import { activityManifest as activity } from '@gangway/plugin-activity/manifest';
import { allWalletsManifest as all_wallets } from '@gangway/plugin-all-wallets/manifest';
import { analyticsManifest as analytics } from '@gangway/plugin-analytics/manifest';
import { chainEip155Manifest as chain_eip155 } from '@gangway/plugin-chain-eip155/manifest';
import { chainSolanaManifest as chain_solana } from '@gangway/plugin-chain-solana/manifest';
import { chainBip122Manifest as chain_bip122 } from '@gangway/plugin-chain-bip122/manifest';
import { connectManifest as connect } from '@gangway/plugin-connect/manifest';
import { emailManifest as email } from '@gangway/plugin-email/manifest';
import { embeddedWalletManifest as embedded_wallet } from '@gangway/plugin-embedded-wallet/manifest';
import { farcasterManifest as farcaster } from '@gangway/plugin-farcaster/manifest';
import { headlessManifest as headless } from '@gangway/plugin-headless/manifest';
import { identityManifest as identity } from '@gangway/plugin-identity/manifest';
import { namesManifest as names } from '@gangway/plugin-names/manifest';
import { injectedManifest as injected } from '@gangway/plugin-injected/manifest';
import { networksManifest as networks } from '@gangway/plugin-networks/manifest';
import { nftsManifest as nfts } from '@gangway/plugin-nfts/manifest';
import { onrampManifest as onramp } from '@gangway/plugin-onramp/manifest';
import { payManifest as pay } from '@gangway/plugin-pay/manifest';
import { receiveManifest as receive } from '@gangway/plugin-receive/manifest';
import { sendManifest as send } from '@gangway/plugin-send/manifest';
import { siwxManifest as siwx } from '@gangway/plugin-siwx/manifest';
import { socialsManifest as socials } from '@gangway/plugin-socials/manifest';
import { swapsManifest as swaps } from '@gangway/plugin-swaps/manifest';
import { walletConnectManifest as walletconnect } from '@gangway/plugin-walletconnect/manifest';
import { walletGuideManifest as wallet_guide } from '@gangway/plugin-wallet-guide/manifest';

/** The fields a manifest may defer (ManifestDetails), every one of them: the type below says so. */
const DETAIL_KEYS = ['title', 'titles', 'contributes', 'permissions', 'slots', 'slotOrder', 'family'] as const satisfies readonly (keyof ManifestDetails)[];
const allKeys: Exclude<keyof ManifestDetails, (typeof DETAIL_KEYS)[number]> extends never ? true : never = true;
void allKeys;

/** A manifest's deferred fields (all it holds once the build has split it). */
export function detailsOf(m: Partial<PluginManifest>): ManifestDetails {
  const out: Record<string, unknown> = {};
  for (const k of DETAIL_KEYS) if (m[k] !== undefined) out[k] = m[k];
  return out as ManifestDetails;
}

export const BUILTIN_DETAILS: Record<string, ManifestDetails> = {
  'account': detailsOf(account),
  'activity': detailsOf(activity),
  'all-wallets': detailsOf(all_wallets),
  'analytics': detailsOf(analytics),
  'chain-eip155': detailsOf(chain_eip155),
  'chain-solana': detailsOf(chain_solana),
  'chain-bip122': detailsOf(chain_bip122),
  'connect': detailsOf(connect),
  'email': detailsOf(email),
  'embedded-wallet': detailsOf(embedded_wallet),
  'farcaster': detailsOf(farcaster),
  'headless': detailsOf(headless),
  'identity': detailsOf(identity),
  'injected': detailsOf(injected),
  'names': detailsOf(names),
  'networks': detailsOf(networks),
  'nfts': detailsOf(nfts),
  'onramp': detailsOf(onramp),
  'pay': detailsOf(pay),
  'receive': detailsOf(receive),
  'send': detailsOf(send),
  'siwx': detailsOf(siwx),
  'socials': detailsOf(socials),
  'swaps': detailsOf(swaps),
  'walletconnect': detailsOf(walletconnect),
  'wallet-guide': detailsOf(wallet_guide),
};

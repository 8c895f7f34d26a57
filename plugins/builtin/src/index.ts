/**
 * The manifests of every built-in plugin: pure data (a few hundred bytes each). A host that passes
 * this list pays nothing for a plugin until it is used, and nothing at all when its switch is off.
 * Add a plugin's manifest here when you create it (one import + one entry).
 */
import type { PluginManifest } from '@gangway/kernel';
import { chainEip155Manifest } from '@gangway/plugin-chain-eip155/manifest';
import { injectedManifest } from '@gangway/plugin-injected/manifest';
import { networksManifest } from '@gangway/plugin-networks/manifest';
import { connectManifest } from '@gangway/plugin-connect/manifest';
import { accountManifest } from '@gangway/plugin-account/manifest';
import { sendManifest } from '@gangway/plugin-send/manifest';
import { receiveManifest } from '@gangway/plugin-receive/manifest';
import { walletConnectManifest } from '@gangway/plugin-walletconnect/manifest';
import { allWalletsManifest } from '@gangway/plugin-all-wallets/manifest';
import { analyticsManifest } from '@gangway/plugin-analytics/manifest';
import { siwxManifest } from '@gangway/plugin-siwx/manifest';
import { onrampManifest } from '@gangway/plugin-onramp/manifest';
import { swapsManifest } from '@gangway/plugin-swaps/manifest';
import { payManifest } from '@gangway/plugin-pay/manifest';
import { embeddedWalletManifest } from '@gangway/plugin-embedded-wallet/manifest';
import { emailManifest } from '@gangway/plugin-email/manifest';
import { socialsManifest } from '@gangway/plugin-socials/manifest';
import { farcasterManifest } from '@gangway/plugin-farcaster/manifest';
import { activityManifest } from '@gangway/plugin-activity/manifest';
import { identityManifest } from '@gangway/plugin-identity/manifest';
import { nftsManifest } from '@gangway/plugin-nfts/manifest';

export const builtinPlugins: PluginManifest[] = [
  chainEip155Manifest,
  injectedManifest,
  networksManifest,
  connectManifest,
  accountManifest,
  sendManifest,
  receiveManifest,
  walletConnectManifest,
  allWalletsManifest,
  analyticsManifest,
  siwxManifest,
  onrampManifest,
  swapsManifest,
  payManifest,
  embeddedWalletManifest,
  emailManifest,
  socialsManifest,
  farcasterManifest,
  nftsManifest,
  activityManifest,
  identityManifest,
];

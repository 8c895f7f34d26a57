/**
 * The manifests of every built-in plugin: pure data (a few hundred bytes each). A host that passes
 * this list pays nothing for a plugin until it is used, and nothing at all when its switch is off.
 * Add a plugin's manifest here when you create it (one import + one entry).
 */
import { markChecked, type PluginManifest } from '@gangway/kernel';
import { CONNECT_VIEW_SETS } from './first-view-sets';
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
import { headlessManifest } from '@gangway/plugin-headless/manifest';
import { farcasterManifest } from '@gangway/plugin-farcaster/manifest';
import { activityManifest } from '@gangway/plugin-activity/manifest';
import { identityManifest } from '@gangway/plugin-identity/manifest';
import { nftsManifest } from '@gangway/plugin-nfts/manifest';
import { namesManifest } from '@gangway/plugin-names/manifest';
import { chainSolanaManifest } from '@gangway/plugin-chain-solana/manifest';
import { chainBip122Manifest } from '@gangway/plugin-chain-bip122/manifest';
import { walletGuideManifest } from '@gangway/plugin-wallet-guide/manifest';

const manifests: PluginManifest[] = [
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
  namesManifest,
  chainSolanaManifest,
  chainBip122Manifest,
  walletGuideManifest,
  headlessManifest,
];

// What matters only once the runtime is there (title, permissions, slot contributions) comes in
// one lazy chunk for all of them: a manifest's eager bytes are its id, switch, views, dependencies
// and loader only.
const details = () => import(/* webpackChunkName: "plugin-details" */ './details');
// Every built-in plugin's translations of a locale in one script, named as the kernel's own locale
// chunk so the two are one request (./locales/<tag>.ts merges each plugin's src/locales/<tag>.ts). One
// object shared by every built-in manifest: the kernel calls a shared loader once (docs/i18n.md).
const locales = {
  ar: () => import(/* webpackChunkName: "gangway-locale-ar" */ './locales/ar'),
  es: () => import(/* webpackChunkName: "gangway-locale-es" */ './locales/es'),
  ja: () => import(/* webpackChunkName: "gangway-locale-ja" */ './locales/ja'),
};
// The Connect view's plugins also come in sets of one script each (first-view-sets.ts), the larger first.
const setsWith = (id: string) => {
  const sets = CONNECT_VIEW_SETS.filter((s) => s.plugins.includes(id));
  return sets.length ? sets : undefined;
};
// Marked checked: ./checked.test.ts holds them to the manifest rules, so a production runtime needs
// the checks only for a list with other manifests.
export const builtinPlugins: PluginManifest[] = markChecked(manifests.map((m) => ({
  ...m,
  details: () => details().then((d) => d.BUILTIN_DETAILS[m.id] ?? {}),
  loadTogether: setsWith(m.id),
  locales,
})));


// The spec's view names, as @gangway/kernel exported them in v2 (each is its plugin's).
export { VIEWS } from './views';

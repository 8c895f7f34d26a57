/**
 * The image registries of spec §3 (wallets, networks, chains, connectors, tokens, currencies) and the
 * wallet-services endpoint of spec §7 that serves each as a blob.
 */

export type ImageKind = 'wallet' | 'network' | 'chain' | 'connector' | 'token' | 'currency';

/**
 * Which endpoint serves a kind. Connectors are wallets (their image ids are wallet image ids);
 * networks and chain families are assets.
 */
const PATHS: Record<ImageKind, string> = {
  wallet: '/getWalletImage/',
  connector: '/getWalletImage/',
  network: '/public/getAssetImage/',
  chain: '/public/getAssetImage/',
  token: '/public/getTokenImage/',
  currency: '/public/getCurrencyImage/',
};

/**
 * Ids come from outside (a token symbol, a wallet's image id): a lone UTF-16 surrogate in one made
 * encodeURIComponent throw 'URI malformed' while the Account view rendered, and the whole view failed
 * (found by the hostile-content e2e). Lone surrogates become U+FFFD first; the service then answers
 * 404 for such an id and the initials show.
 */
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

export const imagePath = (kind: ImageKind, id: string) => `${PATHS[kind]}${encodeURIComponent(wellFormed(String(id)))}`;

// networkImage and its id table are in network-image.ts: the wallet lists (the Connect view) use
// imagePath but not the table (≈ 1.2 KB gzip of ids), which would otherwise travel with this module.
export { networkImage } from './network-image';

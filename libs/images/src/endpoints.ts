/**
 * The image registries of spec §3 (wallets, networks, chains, connectors, tokens, currencies) and the
 * wallet-services endpoint of spec §7 that serves each as a blob.
 */
import type { ChainNamespace, Network } from '@gangway/kernel';

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

/**
 * A network's image: its own `assets.imageUrl`, else its `assets.imageId`, else its CAIP-2 id as the
 * asset id (the spec's network image-id table is not published; the devnet answers any id, and a
 * service that does not know one answers 404, which shows the initials fallback).
 */
export function networkImage(network: Pick<Network, 'caipNetworkId' | 'assets'>): { url?: string; id?: string } {
  if (network.assets?.imageUrl) return { url: network.assets.imageUrl };
  return { id: network.assets?.imageId ?? network.caipNetworkId };
}

/** A chain family's image id (asset registry): the namespace itself. */
export const chainImageId = (ns: ChainNamespace) => ns;

/**
 * The image registries of spec §3 (wallets, networks, chains, connectors, tokens, currencies) and the
 * wallet-services endpoint of spec §7 that serves each as a blob.
 */
import type { Network } from '@gangway/kernel';
import { NETWORK_IMAGE_IDS } from './network-image-ids';

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
 * A network's image: its own `assets.imageUrl`, else its `assets.imageId`, else the service's image id
 * for the network (network-image-ids.ts), else none (the initials): the asset service keys images by
 * its own ids, so asking by CAIP-2 id would only ever be a 404.
 */
export function networkImage(network: Pick<Network, 'id' | 'caipNetworkId' | 'assets'>): { url?: string; id?: string } {
  if (network.assets?.imageUrl) return { url: network.assets.imageUrl };
  const id = network.assets?.imageId ?? NETWORK_IMAGE_IDS[String(network.id)];
  return id ? { id } : {};
}


/**
 * A network's image (spec §3's network image id table). Its own module, not endpoints.ts: views that
 * show no network (the Connect view's wallet rows) then load no id table.
 */
import type { Network } from '@gangway/kernel';
import { NETWORK_IMAGE_IDS } from './network-image-ids';

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


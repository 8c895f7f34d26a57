/**
 * The wagmi side, shared by the server render and the browser: the adapter's config persists to a
 * cookie (ssr: true, gangwayCookieStorage), so the next request carries the session to the server.
 * Constructing the adapter creates no widget: createGangway runs in the browser only (widget.tsx).
 */
import { WagmiAdapter } from '@gangway/adapter-wagmi';
import { gangwayCookieStorage } from '@gangway/adapter-wagmi/ssr';
import { evmNetworks as networks, endpoints, projectId } from '../../../common/src/devnet';

export { networks, endpoints, projectId };

export const wagmiAdapter = new WagmiAdapter({ networks, projectId, ssr: true, storage: gangwayCookieStorage() });

/** The chains the server accepts from a cookie. */
export const chainIds = networks.map((n) => Number(n.id));

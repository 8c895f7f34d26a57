/**
 * Server rendering with wagmi's cookie storage (`@gangway/adapter-wagmi/ssr`): what a server needs to
 * render a returning visitor connected, and nothing of the kernel (this module imports @wagmi/core
 * only, so a server component or route handler can use it without evaluating the widget).
 *
 *   // the browser: the adapter's wagmiConfig persists to a cookie
 *   new WagmiAdapter({ networks, ssr: true, storage: gangwayCookieStorage() })
 *   // the server: this request's Cookie header → WagmiProvider's initialState
 *   <WagmiProvider config={wagmiAdapter.wagmiConfig} initialState={initialStateFromCookie(cookieHeader)}>
 *
 * The cookie is the visitor's own input: anything malformed, a connection of another connector, an
 * account that is not an address or a chain the host does not configure is dropped (the page then
 * renders disconnected and the widget restores what it can on the client), never a server error.
 */
import { cookieStorage, cookieToInitialState, createStorage, type Config, type Connection, type State, type Storage } from '@wagmi/core';
import { GANGWAY_CONNECTOR_ID } from './connector';

/** wagmi's default storage key (the cookie is `<key>.store`). */
export const DEFAULT_STORAGE_KEY = 'wagmi';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** wagmi's storage on a cookie (`path=/; samesite=Lax`): the browser writes it, the next request carries it. */
export function gangwayCookieStorage(key: string = DEFAULT_STORAGE_KEY): Storage {
  return createStorage({ storage: cookieStorage, key });
}

export interface InitialStateOptions {
  /** The storage key given to gangwayCookieStorage (default 'wagmi'). */
  key?: string;
  /** The wagmi config's chain ids: a stored chain outside them is dropped. Default: any chain. */
  chainIds?: readonly number[];
}

/**
 * WagmiProvider's `initialState` from a request's Cookie header: the widget's connection only (the
 * adapter's config has no other connector), with well-formed addresses on a configured chain.
 * `undefined` when there is nothing usable: wagmi then starts disconnected, as without a cookie.
 */
export function initialStateFromCookie(cookie: string | null | undefined, options: InitialStateOptions = {}): State | undefined {
  let state: State | undefined;
  try {
    // cookieToInitialState reads nothing of the config but its storage key.
    state = cookieToInitialState({ storage: { key: options.key ?? DEFAULT_STORAGE_KEY } } as unknown as Config, cookie);
  } catch {
    return undefined;
  }
  if (!state || typeof state !== 'object') return undefined;
  const knownChain = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && (!options.chainIds || options.chainIds.includes(id));
  const connections = new Map<string, Connection>();
  if (state.connections instanceof Map) {
    for (const [uid, c] of state.connections) {
      const accounts = Array.isArray(c?.accounts) ? c.accounts : [];
      if (c?.connector?.id !== GANGWAY_CONNECTOR_ID || !accounts.length || !accounts.every((a) => typeof a === 'string' && ADDRESS.test(a)) || !knownChain(c.chainId)) continue;
      connections.set(uid, c);
    }
  }
  const current = state.current && connections.has(state.current) ? state.current : null;
  const chainId = knownChain(state.chainId) ? state.chainId : options.chainIds?.[0];
  if (chainId === undefined) return undefined;
  return { chainId, connections: current ? connections : new Map(), current, status: current ? 'connected' : 'disconnected' };
}

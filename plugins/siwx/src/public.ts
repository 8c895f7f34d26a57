/**
 * The sign-in plugin's public contract: the `siwx` option's types, its three built-in
 * implementations (their code loads on first use), the slice key, and the host's reads of the
 * session (a getter, the `sessionChanged` event). No React here: the hook `useSiwxSession` is the
 * `./react` entry (react.ts).
 *
 *   import { localSiwx, hostedSiwx, serverSiwx } from '@gangway/plugin-siwx/public';
 *   createGangway({ ..., siwx: localSiwx({ required: true }) });
 */
import type { Gangway, GangwayEvent } from '@gangway/kernel';
import { SESSION_CHANGED } from './events';
import { lazyConfig } from './lazy-config';
import { siwxSliceKey } from './slice';
import type { ServerSiwxOptions } from './impl/server';
import type { SIWXConfig, SIWXMessageOptions, SIWXSession, SiwxState } from './types';

export type { SIWXConfig, SIWXContext, SIWXMessage, SIWXMessageData, SIWXMessageOptions, SIWXSession, SIWEConfig, SiwxState } from './types';
export type { ServerSiwxOptions } from './impl/server';
export { siwxSliceKey } from './slice';

export { SESSION_CHANGED } from './events';

/** Sessions in the widget's storage, verified in the page (no backend). */
export const localSiwx = (options: SIWXMessageOptions = {}): SIWXConfig =>
  lazyConfig(() => import(/* webpackChunkName: "siwx-local" */ './impl/local').then((m) => m.createLocalSiwx(options)), !!options.required);

/** Sessions on the host's own backend (nonce, verify, session, sign-out endpoints). */
export const serverSiwx = (options: ServerSiwxOptions): SIWXConfig =>
  lazyConfig(() => import(/* webpackChunkName: "siwx-server" */ './impl/server').then((m) => m.createServerSiwx(options)), !!options.required);

/** Sessions on the hosted sign-in service, ReownAuthentication (`/auth/v1/*` on `endpoints.walletServices`). */
export const hostedSiwx = (options: SIWXMessageOptions = {}): SIWXConfig =>
  lazyConfig(() => import(/* webpackChunkName: "siwx-hosted" */ './impl/hosted').then((m) => m.createHostedSiwx(options)), !!options.required);

/** The active account's session (undefined when signed out, or before the plugin has loaded). */
export function getSiwxSession(gangway: Pick<Gangway, 'getState'>): SIWXSession | undefined {
  return (gangway.getState().slices[siwxSliceKey.id] as SiwxState | undefined)?.session;
}

/** Calls `listener` with the new session (or undefined) whenever the active account's session changes. */
export function onSiwxSessionChanged(gangway: Pick<Gangway, 'subscribeEvents' | 'getState'>, listener: (session: SIWXSession | undefined) => void): () => void {
  return gangway.subscribeEvents((e: GangwayEvent) => { if (e.type === SESSION_CHANGED) listener(getSiwxSession(gangway)); });
}

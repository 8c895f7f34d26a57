/**
 * The built-in plugins the Connect view needs together, each set fetched as one script when the
 * first open asks for that view (LoadTogether, docs/plugins.md): on HTTP/1.1 a browser opens six
 * connections per host, and with every feature on the view needed nine scripts — the last three
 * waited a round trip, and the view painted without them. A set is used only when all its members
 * are enabled and bundled; otherwise, and for any other load (a restore, a later activation), each
 * plugin's own chunk loads alone — a disabled plugin's code is never fetched. The build emits both:
 * each set's chunk repeats its members' entry modules (bytes on disk, not on the wire).
 */
import type { LoadTogether } from '@gangway/kernel';

/** The wallet rows: the installed wallets, WalletConnect and the registry's featured wallets. */
export const CONNECT_VIEW: LoadTogether = {
  plugins: ['connect', 'injected', 'walletconnect', 'all-wallets'],
  load: () => import(/* webpackChunkName: "gangway-connect-view" */ './sets/connect-view'),
};

/** The login rows: the email field and the social buttons (email and socials, both on or not). */
export const LOGIN_METHODS: LoadTogether = {
  plugins: ['email', 'socials'],
  load: () => import(/* webpackChunkName: "gangway-login-methods" */ './sets/login-methods'),
};

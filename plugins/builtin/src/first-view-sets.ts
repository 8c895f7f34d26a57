/**
 * The built-in plugins the Connect view needs together, each set fetched as one script when the
 * first open asks for that view (LoadTogether, docs/plugins.md): on HTTP/1.1 a browser opens six
 * connections per host, and with every feature on the view needed nine scripts — the last three
 * waited a round trip, and the view painted without them. A set is used only when all its members
 * are enabled and bundled; otherwise, and for any other load (a restore, a later activation), each
 * plugin's own chunk loads alone — a disabled plugin's code is never fetched. The build emits both:
 * each set's chunk repeats its members' entry modules (bytes on disk, not on the wire).
 * With every row on, the whole view comes as one script (CONNECT_VIEW_WITH_LOGINS): one response
 * fewer, and one gzip stream compresses the six better than two (−0.9 KB on the wire; A/B in
 * docs/benchmarks.md). A member is in the larger set and in its own row's set; the first open takes
 * the largest whose members are all on.
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

/** The whole Connect view with its login rows: the wallet rows and the login rows in one script. */
export const CONNECT_VIEW_WITH_LOGINS: LoadTogether = {
  plugins: [...CONNECT_VIEW.plugins, ...LOGIN_METHODS.plugins],
  load: () => import(/* webpackChunkName: "gangway-connect-logins" */ './sets/connect-logins'),
};

/** Every set, the larger first. */
export const CONNECT_VIEW_SETS: readonly LoadTogether[] = [CONNECT_VIEW_WITH_LOGINS, CONNECT_VIEW, LOGIN_METHODS];

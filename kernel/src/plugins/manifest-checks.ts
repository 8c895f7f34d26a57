/**
 * The manifest checks as the runtime's load fetches them (kernel.ts: the chunk gangway-manifest-checks,
 * in the runtime's wave, for a list with a manifest not marked checked, and in development builds).
 * Its own module, apart from the eager development check's import of assert-plugins.ts.
 */
export { assertPlugins } from './assert-plugins';

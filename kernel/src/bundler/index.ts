/** `@gangway/kernel/bundler`: the first open's split for a host's rspack or webpack 5 build (docs/bundling.md). */
export { COMPILE_HINT, FIRST_VIEW_SETS, GangwayCompileHintsPlugin, HINTED_CHUNK, gangwayCacheGroups } from './first-open';

/**
 * TypeScript's side of the bundler alias (docs/appkit-migration.md): AppKit's package names are
 * @gangway/appkit's entries. A project would put the same in `compilerOptions.paths`.
 */
declare module '@reown/appkit-adapter-bitcoin' { export * from '@gangway/appkit/adapter-bitcoin'; }

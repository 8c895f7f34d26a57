/**
 * TypeScript's side of the bundler alias (docs/appkit-migration.md): AppKit's package names are
 * @gangway/appkit's entries. A project would put the same in `compilerOptions.paths`.
 */
declare module '@reown/appkit' { export * from '@gangway/appkit'; }
declare module '@reown/appkit/react' { export * from '@gangway/appkit/react'; }
declare module '@reown/appkit/networks' { export * from '@gangway/appkit/networks'; }
declare module '@reown/appkit-adapter-wagmi' { export * from '@gangway/appkit/adapter-wagmi'; }

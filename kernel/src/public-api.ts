/**
 * The values of the public API but `createGangway` (index.ts adds it and every type): what plugins
 * import from '@gangway/kernel' at run time. The remote loader hands exactly this module to plugins
 * built as federated remotes (the host's kernel, shared), and importing it there closes no import
 * cycle through createGangway.
 */
export { defineManifest, definePlugin, markChecked } from './plugins/define';
export { configurePlugin, type ConfiguredPlugin, type PluginEntry, type PluginOptionsById } from './plugins/configure';
export { PLUGIN_API_VERSION, type PluginManifest, type PluginModule, type PluginDefinition, type RemoteRef, type Cleanup, type Permission, type SlotEntry, type LoadTogether } from './plugins/types';
export type { ManifestDetails, OpenRole, ViewTitle } from './plugins/manifest';
export { isSigningMethod, isReadOnlyMethod } from './plugins/signing-methods';
export { RESTORE_HOLD_MS } from './hooks/restore-hold';
export { createServiceKey, type ServiceKey } from './plugins/services';
export { createSliceKey, type SliceKey, type Store } from './state/store';
export { STAGE } from './hooks/stages';
export { httpStatus, type ApiClient } from './remote/client';
export * from './errors';
export { connectMethodsOrder, walletMatches } from './options';
// Chain plugin packages type their namespaces' account types into it (declaration merging, as PluginOptionsById).
export type { AccountTypes, AccountTypesByNamespace } from './options/account-types';
export { validate as validateSchema, issuePath, type StandardSchema, type StandardIssue, type Validated } from './validation/standard-schema';

/**
 * The plugin contract. A plugin is two parts with a hard line between them (VS Code's
 * contributions vs activation):
 * - a manifest: pure data bundled with the host; it never imports React or a chain SDK;
 * - a module with `setup(api)`, loaded on first need (`load: () => import(...)`, or a Module
 *   Federation `remote`), which registers views, a slice, hook taps and services.
 */
import type { ChainNamespace } from '../state/types';
import type { PluginApi } from './api-types';

export const PLUGIN_API_VERSION = 1;

/** Where a federated plugin lives: its remote entry (remoteEntry.js or mf-manifest.json). */
export interface RemoteRef { name: string; entry: string; module: string }

export interface PluginModule {
  setup(api: PluginApi): void | Cleanup | Promise<void | Cleanup>;
}
export type Cleanup = () => void;

export interface PluginManifest {
  id: string;
  apiVersion: number;
  /** Human label for the error view and devtools. */
  title?: string;
  /**
   * The switch that enables the plugin: a dotted path into the resolved options
   * (e.g. 'features.send', 'enableEIP6963'); the plugin is enabled when that value is truthy
   * (a non-empty array counts). Absent: always enabled.
   */
  feature?: string;
  /** View ids this plugin contributes; navigating to one activates it. */
  views?: string[];
  /** Chain namespaces served; using one (sync, request, switch, provider) activates it. */
  namespaces?: ChainNamespace[];
  /** Extra activation events: 'onStartup', 'onOpen', 'onHook:<name>', 'onView:<id>', 'onNamespace:<ns>'. */
  activationEvents?: string[];
  /** Service ids this plugin provides; `api.require(key)` activates it ('onService:<id>'). */
  provides?: string[];
  /** Plugin ids activated before this one. */
  dependsOn?: string[];
  load?: () => Promise<PluginModule | { default: PluginModule }>;
  remote?: RemoteRef;
}

/** A manifest plus its module in one object: handy for tests and in-bundle third-party plugins. */
export interface PluginDefinition extends PluginManifest, Partial<PluginModule> {}

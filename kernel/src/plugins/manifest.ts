/**
 * The manifest: the pure-data half of a plugin, bundled with every host that registers it. It never
 * imports React or a chain SDK; what it says is checked (check-manifest.ts) and drives activation,
 * slots and permissions without loading the plugin's code (VS Code's static contributions).
 */
import type { FirstRequest } from '../remote/request-types';
import type { ChainNamespace, ConnectorInfo } from '../state/types';
import type { PluginLocales } from '../i18n/plugin-locales';

/**
 * Where a federated plugin lives. The host decides whether to trust it (options.remotes: allowed
 * origins, granted permissions, timeout; see remote-trust.ts).
 */
export interface RemoteRef {
  /** The remote's federation name (its ModuleFederationPlugin `name`). */
  name: string;
  /** Absolute URL of its remote entry script (remoteEntry.js), on an origin the host allows. */
  entry: string;
  /** The exposed module holding `setup` (e.g. './plugin'). */
  module: string;
  /**
   * Subresource Integrity of the entry script ('sha384-…'; several space-separated hashes allowed):
   * the kernel refuses an entry that does not match, and the browser checks it again as it runs it.
   */
  integrity: string;
}

/**
 * What a plugin's code may do beyond rendering its own views and state. Declared in the manifest;
 * an undeclared use throws an error naming the plugin and the permission.
 * - 'storage': persisted keys and caches (`api.storage`);
 * - 'http': the configured remote APIs (`api.http`);
 * - 'wallet.sign': the wallet itself — signing, sending and any request not on the read-only list
 *   (spec §6; `api.wallet.request`), the wallet provider (`hooks.getProvider`), publishing connectors
 *   (`api.wallet.setConnectors`) and tapping the wallet hooks (connect, request, switchNetwork,
 *   disconnect, syncConnection, getProvider, connectors; per namespace only for the namespaces the
 *   manifest declares);
 * - 'wallet.session': changing the connected account or network — the `api.session` group (connect,
 *   disconnect, switchNetwork, setActiveChain, setAccount, setNetwork, adoptAccount, adoptNetwork,
 *   setNetworkState), refused as the group is read and again by each member;
 * - 'auth.tokens': the sign-in tokens (`api.authTokens`);
 * - 'origin:<origin>': `api.fetch` to that origin (e.g. 'origin:https://api.example.com').
 */
export type Permission = 'storage' | 'http' | 'wallet.sign' | 'wallet.session' | 'auth.tokens' | `origin:${string}`;

/**
 * An entry a plugin adds to a slot of another plugin's view (Account wallet features, Account tabs,
 * connect methods, settings rows). Static, so the view can show it before the contributor's code loads.
 */
export interface SlotEntry {
  /** Unique within the slot (two plugins claiming one id fail at registration). */
  id: string;
  /** English label; a locale overrides it with the message key `slot.<slot>.<id>`. */
  label: string;
  /** The view it opens (or, for tabs, renders inline); must be one of the plugin's views. */
  view?: string;
  /** Shown only while the active namespace is one of these. */
  namespaces?: ChainNamespace[];
  /**
   * A capability the active namespace's chain family must have (e.g. 'send'): shown only while an
   * enabled, not-failed plugin serving that namespace lists it in its manifest's `family`. Data of
   * the chain plugin's manifest: deciding loads no chain code, and a new family opts in by itself.
   */
  family?: string;
  /**
   * Shown only while the active account is connected through a connector of one of these types
   * (e.g. 'AUTH': the embedded wallet's settings, for email and social sessions only).
   */
  connectorTypes?: ConnectorInfo['type'][];
  /** Tie-break after the slot's own ordering rule (lower first; default 0). */
  order?: number;
  /** An icon of the widget's set (`IconName` of @gangway/kernel/react: 'send', 'swap', …) shown with the label. */
  icon?: string;
}

/**
 * A view's title, the dialog's accessible name while the view shows:
 * - a message key: the header shows its text;
 * - `{ key, text?, hidden? }`: `text` is the English text until the key has a message (a plugin's
 *   own messages come with its code); `hidden: true` names the dialog without showing the title
 *   (spec §2: Send, Receive, On-ramp, Activity and Pay show no name);
 * - `null`: no title of its own; the dialog keeps the modal's name (`modal.title`).
 */
export type ViewTitle = string | null | { key: string; text?: string; hidden?: boolean };

/** The roles a plugin's view may fill for the kernel (PluginManifest.opens). */
export type OpenRole = 'disconnected' | 'connected' | 'network';

/**
 * A slot's ordering rule, declared by the plugin that renders the slot: the entries a host option
 * lists come first, in its order, then the others by their `order`.
 */
export interface SlotOrder {
  /** Dotted path into the resolved options to a list of entry ids (e.g. 'features.walletFeaturesOrder'). */
  option: string;
  /** Entry ids hidden when that list leaves them out (the host turns a built-in button off by omission). */
  hideUnlisted?: string[];
}

export interface PluginManifest {
  id: string;
  /** The plugin API version the plugin was written against; the kernel refuses another. */
  apiVersion: number;
  /** Human label for devtools (optional: every byte of a manifest is eager, so built-in plugins leave it out). */
  title?: string;
  /**
   * The switch that enables the plugin: a dotted path into the resolved options (a known top-level
   * switch such as 'enableEIP6963', 'features.<name>' — a name of its own for a third-party
   * plugin — or its own options, 'pluginOptions.<id>' or 'pluginOptions.<id>.<key>'). Truthy (a
   * non-empty array counts) = enabled. Absent: always enabled.
   */
  feature?: string;
  /** View ids this plugin contributes; navigating to one activates it. */
  views?: string[];
  /**
   * Each view's title, by view id (see ViewTitle). Data, so the dialog is named right while the
   * view's code still loads. A view left out is titled by the message `view.<id>` if there is one.
   */
  titles?: Record<string, ViewTitle>;
  /**
   * The views the kernel opens by role rather than by name: `disconnected` — `open()` without a view
   * while no account is connected (the Connect view); `connected` — the same while one is (Account);
   * `network` — the network button. Eager: the click needs it before the runtime loads.
   */
  opens?: Partial<Record<OpenRole, string>>;
  /** Chain namespaces served; using one (sync, request, switch, provider) activates it. */
  namespaces?: ChainNamespace[];
  /**
   * An adapter package's plugin: the adapter type it belongs to (spec §1, the host's adapter object's
   * `type`) and the namespace that type serves when the host's object names none (wagmi: the EVM family).
   * No namespace: every namespace (the universal adapter). Read by the adapter rules, not eagerly.
   */
  adapter?: { type: string; namespace?: ChainNamespace };
  /**
   * Spec §4: the account types of each namespace this plugin owns (a chain plugin: its family), the
   * default first — the host's `defaultAccountTypes` may pick another of them. Eager: the options
   * resolve with them (options/account-types.ts).
   */
  accountTypes?: Partial<Record<ChainNamespace, readonly string[]>>;
  /**
   * What the chain family this plugin provides for its `namespaces` can do, as other plugins' slot
   * entries ask for it (`SlotEntry.family`: 'send', 'onramp', …). Deferred data (details).
   */
  family?: string[];
  /**
   * Deprecated top-level host options this plugin still reads, for one version: each name maps to
   * the key of this plugin's options it fills (`{ oldTopLevelName: 'key' }`). The kernel copies a
   * value the host set under the old name there (options/plugin-options.ts); two names of one key
   * both set are an error naming both. Eager data: keep it to the names hosts really used.
   */
  legacyOptions?: Record<string, string>;
  /** Extra activation events: 'onStartup', 'onOpen', 'onOpenFinished', 'onHook:<activating hook>', 'onView:<id>', 'onNamespace:<ns>', 'onService:<id>'. */
  activationEvents?: string[];
  /** Service ids this plugin provides; `api.services.require(key)` activates it ('onService:<id>'). */
  provides?: string[];
  /** Plugin ids activated before this one. */
  dependsOn?: string[];
  /**
   * Service ids the plugin asks for as soon as it runs (`api.services.require`). Their providers' chunks are
   * fetched in the same wave as this plugin's on the first open, instead of after it loaded.
   */
  requires?: string[];
  /**
   * The remote data its views need the moment they show: plain GETs of the configured services,
   * from the resolved options and the view about to show. The kernel sends them at the click (or on intent) beside the view's
   * chunks, and `api.http` hands this plugin that answer instead of asking again — the first view's
   * data comes one round trip sooner. Eager code run on every open: keep it tiny and pure.
   */
  // Method syntax: a plugin types `options` as the part of ResolvedOptions it reads (named here
  // structurally, as the options schema itself imports this file).
  firstRequests?(options: object, view: string): FirstRequest[];
  /** Capabilities its code uses (see Permission). */
  permissions?: Permission[];
  /** Entries for other views' slots, by slot id. */
  contributes?: Record<string, SlotEntry[]>;
  /**
   * Slots this plugin's own views offer to others (dotted ids, e.g. 'account.walletFeatures'; one
   * owner each). Its views render them with `api.views.useSlot(id)`.
   */
  slots?: string[];
  /** The ordering rules of its own slots, by slot id (see SlotOrder); a slot without one is ordered by its entries' `order`. */
  slotOrder?: Record<string, SlotOrder>;
  load?: () => Promise<unknown>;
  /**
   * Plugins whose first chunks the first open fetches as one script (see LoadTogether). Members share
   * one object; each keeps its own `load` for every other time. A list: the sets this plugin may
   * travel in (a view's larger set when all its members are on, a smaller one otherwise); the first
   * open uses the largest set whose members are all there.
   */
  loadTogether?: LoadTogether | readonly LoadTogether[];
  remote?: RemoteRef;
  /**
   * The plugin's own translations, a loader per BCP 47 tag (`{ es: () => import('./locales/es') }`),
   * each resolving to its texts by message key (its messages and its slot labels, `slot.<slot>.<id>`)
   * or a module holding them as its default export. The kernel calls only the active locale's (exact
   * tag, then primary subtag), in the runtime's wave, and never for English (docs/i18n.md). Manifests
   * sharing one loader (the built-in list's one chunk per locale) cost one request.
   */
  locales?: PluginLocales;
  /**
   * What only matters once the runtime is there (title, slot contributions, permissions, own slots),
   * fetched with the runtime instead of shipped eagerly: every byte of a manifest is paid by every
   * page load. Authors do not write it: they write those fields inline, and the build's split
   * (scripts/manifest-split-loader.cjs) moves them here, as a lazy import of the same file; the
   * built-in list takes every built-in's in one lazy chunk.
   */
  details?: () => Promise<ManifestDetails | { default: ManifestDetails }>;
}

/**
 * A set of bundled plugins that a view needs together, fetched as one script when they load for
 * that view (the first open's wave, on the click or on intent): on HTTP/1.1 a browser opens six
 * connections per host, and a seventh script waits a round trip for one. Used only when every member
 * is among the plugins the view needs — enabled, bundled (not taken from a remote) and not already
 * loading; any other time (a member switched off, a restore, an activation outside the first open)
 * each member loads alone through its own `load`, so a disabled plugin's code is never fetched.
 * `load` resolves to each member's module by plugin id (the same modules their own `load` gives),
 * the record itself or as its default export.
 */
export interface LoadTogether {
  plugins: readonly string[];
  load(): Promise<unknown>;
}

/** The sets a manifest's plugin may travel in (`loadTogether`: one, a list, or none). */
export const setsOf = (m: Pick<PluginManifest, 'loadTogether'>): readonly LoadTogether[] =>
  m.loadTogether === undefined ? [] : Array.isArray(m.loadTogether) ? m.loadTogether : [m.loadTogether as LoadTogether];

/** The part of a manifest a plugin may defer to `details` (merged before registration). */
export type ManifestDetails = Pick<PluginManifest, 'title' | 'contributes' | 'permissions' | 'slots' | 'slotOrder' | 'titles' | 'family'>;

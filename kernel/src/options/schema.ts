import * as v from 'valibot';
import type { Service } from '../remote/request-types';
import type { PluginManifest } from '../plugins/manifest';
import type { PluginEntry, PluginOptionsById } from '../plugins/configure';
import type { RemoteTrust } from '../plugins/remote-trust';
import type { PluginSource, RemoteBundles } from '../plugins/plugin-source';
import type { Network as KernelNetwork } from '../state/types';
import { CORE_MESSAGES as ERRORS, GangwayError, expectedReceived } from '../errors/core';
import { FeaturesSchema, resolveFeatures, type Features, type FeaturesInput } from './features';
import { NamespaceSchema, NetworkSchema, normalizeNetwork, type Namespace } from './network';
import { isRestrictedTimeZone, visitorTimeZone } from './restricted-time-zones';
import type { LogLevel } from '../log/logger-key';
import { adapterPlugins } from './adapter-plugins';
import { pluginOptionsOf, unwrapPlugins } from './plugin-options';
import { accountTypeIssues, resolveAccountTypes, type AccountTypes } from './account-types';

/** A URL check without v.url()'s pattern: any URL the platform parses passes. */
const isUrl = (s: string) => {
  try {
    new URL(s);
    return true;
  } catch {
    return false;
  }
};
const httpUrl = () => v.pipe(v.string(), v.check(isUrl, ERRORS.INVALID_INPUT));

/**
 * Base URLs of every remote service (spec §7). Overridable so a self-hosted deployment or the devnet
 * uses the same code as production.
 */
export const DEFAULT_ENDPOINTS = {
  /** Blockchain data API (balances, history, names, swaps, on-ramp, sessions). */
  api: 'https://rpc.walletconnect.org',
  /** Wallet services: getWallets, images, project config, origins, analytics config. */
  walletServices: 'https://api.web3modal.org',
  /** Analytics sink (POST /e). */
  analytics: 'https://pulse.walletconnect.org',
  /** Chain node JSON-RPC proxy (/v1/?chainId=…&projectId=…). */
  rpc: 'https://rpc.walletconnect.org',
  /** WalletConnect relay. */
  relay: 'wss://relay.walletconnect.org',
  /** Embedded-wallet secure frame. */
  frame: 'https://secure.walletconnect.org/sdk',
} satisfies Record<Service, string>;
/**
 * `verify`: WalletConnect Verify (attestations of this page's domain for pairing proposals). Its
 * default lives in the WalletConnect plugin (eager bytes: only that plugin needs it).
 */
export type Endpoints = typeof DEFAULT_ENDPOINTS & { verify?: string };
export type EndpointName = keyof typeof DEFAULT_ENDPOINTS | 'verify';


// Adapters and plugin manifests are validated here, but parseOptions hands back the caller's objects:
// they are often class instances whose prototype methods a parsed copy would lose. The type is
// checked against what the adapter's own plugin declares (adapter-rules.ts): the kernel lists no
// adapter type but the family-less 'universal'.
const AdapterSchema = v.looseObject({ type: v.string(), namespace: v.optional(NamespaceSchema) });
export type Adapter = v.InferOutput<typeof AdapterSchema>;
/** What a host passes in `adapters`: an adapter package's object carries its plugin manifests. */
export interface AdapterOption {
  /** Spec §1's adapter type ('universal', or one an adapter package's plugin manifest declares: wagmi, ethers, …). */
  readonly type: string;
  readonly namespace?: Namespace;
  readonly plugins?: readonly PluginManifest[];
}

/**
 * Host plugin manifests (configured entries already unwrapped, plugin-options.ts): only `id` is
 * checked here, the plugin loader owns the rest of the contract.
 */
const PluginSchema = v.looseObject({ id: v.string() });

const on = v.optional(v.boolean(), true);
const off = v.optional(v.boolean(), false);
const ids = v.optional(v.array(v.string()), []);

/**
 * Host options of spec §1, §9. Unknown top-level keys (options meant for plugins) are not validated
 * here but parseOptions copies them into the result.
 */
export const OptionsSchema = v.object({
  /** Optional at parse time: a missing one is an alert (PROJECT_ID_NOT_CONFIGURED), not a crash. */
  projectId: v.optional(v.string()),
  networks: v.pipe(v.array(NetworkSchema), v.minLength(1, ERRORS.INVALID_INPUT)),
  /** A network object, or a caipNetworkId / id from `networks`; defaults to networks[0]. */
  defaultNetwork: v.optional(v.union([NetworkSchema, v.string(), v.number()])),
  adapters: v.optional(v.array(AdapterSchema), []),
  features: v.optional(FeaturesSchema),
  /** Unset = follow the system colour scheme. */
  themeMode: v.optional(v.picklist(['light', 'dark'])),
  themeVariables: v.optional(v.record(v.string(), v.union([v.string(), v.number()])), {}),
  /** Entries may be a wallet id, a wallet name or an rdns (see walletMatches). */
  includeWalletIds: ids,
  excludeWalletIds: ids,
  featuredWalletIds: ids,
  termsConditionsUrl: v.optional(httpUrl()),
  privacyPolicyUrl: v.optional(httpUrl()),
  metadata: v.optional(
    v.object({ name: v.string(), description: v.string(), url: httpUrl(), icons: v.optional(v.array(v.string()), []) }),
  ),
  /** Basic mode: every remote feature off, no remote project configuration. */
  basic: off,
  debug: on,
  enableWalletConnect: on,
  enableWalletGuide: on,
  enableWallets: on,
  enableEIP6963: on,
  enableNetworkSwitch: on,
  enableAuthLogger: on,
  allowUnsupportedChain: off,
  /** By namespace; the values a namespace takes are its plugin's manifest data (account-types.ts). */
  defaultAccountTypes: v.optional(v.record(v.string(), v.optional(v.string()))),
  endpoints: v.optional(
    v.object({
      api: v.optional(httpUrl()),
      walletServices: v.optional(httpUrl()),
      analytics: v.optional(httpUrl()),
      rpc: v.optional(httpUrl()),
      relay: v.optional(httpUrl()),
      frame: v.optional(httpUrl()),
      verify: v.optional(httpUrl()),
    }),
  ),
  /** Nonce put on every <style> the widget injects, for hosts with a strict CSP. */
  cspNonce: v.optional(v.string()),
  /**
   * Analytics consent, default false: no analytics event is sent (nor the analytics config fetched)
   * until the host grants consent, here or later through the instance.
   */
  analyticsConsent: off,
  /**
   * When the widget fetches what the first open needs (its code; docs/api.md): `visible` (the default)
   * once the page has loaded, is idle and a connect button is in the viewport — `intent` instead under
   * Save-Data or on 2g; `intent` on pointer over, focus on or touch of the connect button; `idle` when
   * the page is idle; `none` only on open. `visible` and `intent` both prefetch on intent too.
   */
  prefetch: v.optional(v.picklist(['visible', 'intent', 'idle', 'none']), 'visible'),
  /** Embedded mode: the host places the widget itself; the modal is not appended to <body>. */
  enableEmbedded: off,
  disableAppend: off,
  /** BCP 47 tag; unset: the browser's language when Gangway ships it, else 'en' (i18n/locales.ts). */
  locale: v.optional(v.string()),
  /** Message overrides: they win over the shipped translations; missing keys fall back to English. */
  messages: v.optional(v.record(v.string(), v.string()), {}),
  plugins: v.optional(v.array(PluginSchema), []),
  /** Each plugin's options by plugin id; each plugin's own schema checks its part when it loads. */
  pluginOptions: v.optional(v.record(v.string(), v.unknown())),
});

/**
 * Deprecated top-level names of plugin options, kept for one version: each plugin package adds its
 * own here (declaration merging, as PluginOptionsById) with what replaces it; its manifest's
 * `legacyOptions` maps them onto its options.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LegacyPluginOptions {}

/**
 * What a host passes. Networks and plugins are typed with the kernel's own interfaces (the schema's
 * loose objects would demand index signatures that interfaces do not have).
 */
export type GangwayOptions = Omit<v.InferInput<typeof OptionsSchema>, 'networks' | 'defaultNetwork' | 'plugins' | 'features' | 'adapters' | 'pluginOptions' | 'defaultAccountTypes'> &
  // A mapped copy, not the interface itself: an object type converts to Record<string, unknown>, an interface does not.
  Pick<LegacyPluginOptions, keyof LegacyPluginOptions> & {
  networks: KernelNetwork[];
  /**
   * Spec §4: the account type a new account of each namespace starts with (a stored preference wins).
   * Unset: the default the namespace's plugin declares (PluginManifest.accountTypes).
   */
  defaultAccountTypes?: AccountTypes;
  /** Host adapters (spec §1): a plain `{ type }` or an adapter package's object (adapter-rules.ts). */
  adapters?: AdapterOption[];
  defaultNetwork?: KernelNetwork | string | number;
  features?: FeaturesInput & Record<string, unknown>;
  /** Plugin manifests, or plugins with their options (`configurePlugin`, or a plugin package's wrapper of it). */
  plugins?: readonly PluginEntry[];
  /** Each plugin's options by plugin id (typed by the plugin packages: PluginOptionsById). */
  pluginOptions?: PluginOptionsById & Record<string, unknown>;
  /**
   * What remote (federated) plugins may do: the origins they may load from, the permissions granted
   * to each, their load timeout (10 s). No allowed origin = no remote plugin. Checked, like the
   * remote's integrity, when a remote plugin activates (plugins/remote-trust.ts), not here: the
   * eager kernel carries no code for it.
   */
  remotes?: RemoteTrust;
  /**
   * Where built-in plugins' code comes from: 'bundled' (the host's build, default) or 'remote' (the
   * remote bundles at `remoteBundles.baseUrl`), globally or per plugin id ('*' for the rest). See
   * plugins/plugin-source.ts. Checked when a plugin activates.
   */
  source?: PluginSource;
  remoteBundles?: RemoteBundles;
  /**
   * The logger's level (spec §9 default 'error'); read by the lazy runtime (kernel/src/log/logger.ts),
   * not validated here: anything that is not a level keeps 'error'.
   */
  logLevel?: LogLevel;
};
type Parsed = v.InferOutput<typeof OptionsSchema>;


/** Options after validation, with every default applied. */
export type ResolvedOptions = Omit<Parsed, 'networks' | 'defaultNetwork' | 'features' | 'endpoints' | 'defaultAccountTypes' | 'plugins' | 'pluginOptions'> & {
  /** The host's manifests (configured entries unwrapped) and its adapters' plugins. */
  plugins: PluginManifest[];
  /**
   * Each plugin's options by id, as the host gave them (configured entries' and deprecated names
   * gathered); the plugin's `setup` gets them checked by its schema.
   */
  pluginOptions: Record<string, unknown>;
  networks: KernelNetwork[];
  defaultNetwork: KernelNetwork;
  /** Local features resolved with defaults and basic mode; the remote configuration is applied later by the kernel. */
  features: Features;
  /** Exactly what the host set, for resolveFeatures once the remote configuration arrives. */
  localFeatures: FeaturesInput;
  /** The visitor's time zone is one spec §6 restricts: on-ramp and swaps stay off (restricted-time-zones.ts). */
  restrictedTimeZone: boolean;
  endpoints: Endpoints;
  defaultAccountTypes: AccountTypes;
  /** As the host passed it (see GangwayOptions). */
  remotes?: RemoteTrust;
  source?: PluginSource;
  remoteBundles?: RemoteBundles;
  /**
   * The logger's level (spec §9 default 'error'); read by the lazy runtime (kernel/src/log/logger.ts),
   * not validated here: anything that is not a level keeps 'error'.
   */
  logLevel?: LogLevel;
};

export interface OptionsIssue {
  /** Dotted path, '' for the options object itself. */
  path: string;
  message: string;
}

/** The INVALID_OPTIONS error: one error listing every problem. */
export class InvalidOptionsError extends GangwayError {
  readonly issues: OptionsIssue[];
  constructor(issues: OptionsIssue[]) {
    super(
      'INVALID_OPTIONS',
      `${ERRORS.INVALID_OPTIONS}:\n${issues.map((i) => `- ${i.path ? i.path + ': ' : ''}${i.message}`).join('\n')}`,
      { details: { issues } },
    );
    this.issues = issues;
  }
}

export const typeName = (x: unknown) => (x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x);

/** valibot's schema types that name a JSON type in 'Expected X received Y'. */
const TYPE_NAMES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
  loose_object: 'object',
  record: 'object',
};

type Issue = v.BaseIssue<unknown>;

/** Spec §5: schema problems surface as 'Required', 'Invalid input' or 'Expected X received Y'. */
export function issueMessage(issue: Issue): string {
  // Our own checks carry catalogue messages ('Invalid input', the CAIP-2 rule, ...).
  if (issue.kind === 'validation') return issue.message;
  if (issue.input === undefined) return ERRORS.REQUIRED;
  if (issue.type === 'union') {
    // A primitive union (e.g. number | string): name all the expected types.
    // A sub-issue at the union's own level has no path of its own.
    const exp = (issue.issues ?? []).map((e) => (!e.path?.length && TYPE_NAMES[e.type]) || '');
    if (exp.length && exp.every(Boolean)) return expectedReceived(exp.join(' | '), typeName(issue.input));
  }
  const name = TYPE_NAMES[issue.type];
  return name ? expectedReceived(name, typeName(issue.input)) : ERRORS.INVALID_INPUT;
}

const toIssue = (i: Issue): OptionsIssue => ({ path: (i.path ?? []).map((p) => String(p.key)).join('.'), message: issueMessage(i) });

/**
 * Validates host options and applies every default. Throws one InvalidOptionsError (code
 * 'INVALID_OPTIONS') listing every problem with its path. A missing projectId is not an error here:
 * check `missingProjectId(resolved)` and show the PROJECT_ID_NOT_CONFIGURED alert.
 */
export function parseOptions(input: unknown): ResolvedOptions {
  const o = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const listed = unwrapPlugins(o.plugins);
  const r = v.safeParse(OptionsSchema, input === o ? { ...o, plugins: listed.plugins } : input);
  if (!r.success) throw new InvalidOptionsError(r.issues.map(toIssue));
  const given = o as { adapters?: Adapter[] };
  const plugins = (listed.plugins ?? []) as PluginManifest[];
  const all = [...plugins, ...adapterPlugins(given.adapters ?? [], plugins)];

  const p = r.output;
  const networks = p.networks.map(normalizeNetwork);
  const dn = p.defaultNetwork;
  const defaultNetwork =
    dn === undefined
      ? networks[0]
      : networks.find((n) => (typeof dn === 'object' ? n.caipNetworkId === normalizeNetwork(dn).caipNetworkId : n.caipNetworkId === dn || n.id === dn));
  if (!defaultNetwork) throw new InvalidOptionsError([{ path: 'defaultNetwork', message: ERRORS.NETWORK_NOT_FOUND }]);
  const typeIssues = accountTypeIssues(all, p.defaultAccountTypes);
  if (typeIssues.length) throw new InvalidOptionsError(typeIssues);

  const endpoints: Endpoints = { ...DEFAULT_ENDPOINTS };
  for (const [name, url] of Object.entries(p.endpoints ?? {})) if (url) endpoints[name as EndpointName] = url.replace(/\/+$/, '');
  const localFeatures = (p.features ?? {}) as FeaturesInput;
  const restrictedTimeZone = isRestrictedTimeZone(visitorTimeZone());

  return {
    ...(input as object),
    ...p,
    // The caller's own objects (see AdapterSchema), validated above; an adapter package brings its
    // plugin (adapter-rules.ts): the host lists only the adapter.
    adapters: given.adapters ?? [],
    plugins: all,
    pluginOptions: pluginOptionsOf(o, all, listed.options),
    // Validated above; the kernel's Network interface is the public face of the same shape.
    networks: networks as unknown as KernelNetwork[],
    defaultNetwork: defaultNetwork as unknown as KernelNetwork,
    features: resolveFeatures(localFeatures, undefined, p.basic, restrictedTimeZone).features,
    localFeatures,
    restrictedTimeZone,
    endpoints,
    defaultAccountTypes: resolveAccountTypes(all, p.defaultAccountTypes),
  };
}

/** True when no usable project id is configured: the kernel then shows the PROJECT_ID_NOT_CONFIGURED alert. */
export const missingProjectId = (o: Pick<ResolvedOptions, 'projectId'>) => !o.projectId?.trim();

/** Include/exclude/featured entries match a wallet by id, rdns or (case-insensitive) name (spec §1). */
export const walletMatches = (entry: string, w: { id: string; name?: string; rdns?: string | null }) =>
  entry === w.id || (!!w.rdns && entry === w.rdns) || (!!w.name && entry.toLowerCase() === w.name.toLowerCase());

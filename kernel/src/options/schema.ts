import * as z from 'zod/mini';
import type { PluginManifest } from '../plugins/manifest';
import type { RemoteTrust } from '../plugins/remote-trust';
import type { PluginSource, RemoteBundles } from '../plugins/plugin-source';
import type { Network as KernelNetwork } from '../state/types';
import { CORE_MESSAGES as ERRORS, GangwayError, expectedReceived } from '../errors/core';
import { namespacesOf } from './family-features';
import { FeaturesSchema, resolveFeatures, type Features, type FeaturesInput } from './features';
import { NamespaceSchema, NetworkSchema, normalizeNetwork, type Namespace } from './network';
import { isRestrictedTimeZone, visitorTimeZone } from './restricted-time-zones';

/** A URL check without z.url(): the eager bundle saves its validators; any parseable URL passes. */
const httpUrl = () => z.string().check(z.refine((v) => { try { new URL(v); return true; } catch { return false; } }, { message: ERRORS.INVALID_INPUT }));

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
};
export type Endpoints = typeof DEFAULT_ENDPOINTS;
export type EndpointName = keyof Endpoints;

/** Spec §4 "Account type" defaults per namespace; a stored preference overrides them. */
export const DEFAULT_ACCOUNT_TYPES = { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' } as const;

export const ADAPTER_TYPES = ['universal', 'solana', 'wagmi', 'ethers', 'ethers5', 'bitcoin'] as const;
export type AdapterType = (typeof ADAPTER_TYPES)[number];
const ADAPTER_NAMESPACE: Partial<Record<AdapterType, Namespace>> = {
  solana: 'solana',
  wagmi: 'eip155',
  ethers: 'eip155',
  ethers5: 'eip155',
  bitcoin: 'bip122',
};

/**
 * Validates with `shape` but returns the caller's object untouched: adapters, siwx and plugin manifests
 * are often class instances whose prototype methods a parsed copy would lose.
 */
const keep = <T extends z.ZodMiniType>(shape: T) =>
  z.custom<z.output<T>>().check(
    z.superRefine((v, ctx) => {
      const r = z.safeParse(shape, v, { reportInput: true });
      if (!r.success) for (const issue of r.error.issues) ctx.addIssue(issue as never);
    }),
  );
const anObject = z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null);

const AdapterSchema = z.looseObject({ type: z.enum(ADAPTER_TYPES), namespace: z.optional(NamespaceSchema) });
export type Adapter = z.output<typeof AdapterSchema>;
/** The namespace an adapter serves: explicit, else implied by its type; undefined = universal (all). */
export const adapterNamespace = (a: Adapter): Namespace | undefined => a.namespace ?? ADAPTER_NAMESPACE[a.type];

/** Host plugin manifests: only `id` is checked here, the plugin loader owns the rest of the contract. */
const PluginSchema = z.looseObject({ id: z.string() });

const on = z._default(z.boolean(), true);
const off = z._default(z.boolean(), false);
const ids = z._default(z.array(z.string()), []);
const eoaOrSmart = z.optional(z.enum(['eoa', 'smartAccount']));

/**
 * Host options of spec §1, §9. Unknown top-level keys (options meant for plugins) are not validated
 * here but parseOptions copies them into the result.
 */
export const OptionsSchema = z.object({
  /** Optional at parse time: a missing one is an alert (PROJECT_ID_NOT_CONFIGURED), not a crash. */
  projectId: z.optional(z.string()),
  networks: z.array(NetworkSchema).check(z.minLength(1)),
  /** A network object, or a caipNetworkId / id from `networks`; defaults to networks[0]. */
  defaultNetwork: z.optional(z.union([NetworkSchema, z.string(), z.number()])),
  adapters: z._default(z.array(keep(AdapterSchema)), []),
  features: z.optional(FeaturesSchema),
  /** Unset = follow the system colour scheme. */
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
  /** Entries may be a wallet id, a wallet name or an rdns (see walletMatches). */
  includeWalletIds: ids,
  excludeWalletIds: ids,
  featuredWalletIds: ids,
  termsConditionsUrl: z.optional(httpUrl()),
  privacyPolicyUrl: z.optional(httpUrl()),
  metadata: z.optional(
    z.object({ name: z.string(), description: z.string(), url: httpUrl(), icons: z._default(z.array(z.string()), []) }),
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
  defaultAccountTypes: z.optional(
    z.object({
      eip155: eoaOrSmart,
      solana: eoaOrSmart,
      polkadot: z.optional(z.enum(['eoa'])),
      bip122: z.optional(z.enum(['payment', 'ordinal', 'stx'])),
      cosmos: z.optional(z.enum(['eoa'])),
    }),
  ),
  siwx: z.optional(anObject),
  siweConfig: z.optional(anObject),
  endpoints: z.optional(
    z.object({
      api: z.optional(httpUrl()),
      walletServices: z.optional(httpUrl()),
      analytics: z.optional(httpUrl()),
      rpc: z.optional(httpUrl()),
      relay: z.optional(httpUrl()),
      frame: z.optional(httpUrl()),
    }),
  ),
  /** Nonce put on every <style> the widget injects, for hosts with a strict CSP. */
  cspNonce: z.optional(z.string()),
  /**
   * Analytics consent, default false: no analytics event is sent (nor the analytics config fetched)
   * until the host grants consent, here or later through the instance.
   */
  analyticsConsent: off,
  /**
   * When the widget fetches what the first open needs: on the first sign of intent (pointer over,
   * focus on or touch of the connect button — the default), when the page is idle, or only on open.
   */
  prefetch: z._default(z.enum(['intent', 'idle', 'none']), 'intent'),
  /** Embedded mode: the host places the widget itself; the modal is not appended to <body>. */
  enableEmbedded: off,
  disableAppend: off,
  locale: z._default(z.string(), 'en'),
  /** Message overrides for `locale`; missing keys fall back to English. */
  messages: z._default(z.record(z.string(), z.string()), {}),
  plugins: z._default(z.array(keep(PluginSchema)), []),
});

/**
 * What a host passes. Networks and plugins are typed with the kernel's own interfaces (the schema's
 * loose objects would demand index signatures that interfaces do not have).
 */
export type GangwayOptions = Omit<z.input<typeof OptionsSchema>, 'networks' | 'defaultNetwork' | 'plugins' | 'features'> & {
  networks: KernelNetwork[];
  defaultNetwork?: KernelNetwork | string | number;
  features?: FeaturesInput & Record<string, unknown>;
  plugins?: PluginManifest[];
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
};
type Parsed = z.output<typeof OptionsSchema>;

export type AccountTypes = Omit<NonNullable<Parsed['defaultAccountTypes']>, keyof typeof DEFAULT_ACCOUNT_TYPES> & {
  eip155: 'eoa' | 'smartAccount';
  solana: 'eoa' | 'smartAccount';
  polkadot: 'eoa';
  bip122: 'payment' | 'ordinal' | 'stx';
};

/** Options after validation, with every default applied. */
export type ResolvedOptions = Omit<Parsed, 'networks' | 'defaultNetwork' | 'features' | 'endpoints' | 'defaultAccountTypes'> & {
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

const typeName = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Spec §5: schema problems surface as 'Required', 'Invalid input' or 'Expected X received Y'. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const input = (issue as { input?: unknown }).input;
  if (issue.code === 'invalid_type') {
    return input === undefined ? ERRORS.REQUIRED : expectedReceived(issue.expected, typeName(input));
  }
  if (issue.code === 'invalid_union') {
    // A primitive union (e.g. number | string): name all the expected types.
    const exp = issue.errors.map((e) => (e.length === 1 && e[0].code === 'invalid_type' && !e[0].path.length ? e[0].expected : ''));
    if (input === undefined) return ERRORS.REQUIRED;
    if (exp.every(Boolean)) return expectedReceived(exp.join(' | '), typeName(input));
  }
  if (issue.code === 'custom' && issue.message !== ERRORS.INVALID_INPUT) return issue.message;
  return ERRORS.INVALID_INPUT;
}

const toIssue = (i: z.core.$ZodIssue): OptionsIssue => ({ path: i.path.map(String).join('.'), message: issueMessage(i) });

/**
 * Validates host options and applies every default. Throws one InvalidOptionsError (code
 * 'INVALID_OPTIONS') listing every problem with its path. A missing projectId is not an error here:
 * check `missingProjectId(resolved)` and show the PROJECT_ID_NOT_CONFIGURED alert.
 */
export function parseOptions(input: unknown): ResolvedOptions {
  const r = z.safeParse(OptionsSchema, input, { reportInput: true });
  const issues = r.success ? [] : r.error.issues.map(toIssue);
  const o = input as Partial<Record<string, unknown>> | null;
  if (o?.siwx && o.siweConfig) issues.push({ path: '', message: ERRORS.SIWX_AND_SIWE });
  if (!r.success || issues.length) throw new InvalidOptionsError(issues);

  const p = r.data;
  const networks = p.networks.map(normalizeNetwork);
  const dn = p.defaultNetwork;
  const defaultNetwork =
    dn === undefined
      ? networks[0]
      : networks.find((n) => (typeof dn === 'object' ? n.caipNetworkId === normalizeNetwork(dn).caipNetworkId : n.caipNetworkId === dn || n.id === dn));
  if (!defaultNetwork) throw new InvalidOptionsError([{ path: 'defaultNetwork', message: ERRORS.NETWORK_NOT_FOUND }]);

  const endpoints = { ...DEFAULT_ENDPOINTS };
  for (const [k, v] of Object.entries(p.endpoints ?? {})) if (v) endpoints[k as EndpointName] = v.replace(/\/+$/, '');
  const localFeatures = (p.features ?? {}) as FeaturesInput;
  const restrictedTimeZone = isRestrictedTimeZone(visitorTimeZone());

  return {
    ...(input as object),
    ...p,
    // Validated above; the kernel's Network interface is the public face of the same shape.
    networks: networks as unknown as KernelNetwork[],
    defaultNetwork: defaultNetwork as unknown as KernelNetwork,
    features: resolveFeatures(localFeatures, undefined, p.basic, restrictedTimeZone, namespacesOf(networks)).features,
    localFeatures,
    restrictedTimeZone,
    endpoints,
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...stripUndefined(p.defaultAccountTypes) } as AccountTypes,
    // The legacy EVM-only `siweConfig` maps onto `siwx` (the sign-in plugin's switch); the plugin adapts
    // its shape. `enabled: false` in it keeps sign-in off, as hosts of that shape expect.
    siwx: p.siwx ?? (p.siweConfig && p.siweConfig.enabled !== false ? p.siweConfig : undefined),
  };
}

const stripUndefined = <T extends object>(o: T | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

/** True when no usable project id is configured: the kernel then shows the PROJECT_ID_NOT_CONFIGURED alert. */
export const missingProjectId = (o: Pick<ResolvedOptions, 'projectId'>) => !o.projectId?.trim();

/** Include/exclude/featured entries match a wallet by id, rdns or (case-insensitive) name (spec §1). */
export const walletMatches = (entry: string, w: { id: string; name?: string; rdns?: string | null }) =>
  entry === w.id || (!!w.rdns && entry === w.rdns) || (!!w.name && entry.toLowerCase() === w.name.toLowerCase());

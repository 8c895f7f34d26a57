/**
 * The `adapters` option's rules (spec §1, §5, §8), apart from the schema so the whole seam is in one place.
 *
 * Decisions where the spec is silent:
 * - An adapter serves the namespace it names (`namespace`), else the one its type implies: data of the
 *   adapter's own plugin manifest (`adapter: { type, namespace }`; wagmi's names the EVM family), so the kernel
 *   names no family. A type no plugin of the adapter declares is refused, but for the family-less
 *   `universal`; an adapter whose type implies no namespace serves every namespace.
 * - A namespace of the `networks` given with no adapter of its own is served by the widget's own chain
 *   plugin (AppKit gives such a namespace its universal adapter): a host without any library needs no
 *   adapter. So "no adapter" means a namespace neither an adapter nor the configured networks bring.
 * - Two adapters for one namespace are refused: which library would the widget drive?
 * - An adapter object may carry `plugins` (manifests): that is how an adapter package plugs its code
 *   into the kernel (plugin API v2). They join the host's plugin list (adapter-plugins.ts); a host
 *   without adapters carries none of their bytes.
 *
 * Not eager: createKernel checks the adapters in development builds, the runtime in every build.
 */
import type { Namespace } from './network';
import { InvalidOptionsError } from './schema';

export interface AdapterLike {
  type: string;
  namespace?: string;
  plugins?: unknown;
}

/** Spec §1's one adapter type of no family: it needs no plugin to be known. */
const UNIVERSAL = 'universal';

type Declaring = { adapter?: { type?: unknown; namespace?: string } } | undefined;
/** What the adapter's own plugins declare of its type (PluginManifest.adapter), if one does; `plugins` may be anything a host passed. */
const declared = (a: AdapterLike) => (a.plugins as Declaring[] | undefined)?.find?.((p) => p?.adapter?.type === a.type)?.adapter;

/** The namespace an adapter serves; undefined = every namespace (a universal adapter without one). */
export const servedBy = (a: AdapterLike) => (a.namespace ?? declared(a)?.namespace) as Namespace | undefined;

/**
 * Options issues: an adapter type its plugins do not declare, two adapters claiming one namespace. Checked by createGangway in development builds
 * and when the runtime loads in every build (runtime.ts), like the plugin list.
 */
export function adapterIssues(adapters: unknown): { path: string; message: string }[] {
  if (!Array.isArray(adapters)) return [];
  const seen = new Map<string, string>();
  const issues: { path: string; message: string }[] = [];
  adapters.forEach((a: AdapterLike, i) => {
    if (!a || typeof a !== 'object') return;
    const d = declared(a);
    // Its package's object carries the plugin that declares it: a bare `{ type }` names nothing.
    if (!d && a.type !== UNIVERSAL) return void issues.push({ path: `adapters.${i}.type`, message: `Unknown adapter type ${a.type}` });
    const ns = a.namespace ?? d?.namespace ?? '*';
    const other = seen.get(ns);
    if (other) issues.push({ path: `adapters.${i}`, message: `Adapters ${other} and ${a.type} both serve namespace ${ns === '*' ? 'every namespace' : ns}` });
    else seen.set(ns, a.type);
  });
  return issues;
}


/** Throws the options error (INVALID_OPTIONS) listing every adapter problem. */
export function assertAdapters(adapters: unknown): void {
  const issues = adapterIssues(adapters);
  if (issues.length) throw new InvalidOptionsError(issues);
}

/** True when some adapter, or the widget's own chain plugin for a configured network, serves `ns`. */
export function hasAdapter(o: { adapters: readonly AdapterLike[]; networks: readonly { chainNamespace: string }[] }, ns: string): boolean {
  return o.adapters.some((a) => { const s = servedBy(a); return s === undefined || s === ns; }) || o.networks.some((n) => n.chainNamespace === ns);
}

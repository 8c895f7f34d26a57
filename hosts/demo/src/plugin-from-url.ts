/**
 * ?plugin=<url>: the demo adds a third-party remote plugin at run time from the manifest its build
 * publishes (gangway-plugin.json, written by templates/plugin's rspack config), and trusts it as
 * far as the URL says: its origin allowed, the permissions in ?grant= granted (none by default). The
 * remote's entry, relative in the file, is resolved against the file's URL and pinned by the
 * integrity the file gives. The SDK test (test/sdk) loads a plugin built from the template this way.
 * The file's other manifest data (slot contributions, view titles, its own slots, …) is kept as
 * given: the kernel checks the whole manifest as it registers it. A lazy chunk of the demo: a page
 * without ?plugin pays nothing for it.
 */
import * as z from 'zod/mini';
import type { GangwayOptions, Permission, PluginManifest } from '@gangway/kernel';

// Loose: every manifest key the file carries reaches the kernel (a strict object would drop `contributes`).
const PluginFile = z.looseObject({
  id: z.string().check(z.minLength(1)),
  apiVersion: z.number(),
  title: z.optional(z.string()),
  feature: z.optional(z.string()),
  views: z.optional(z.array(z.string())),
  permissions: z.optional(z.array(z.string())),
  remote: z.object({ name: z.string(), module: z.string(), entry: z.string(), integrity: z.string() }),
});

export interface DemoPlugin {
  manifest: PluginManifest;
  /** The switch to turn on (`features.<name>` → `<name>`), if the plugin has one. */
  feature?: string;
  trust: NonNullable<GangwayOptions['remotes']>;
}

/** Fetches and checks the plugin file; a bad one throws with what is wrong (the page shows it). */
export async function pluginFromUrl(url: string, grant: string[]): Promise<DemoPlugin> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`?plugin=${url}: HTTP ${res.status}`);
  const parsed = PluginFile.safeParse(await res.json());
  if (!parsed.success) throw new Error(`?plugin=${url}: not a plugin manifest (${z.prettifyError(parsed.error)})`);
  const { remote, permissions, ...data } = parsed.data;
  const entry = new URL(remote.entry, url);
  // Permission names, slot entries and the rest are checked by the kernel as it registers the manifest (check-manifest.ts).
  const manifest = { ...data, permissions: permissions as Permission[] | undefined, remote: { ...remote, entry: entry.href } } as PluginManifest;
  return {
    manifest,
    feature: data.feature?.startsWith('features.') ? data.feature.slice('features.'.length) : undefined,
    trust: { allowedOrigins: [entry.origin], grant: { [data.id]: grant as Permission[] } },
  };
}

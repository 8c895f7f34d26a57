/**
 * A plugin's options checked as it loads (the activator, before `setup`). The schema is any Standard
 * Schema (valibot, zod, …) the module declares (`definePlugin(setup, { options })`): it travels with
 * the plugin's code, so no host pays for it eagerly (docs/plugins.md, "Plugin options"). First the
 * same option given twice (two deprecated names, or a deprecated name and the new one), then the schema. A host that gave the plugin no options has `{}` checked, so the
 * schema's defaults apply.
 */
import { GangwayError } from '../errors/core';
import { bothSet, invalidPluginOptions } from '../errors/messages';
import { issuePath, type StandardIssue, type StandardSchema } from '../validation/standard-schema';
import type { PluginManifest } from './manifest';

type Rec = Record<string, unknown>;

/** The option given twice, by two names (§5: 'Cannot set both A and B options'). */
function conflicts(m: PluginManifest, options: Rec): string[] {
  const out: string[] = [];
  // The plugin's options as gathered (options/plugin-options.ts): a deprecated name fills only what the host left unset.
  const gathered = (options.pluginOptions as Rec | undefined)?.[m.id] as Rec | undefined;
  const from: Record<string, string> = {};
  for (const [name, key] of Object.entries(m.legacyOptions ?? {})) {
    const value = options[name];
    if (value === undefined) continue;
    if (from[key]) out.push(bothSet(from[key], name));
    else if (gathered?.[key] !== value) out.push(bothSet(`pluginOptions.${m.id}.${key}`, name));
    from[key] ??= name;
  }
  return out;
}

export async function checkedPluginOptions(m: PluginManifest, schema: StandardSchema<unknown> | undefined, options: unknown): Promise<unknown> {
  const o = options as Rec;
  const problems = conflicts(m, o).map((message) => ({ path: '', message }));
  const given = (o.pluginOptions as Rec | undefined)?.[m.id] ?? {};
  let value: unknown = given;
  if (!problems.length && schema) {
    const r = (await schema['~standard'].validate(given)) as { value?: unknown; issues?: readonly StandardIssue[] };
    for (const i of r.issues ?? []) problems.push({ path: issuePath(i), message: i.message });
    value = r.value;
  }
  if (problems.length) throw new GangwayError('INVALID_PLUGIN_OPTIONS', invalidPluginOptions(m.id, problems), { details: { plugin: m.id, issues: problems } });
  return value;
}

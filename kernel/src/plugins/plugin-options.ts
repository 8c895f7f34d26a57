/**
 * A plugin's options checked by its own schema, as it loads (the activator, before `setup`). The
 * schema is any Standard Schema (valibot, zod, …) the module declares (`definePlugin(setup, { options })`):
 * it travels with the plugin's code, so no host pays for it eagerly (docs/plugins.md, "Plugin options").
 * A host that gave the plugin no options has `{}` checked, so the schema's defaults apply.
 */
import { GangwayError } from '../errors/core';
import { invalidPluginOptions } from '../errors/messages';
import { issuePath, type StandardIssue, type StandardSchema } from '../validation/standard-schema';

export async function checkedPluginOptions(id: string, schema: StandardSchema<unknown> | undefined, options: unknown): Promise<unknown> {
  const given = (options as { pluginOptions?: Record<string, unknown> }).pluginOptions?.[id] ?? {};
  if (!schema) return given;
  const r = (await schema['~standard'].validate(given)) as { value?: unknown; issues?: readonly StandardIssue[] };
  if (!r.issues) return r.value;
  const issues = r.issues.map((i) => ({ path: issuePath(i), message: i.message }));
  throw new GangwayError('INVALID_PLUGIN_OPTIONS', invalidPluginOptions(id, issues), { details: { plugin: id, issues } });
}

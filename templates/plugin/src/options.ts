/**
 * The plugin's options: what a host may set for it, as a schema (valibot here; zod or any other
 * Standard Schema works the same). A host passes them by plugin id, `pluginOptions: { hello: { … } }`,
 * or with the plugin, `configurePlugin(helloManifest(…), { … })`. The kernel checks them with this
 * schema when the plugin loads (never before: the schema travels with the plugin's code, not with
 * the manifest every page loads) and hands `setup` what the schema returned, defaults applied. A bad
 * value fails the plugin with an error naming it and the field: `Invalid options for plugin hello:
 * - maxWaves: …`; the rest of the widget keeps working.
 */
import * as v from 'valibot';

export const HelloOptionsSchema = v.object({
  /** How many waves the visitor may send (the Wave button is then disabled). */
  maxWaves: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'Expected at least 1 wave'), v.maxValue(100, 'Expected at most 100 waves')), 10),
});

/** What `setup` receives. */
export type HelloOptions = v.InferOutput<typeof HelloOptionsSchema>;
/** What a host passes. */
export type HelloOptionsInput = v.InferInput<typeof HelloOptionsSchema>;

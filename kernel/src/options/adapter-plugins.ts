/**
 * The plugin manifests the host's adapters bring (docs/adapters.md): an adapter package's object carries
 * its plugin in `plugins`, and the kernel adds it to the host's list — less a manifest the host lists
 * itself (by id: a host may list it to take it from its remote bundles; a plugin test lists the one it
 * tests). Eager, so kept apart from the adapter rules (adapter-rules.ts), which load with the runtime.
 */
export const adapterPlugins = <P extends { id: string }>(adapters: readonly object[], listed: readonly P[]): P[] =>
  adapters.flatMap((a) => ((a as { plugins?: P[] }).plugins ?? [])).filter((p) => !listed.some((l) => l.id === p.id));

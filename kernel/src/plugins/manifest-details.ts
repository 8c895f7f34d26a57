/**
 * Merges the deferred part of each manifest (`details`) before the runtime registers them: the
 * details of every plugin are fetched in parallel with the runtime chunk (one wave), and a manifest
 * without them is used as it is. A details chunk that fails is retried by the chunk loader; if it
 * still fails the plugin registers without them (its slot entries missing), rather than taking the
 * whole widget down.
 */
import type { ManifestDetails, PluginManifest } from './manifest';

export async function withDetails(manifests: readonly PluginManifest[]): Promise<PluginManifest[]> {
  return Promise.all(manifests.map(async (m) => {
    if (!m.details) return m;
    try {
      const d = await m.details();
      const details: ManifestDetails = 'default' in d ? d.default : d;
      return { ...m, ...details };
    } catch {
      return m;
    }
  }));
}

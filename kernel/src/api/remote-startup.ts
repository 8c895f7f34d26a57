/**
 * Start-up work that talks to the hosted services: the remote project config (it wins over local
 * feature settings; each local override raises the warning notice) and the origin allow-list check.
 * A lazy chunk: hosts in basic mode never load it.
 */
import { resolveFeatures } from '../options';
import { checkOrigin, fetchAllowedOrigins, fetchProjectConfig } from '../remote';
import type { Kernel } from './kernel';

export async function applyRemoteConfig(kernel: Kernel) {
  const { options } = kernel;
  await kernel.loadRuntime();
  try {
    const remote = await fetchProjectConfig(kernel.http);
    const { features, warnings } = resolveFeatures(options.localFeatures, remote, options.basic);
    kernel.options = { ...options, features };
    for (const w of warnings) {
      if (options.debug) console.warn(`[gangway] ${w}`);
      kernel.emit('CONFIG_WARNING', { message: w });
    }
  } catch (error) {
    // The hosted config is optional: keep the local settings, report why.
    kernel.hooks.error.call({ error, source: 'kernel:project-config' });
  }
}

export async function checkAllowedOrigin(kernel: Kernel, origin: string) {
  await kernel.loadRuntime();
  const alert = await checkOrigin({ features: kernel.options.features, origin, fetchOrigins: () => fetchAllowedOrigins(kernel.http) })
    .catch((error: unknown) => { kernel.hooks.error.call({ error, source: 'kernel:origins' }); return null; });
  if (alert) kernel.showAlert(alert);
}


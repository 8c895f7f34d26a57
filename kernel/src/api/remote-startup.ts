/**
 * Start-up work that talks to the hosted services: the remote project config (it wins over local
 * feature settings; each local override raises the warning notice) and the origin allow-list check.
 * A lazy chunk: hosts in basic mode never load it. It runs only with the runtime on its way (the
 * first need, or a page load with a session to restore), so the HTTP client it shares with the runtime
 * lives in the runtime's chunk (bundler/first-open.ts, gangwayKernelShared) rather than in both.
 */
import { resolveFeatures } from '../options';
import { checkOrigin, fetchAllowedOrigins, fetchProjectConfig } from '../remote';
import { kernelHttp } from './http';
import type { Kernel } from './kernel-types';

/** Start-up runs before the runtime (and its hooks) may exist: report through whichever is there. */
function report(kernel: Kernel, error: unknown, source: string) {
  if (kernel.hooks) kernel.hooks.error.call({ error, source });
  else kernel.emit('ERROR', { source, message: error instanceof Error ? error.message : String(error) });
}

export async function applyRemoteConfig(kernel: Kernel) {
  const { options } = kernel;
  try {
    const remote = await fetchProjectConfig(kernelHttp(kernel));
    const { features, warnings } = resolveFeatures(options.localFeatures, remote, options.basic, options.restrictedTimeZone);
    kernel.options = { ...options, features };
    for (const w of warnings) {
      if (options.debug) console.warn(`[gangway] ${w}`);
      kernel.emit('CONFIG_WARNING', { message: w });
    }
  } catch (error) {
    // The hosted config is optional: keep the local settings, report why.
    report(kernel, error, 'kernel:project-config');
  }
}

export async function checkAllowedOrigin(kernel: Kernel, origin: string) {
  const alert = await checkOrigin({ features: kernel.options.features, origin, fetchOrigins: () => fetchAllowedOrigins(kernelHttp(kernel)) })
    .catch((error: unknown) => { report(kernel, error, 'kernel:origins'); return null; });
  if (alert) kernel.showAlert(alert);
}


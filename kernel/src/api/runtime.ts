/**
 * The kernel's lazy runtime: installed on first open or first need (a stored session to restore,
 * an onStartup plugin, a connect call). Holds plugin activation, the router, the modal controller,
 * notices, the remote API client and the message catalogue. The connection flows are a chunk of their
 * own (flows.ts): this one only asks for them once the open's first view is shown.
 */
import { createKernelHooks } from '../hooks/declarations';
import { createI18n, type LocalePack } from '../i18n';
import { ALERTS } from '../errors/alerts';
import { enableImmerUpdates } from '../state/immer-updates';
import { createActivator } from '../plugins/activator';
import type { PluginManifest } from '../plugins/manifest';
import { kernelHttp } from './http';
import { createRouter } from '../router/router';
import { createPluginApi } from './create-plugin-api';
import type { Kernel, LoadedKernel } from './kernel-types';
import { createModalController } from './modal-controller';
import { roleView } from '../plugins/roles';
import { createNotices } from './notices';
import { inspectPlugins } from './inspect';

export { hostService } from './host-service';
import { createCaches } from '../storage/cache';

import { createLogger, describeError } from '../log/logger';
import { loggerService } from '../log/logger-key';
import { assertAdapters } from '../options/adapter-rules';

/**
 * The message catalogue in the active locale (`pack`: its chunk, loaded beside this one). The
 * kernel's §8 alert texts join it as `alert.<KIND>` / `alert.<KIND>.long`, English as the spec writes
 * them, so a locale translates them like any other key.
 */
export function installI18n(kernel: Kernel, pack?: LocalePack) {
  const i18n = createI18n({ locale: kernel.locale, messages: kernel.options.messages, pack });
  i18n.extend(Object.fromEntries(Object.entries(ALERTS).flatMap(([kind, a]) => [[`alert.${kind}`, a.shortMessage], [`alert.${kind}.long`, a.longMessage]])));
  kernel.t = i18n.t;
  return (kernel.addMessages = i18n.extend);
}

/** Whether every member the runtime installs is there (a `LoadedKernel`). */
export function runtimeLoaded(kernel: Kernel): kernel is LoadedKernel {
  const { hooks, plugins, router, modal, notices, http, caches, addMessages } = kernel;
  return !!(hooks && plugins && router && modal && notices && http && caches && addMessages);
}

/** Installs the runtime on the kernel; returns the same object, typed as loaded. */
export function installRuntime(kernel: Kernel, pack?: LocalePack): LoadedKernel {
  // Idempotent: the test harness installs it eagerly and the first kernel call may load it again.
  if (runtimeLoaded(kernel)) return kernel;
  // The adapters' options check of production builds (development builds ran it in createGangway).
  assertAdapters(kernel.options.adapters);
  const store = enableImmerUpdates(kernel.store);
  const hooks = (kernel.hooks = createKernelHooks());
  const addMessages = installI18n(kernel, pack);
  const http = kernelHttp(kernel); // the remote API client (the startup chunk may have made it already)
  const notices = (kernel.notices = createNotices(kernel));
  const caches = (kernel.caches = createCaches(kernel.storage));
  installLogger(kernel, hooks);
  // The closures below run only once installed (activation, navigation, a close): `loaded` is there then.
  const plugins = createActivator({
    store,
    hooks,
    options: () => kernel.options,
    ready: kernel.ready,
    createApi: (m: PluginManifest) => createPluginApi(loaded, m),
  });
  const router: LoadedKernel['router'] = (kernel.router = createRouter({
    store,
    hooks,
    close: () => loaded.modal.close(),
    onView: (view) => { void plugins.activateFor(`onView:${view}`); },
  }));
  const modal: LoadedKernel['modal'] = (kernel.modal = createModalController({
    store,
    hooks,
    router: () => loaded.router,
    ensureUi: () => (kernel.options.enableEmbedded || kernel.options.disableAppend ? Promise.resolve() : kernel.mount()),
    activate: (event) => plugins.activateFor(event),
    emit: kernel.emit,
    roleView: (role) => roleView(kernel.options.plugins, role),
  }));
  // The first view needs no flow, a connect does: their chunk comes once that view is shown, outside
  // the click's wave (a failure here is not reported: the call that needs them loads them again).
  hooks.openFinished.tap('kernel:flows', () => { kernel.loadFlows().catch(() => undefined); });
  // A checked list (kernel.ts checks it before this runs, when it holds a manifest not marked checked).
  plugins.register(...kernel.options.plugins);
  // The members set above again (the same values: now typed as there), and `plugins` last, as before.
  const loaded: LoadedKernel = Object.assign(kernel, { hooks, addMessages, http, notices, caches, router, modal, plugins });
  loaded.inspect = () => inspectPlugins(loaded);
  return loaded;
}

/**
 * The logger (kernel/src/log/logger.ts): every error reported on the error hook is kept in its
 * buffer; a host reads it with `await gangway.service(loggerService)`.
 */
function installLogger(kernel: Kernel, hooks: LoadedKernel['hooks']) {
  // A host's level is not validated by the options schema: the logger keeps 'error' for anything else.
  const { logLevel, debug, enableAuthLogger } = kernel.options;
  const logger = createLogger({ level: logLevel, debug, enableAuthLogger });
  hooks.error.tap({ name: 'kernel:logger', stage: -100 }, ({ error, source }) => logger.log('error', source, describeError(error)));
  if (!kernel.services.has(loggerService)) kernel.services.provide(loggerService, 'kernel', () => logger);
}

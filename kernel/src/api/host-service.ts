/**
 * `gangway.service(key)` once the runtime is there (create-gangway.ts loads it first): part of the
 * runtime chunk, so the eager kernel does not carry it.
 */
import type { LoadedKernel } from './kernel-types';
import type { ServiceCaller, ServiceKey } from '../plugins/services';

/** The host as a service caller: the page embedding the widget already holds every capability. */
const HOST_CALLER: ServiceCaller = { id: 'host', has: () => true, assert: () => undefined };

/** Waits for the final feature switches, activates the provider and returns the service as the host sees it. */
export async function hostService<T>(kernel: LoadedKernel, key: ServiceKey<T>): Promise<T> {
  await kernel.ready;
  if (!kernel.services.has(key)) await kernel.plugins.activateFor(`onService:${key.id}`);
  const impl = kernel.services.get(key, HOST_CALLER);
  if (impl === undefined) throw new Error(`No enabled plugin provides the service ${key.id}`);
  return impl;
}

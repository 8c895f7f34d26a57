/** Typed service handles: a plugin provides by key, another requires by the same key. */
import type { Permission } from './manifest';

/** Who asked for a service: lets a provider check the caller's permissions (see provideScoped). */
export interface ServiceCaller {
  readonly id: string;
  has(permission: Permission): boolean;
  /** Throws the undeclared-permission error naming the caller. */
  assert(permission: Permission): void;
}

/**
 * A service's handle. `requires`: the permissions a caller needs to get the service at all (e.g. pay
 * moves money: 'wallet.sign'). The provider's key is the one that counts — a caller cannot drop the
 * requirement by making its own key with the same id.
 */
export interface ServiceKey<T> { readonly id: string; readonly requires?: readonly Permission[]; readonly __type?: T }
export const createServiceKey = <T>(id: string, requires: readonly Permission[] = []): ServiceKey<T> =>
  Object.freeze({ id, requires: Object.freeze([...requires]) });

interface Provision { owner: string; requires: readonly Permission[]; make(caller: ServiceCaller): unknown }

export class ServiceRegistry {
  private impls = new Map<string, Provision>();
  /** A second provider of one service fails, naming both plugins. */
  provide<T>(key: ServiceKey<T>, owner: string, make: (caller: ServiceCaller) => T) {
    const had = this.impls.get(key.id);
    if (had) throw new Error(`Plugins ${had.owner} and ${owner} both provide the service ${key.id}`);
    this.impls.set(key.id, { owner, requires: key.requires ?? [], make });
  }
  /** Every service is scoped: built for its caller, after the caller's permissions are checked. */
  get<T>(key: ServiceKey<T>, caller: ServiceCaller): T | undefined {
    const p = this.impls.get(key.id);
    if (!p) return undefined;
    for (const permission of p.requires) caller.assert(permission);
    return p.make(caller) as T | undefined;
  }
  has(key: ServiceKey<unknown>) { return this.impls.has(key.id); }
}

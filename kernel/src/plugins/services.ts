/** Typed service handles: a plugin provides by key, another requires by the same key. */
import type { Permission } from './manifest';

/** Who asked for a service: lets a provider check the caller's permissions (see provideScoped). */
export interface ServiceCaller {
  readonly id: string;
  has(permission: Permission): boolean;
  /** Throws the undeclared-permission error naming the caller. */
  assert(permission: Permission): void;
}

export interface ServiceKey<T> { readonly id: string; readonly __type?: T }
export const createServiceKey = <T>(id: string): ServiceKey<T> => ({ id });

interface Provision { owner: string; make(caller: ServiceCaller): unknown }

export class ServiceRegistry {
  private impls = new Map<string, Provision>();
  /** A second provider of one service fails, naming both plugins. */
  provide<T>(key: ServiceKey<T>, owner: string, make: (caller: ServiceCaller) => T) {
    const had = this.impls.get(key.id);
    if (had) throw new Error(`Plugins ${had.owner} and ${owner} both provide the service ${key.id}`);
    this.impls.set(key.id, { owner, make });
  }
  get<T>(key: ServiceKey<T>, caller: ServiceCaller): T | undefined {
    return this.impls.get(key.id)?.make(caller) as T | undefined;
  }
  has(key: ServiceKey<unknown>) { return this.impls.has(key.id); }
}

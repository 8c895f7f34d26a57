/** Typed service handles: a plugin provides by key, another requires by the same key. */
export interface ServiceKey<T> { readonly id: string; readonly __type?: T }
export const createServiceKey = <T>(id: string): ServiceKey<T> => ({ id });

export class ServiceRegistry {
  private impls = new Map<string, unknown>();
  provide<T>(key: ServiceKey<T>, impl: T) { this.impls.set(key.id, impl); }
  get<T>(key: ServiceKey<T>): T | undefined { return this.impls.get(key.id) as T | undefined; }
  has(key: ServiceKey<unknown>) { return this.impls.has(key.id); }
}

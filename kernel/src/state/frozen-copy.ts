/**
 * What a tap receives: a frozen copy of the call's context, so a tap cannot rewrite what later taps
 * or the kernel see (a transaction's `to`, a connect's connector). Plain objects and arrays are
 * copied and frozen all the way down; anything else (a wallet object, a function, a class instance)
 * is passed as it is — it is not the kernel's to freeze. Waterfall hooks rewrite by returning a new
 * value, never by mutating their argument.
 */
const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

export function frozenCopy<T>(value: T, seen = new WeakMap<object, unknown>()): T {
  if (Array.isArray(value) || isPlain(value)) {
    const had = seen.get(value);
    if (had) return had as T;
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
    seen.set(value, copy);
    for (const [k, v] of Object.entries(value)) (copy as Record<string, unknown>)[k] = frozenCopy(v, seen);
    return Object.freeze(copy) as T;
  }
  return value;
}

/**
 * Freezes plain objects and arrays in place, all the way down (identity kept: a manifest's shared
 * `loadTogether` stays one object). For data the kernel holds and hands out by reference — the plugin
 * manifests — so no plugin can rewrite another's `load`, `remote` entry or permissions.
 */
export function deepFreeze<T>(value: T): T {
  if ((Array.isArray(value) || isPlain(value)) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

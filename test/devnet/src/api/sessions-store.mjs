// The smart sessions of every account (routes/sessions.mjs: seed, list, revoke). One store per world.

/** @type {WeakMap<object, Map<string, any[]>>} */
const stores = new WeakMap();

/** caip10 (lowercase) -> sessions, for this world. @param {object} world */
export function sessionsOf(world) {
  let m = stores.get(world);
  if (!m) stores.set(world, (m = new Map()));
  return m;
}

/** The store's key for a CAIP-10 path segment. @param {string} id */
export const accountKey = (id) => decodeURIComponent(id).toLowerCase();

// Project settings (features, allowed origins, analytics switch), keyed by projectId.

export const DEFAULT_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:5175', 'http://localhost:5175'];

/** Remote features in the shape the config endpoint answers: { id, isEnabled, config }. */
export const DEFAULT_FEATURES = {
  email: { isEnabled: true, config: null },
  social: { isEnabled: true, config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
  swap: { isEnabled: true, config: ['devnet-amm'] },
  onramp: { isEnabled: true, config: ['coinbase', 'meld'] },
  activity: { isEnabled: true, config: null },
  reown_branding: { isEnabled: true, config: null },
};

/** @typedef {{ id: string, features: Record<string, {isEnabled: boolean, config: unknown}>, origins: string[] | null, analytics: boolean }} Project */

export function createProjects() {
  /** @type {Map<string, Project>} */
  const map = new Map();
  /** @type {(id: string) => Project} */
  const fresh = (id) => ({ id, features: structuredClone(DEFAULT_FEATURES), origins: [...DEFAULT_ORIGINS], analytics: true });
  map.set('gangway-devnet', fresh('gangway-devnet'));
  return {
    /** @param {string} id */
    get: (id) => map.get(id),
    list: () => [...map.values()],
    /**
     * Creates or updates a project. Feature values may be booleans or {isEnabled, config}.
     * @param {string} id @param {{ features?: Record<string, boolean | {isEnabled?: boolean, config?: unknown}>, origins?: string[] | null, analytics?: boolean }} patch
     */
    upsert(id, patch = {}) {
      const p = map.get(id) ?? fresh(id);
      for (const [k, v] of Object.entries(patch.features ?? {})) {
        const prev = p.features[k] ?? { isEnabled: false, config: null };
        p.features[k] = typeof v === 'boolean' ? { ...prev, isEnabled: v } : { ...prev, ...v, isEnabled: v.isEnabled ?? prev.isEnabled };
      }
      if (patch.origins !== undefined) p.origins = patch.origins;
      if (patch.analytics !== undefined) p.analytics = patch.analytics;
      map.set(id, p);
      return p;
    },
    /** @param {string} id */
    remove: (id) => map.delete(id),
    reset() {
      map.clear();
      map.set('gangway-devnet', fresh('gangway-devnet'));
    },
  };
}

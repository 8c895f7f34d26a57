/** The social providers a host shows: the enabled ones (features.socials) in spec §9's default order. */
const DEFAULT_SOCIAL_ORDER = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'];
const rank = (p: string) => { const i = DEFAULT_SOCIAL_ORDER.indexOf(p); return i < 0 ? DEFAULT_SOCIAL_ORDER.length : i; };

export function socialProviders(socials: unknown): string[] {
  const list = Array.isArray(socials) ? socials.filter((p): p is string => typeof p === 'string') : [];
  return [...new Set(list)].sort((a, b) => rank(a) - rank(b));
}

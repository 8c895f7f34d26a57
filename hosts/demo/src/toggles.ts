/** The demo panel's switch links (lazy with the panel). */
export const TOGGLES = ['email', 'socials', 'swaps', 'onramp', 'activity', 'send', 'receive', 'names', 'nfts', 'pay', 'analytics', 'allWallets', 'legalCheckbox'] as const;

/** A link that flips one setting, keeping the others. */
export function toggleHref(search: string, key: string, value: string): string {
  const q = new URLSearchParams(search);
  if (key === 'off' || key === 'on') {
    const set = new Set((q.get(key) ?? '').split(',').filter(Boolean));
    if (set.has(value)) set.delete(value); else set.add(value);
    if (set.size) q.set(key, [...set].join(',')); else q.delete(key);
  } else if (q.get(key) === value) q.delete(key);
  else q.set(key, value);
  const s = q.toString();
  return s ? `?${s}` : '?';
}

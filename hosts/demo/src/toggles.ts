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
  return asHref(q);
}

/**
 * A link that turns a feature switch the other way from `isOn` (what the widget resolved: defaults,
 * the page's ?on=/?off=, the project configuration), keeping every other setting: the feature goes
 * into ?off= when on and into ?on= when off, so a switch that is off by default (legalCheckbox, pay)
 * can be turned on as well as off.
 */
export function featureHref(search: string, feature: string, isOn: boolean): string {
  const q = new URLSearchParams(search);
  for (const list of ['on', 'off'] as const) {
    const names = (q.get(list) ?? '').split(',').filter((n) => n && n !== feature);
    if (list === (isOn ? 'off' : 'on')) names.push(feature);
    if (names.length) q.set(list, names.join(',')); else q.delete(list);
  }
  return asHref(q);
}

/** On as the widget reads a switch: `true`, or a non-empty provider list (socials, swaps, onramp). */
export const featureOn = (value: unknown) => value === true || (Array.isArray(value) && value.length > 0);

function asHref(q: URLSearchParams): string {
  const s = q.toString();
  return s ? `?${s}` : '?';
}

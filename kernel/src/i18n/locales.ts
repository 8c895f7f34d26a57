/**
 * Which locale the widget speaks and where its strings come from. Eager code, so it holds only tags
 * and loaders: every shipped locale is a chunk of its own (`gangway-locale-<tag>`), fetched with the
 * runtime when that locale is the active one. An English-only page fetches none of them.
 */

/** A loaded locale: its translations (kernel and built-in plugins), or a transform of every English text (the pseudo-locale). */
export interface LocalePack {
  messages: Record<string, string>;
  /** Applied to each message template before its {placeholders} are filled (x-pseudo). */
  transform?: (template: string) => string;
}

/** The locales Gangway ships, besides English. `x-pseudo` is a development locale: only chosen by name, never by the browser. */
export const SHIPPED_LOCALES = ['ar', 'es', 'ja'] as const;
export const PSEUDO_LOCALE = 'x-pseudo';

/** A tag's primary language subtag: 'es-MX' → 'es'. */
export const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';

// The writing direction (localeDir) is in locale-dir.ts: only the runtime and the modal use it.

/**
 * The active locale: the host's `locale` option when set (kept as given, shipped or not: a host may
 * bring a whole locale through `messages`); else the first of the browser's languages Gangway ships
 * (exact tag, then its primary subtag: 'es-MX' → 'es'); else English.
 */
export function resolveLocale(option: string | undefined, languages: readonly string[] = []): string {
  if (option) return option;
  const shipped: readonly string[] = SHIPPED_LOCALES;
  for (const lang of languages) {
    const tag = lang.toLowerCase();
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (shipped.includes(tag)) return tag;
    if (shipped.includes(primary(tag))) return primary(tag);
  }
  return 'en';
}

/** The browser's preferred languages (none outside a browser). */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];

/**
 * The chunk of a shipped locale (by exact tag or primary subtag); undefined for English and for a
 * locale Gangway does not ship. Each `import()` is its own chunk: choosing Arabic fetches Arabic only.
 */
export function loadLocale(tag: string): Promise<LocalePack> | undefined {
  switch (tag === PSEUDO_LOCALE ? tag : primary(tag)) {
    case 'ar': return import(/* webpackChunkName: "gangway-locale-ar" */ './locales/ar').then((m) => ({ messages: m.default }));
    case 'es': return import(/* webpackChunkName: "gangway-locale-es" */ './locales/es').then((m) => ({ messages: m.default }));
    case 'ja': return import(/* webpackChunkName: "gangway-locale-ja" */ './locales/ja').then((m) => ({ messages: m.default }));
    case PSEUDO_LOCALE: return import(/* webpackChunkName: "gangway-locale-x-pseudo" */ './locales/x-pseudo').then((m) => ({ messages: {}, transform: m.pseudoLocalize }));
    default: return undefined;
  }
}

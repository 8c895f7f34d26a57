/**
 * The active locale's translations of the plugins: each manifest may name a loader per BCP 47 tag
 * (`locales: { es: () => import('./locales/es') }`). Eager code, so it only picks and calls loaders;
 * the translations themselves are chunks fetched in the runtime's wave, for the active locale only.
 */
import type { LocalePack } from './locales';

/** A plugin's texts in one language, by message key (its messages and its slot labels' `slot.<slot>.<id>`). */
export type PluginTranslations = Record<string, string>;
/** A manifest's `locales`: a loader per tag, resolving to the translations or a module holding them as its default export. */
export type PluginLocales = Record<string, () => Promise<PluginTranslations | { default: PluginTranslations }>>;

/**
 * The pack the catalogue uses: the kernel's own chunk (`kernelPack`, from loadLocale) with every
 * listed plugin's translations for `tag` (its exact tag, else its primary subtag: 'es-MX' → 'es')
 * under it (a kernel key keeps the kernel's text). All are requested at once; a loader shared by
 * several manifests (the built-in list's one chunk per locale) is called once. A plugin's chunk that
 * fails leaves that plugin in English. When no plugin ships the locale, the kernel's pack as it is
 * (for English: undefined, no request at all).
 */
export function loadPack(tag: string, manifests: readonly { locales?: PluginLocales }[], kernelPack: Promise<LocalePack | undefined> | undefined): Promise<LocalePack | undefined> | undefined {
  // Only functions: a manifest's bad `locales` (checked later, with the runtime) must not stop the wave.
  const loaders = new Set(manifests.map((m) => m.locales?.[tag] ?? m.locales?.[tag.split('-')[0]!]).filter((l) => typeof l === 'function'));
  return loaders.size
    ? Promise.all([kernelPack, ...[...loaders].map((load) => Promise.resolve().then(load).then((t) => (t.default ?? t) as PluginTranslations, () => ({})))])
      .then(([pack, ...translations]) => ({ ...pack, messages: Object.assign({}, ...translations, pack?.messages) as PluginTranslations }))
    : kernelPack;
}

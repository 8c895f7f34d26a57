import { en, type MessageKey, type Messages } from './en';
import { localeDir } from './locale-dir';
import type { LocalePack } from './locales';

export type MessageParams = Record<string, string | number>;

export interface I18nOptions {
  /** BCP 47 tag of the active locale (default 'en'); see locales.ts for how it is chosen. */
  locale?: string;
  /** The host's overrides: they win over every other source, in any locale. */
  messages?: Messages;
  /** The shipped locale's chunk (loadLocale), when the locale is one Gangway ships. */
  pack?: LocalePack;
}

/** A plugin's strings in other locales: `{ ar: { 'myplugin.hello': 'مرحبا' } }` (see docs/i18n.md). */
export type Translations = Record<string, Record<string, string>>;

export interface I18n {
  locale: string;
  /** 'rtl' for a right-to-left locale: the modal root carries it as its `dir`. */
  dir: 'ltr' | 'rtl';
  /** The message for `key` with `{param}` placeholders filled; unknown keys return the key itself. */
  t(key: MessageKey | (string & {}), params?: MessageParams): string;
  has(key: string): boolean;
  /**
   * Adds English defaults for keys a plugin brings (its messages.ts), and optionally the plugin's
   * own translations. A key already defined keeps its text. The host's `messages` still win over both, so a host locale covers plugin strings too.
   */
  extend(defaults: Record<string, string>, translations?: Translations): void;
}

/** Fills `{name}` placeholders; a placeholder with no matching param is left visible rather than blanked. */
export const interpolate = (s: string, params?: MessageParams) =>
  params ? s.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : s;

/** The translations a plugin brought for `locale`: the exact tag first, then its primary subtag ('es-MX' → 'es'). */
const forLocale = (translations: Translations | undefined, locale: string) =>
  translations?.[locale] ?? translations?.[locale.split('-')[0] ?? ''] ?? {};

/**
 * The message catalogue. A key is looked up in the host's `messages`, then the active locale's
 * translations (the shipped chunk and what plugins brought), then English; the pseudo-locale's
 * transform applies to whatever was found (before interpolation, so data stays as it is).
 */
export function createI18n({ locale = 'en', messages = {}, pack }: I18nOptions = {}): I18n {
  const fallback: Record<string, string> = { ...en };
  const translated: Record<string, string> = { ...pack?.messages };
  const transform = pack?.transform ?? ((s: string) => s);
  const lookup = (key: string): string | undefined => messages[key] ?? translated[key] ?? fallback[key];
  return {
    locale,
    dir: localeDir(locale),
    t: (key, params) => {
      const found = lookup(key);
      return found === undefined ? key : interpolate(transform(found), params);
    },
    has: (key) => lookup(key) !== undefined,
    extend: (defaults, translations) => {
      // First definition wins: a plugin (perhaps a remote one) cannot reword the kernel's or another plugin's text.
      for (const [k, v] of Object.entries(defaults)) fallback[k] ??= v;
      // The shipped chunk wins over a plugin's own translation of the same key (a built-in key a plugin repeats).
      for (const [k, v] of Object.entries(forLocale(translations, locale))) translated[k] ??= v;
    },
  };
}

import { en, type MessageKey, type Messages } from './en';

export type MessageParams = Record<string, string | number>;

export interface I18nOptions {
  /** BCP 47 tag (default 'en'); informational, the strings come from `messages`. */
  locale?: string;
  /** The locale's strings; any key it lacks falls back to English. */
  messages?: Messages;
}

export interface I18n {
  locale: string;
  /** The message for `key` with `{param}` placeholders filled; unknown keys return the key itself. */
  t(key: MessageKey | (string & {}), params?: MessageParams): string;
  has(key: string): boolean;
  /**
   * Adds English defaults for keys a plugin brings (its messages.ts). The host's
   * `messages` still win over them, so a locale covers plugin strings too.
   */
  extend(defaults: Record<string, string>): void;
}

/** Fills `{name}` placeholders; a placeholder with no matching param is left visible rather than blanked. */
export const interpolate = (s: string, params?: MessageParams) =>
  params ? s.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : s;

/**
 * The message catalogue. Adding a locale is passing its messages here (through the `locale` and
 * `messages` options); no view changes.
 */
export function createI18n({ locale = 'en', messages = {} }: I18nOptions = {}): I18n {
  const fallback: Record<string, string> = { ...en };
  const lookup = (key: string): string | undefined => messages[key] ?? fallback[key];
  return {
    locale,
    t: (key, params) => interpolate(lookup(key) ?? key, params),
    has: (key) => lookup(key) !== undefined,
    extend: (defaults) => void Object.assign(fallback, defaults),
  };
}

/**
 * Plugin strings go through the kernel catalogue (`api.t`) so a host's locale can translate them;
 * keys the catalogue does not know fall back to the plugin's own English text.
 * Shared by the account, send and receive plugins.
 */
import type { PluginApi } from '@gangway/kernel';

export type Translate<K extends string> = (key: K, params?: Record<string, string | number>) => string;

export function createTranslator<K extends string>(api: Pick<PluginApi, 't'>, english: Record<K, string>): Translate<K> {
  return (key, params) => {
    const s = api.t(key, params);
    if (s !== key) return s;
    return english[key].replace(/\{(\w+)\}/g, (m, k: string) => (params && k in params ? String(params[k]) : m));
  };
}

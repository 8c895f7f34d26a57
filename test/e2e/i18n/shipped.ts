/**
 * A shipped locale's texts as a visitor of the demo gets them: the kernel's own locale file and the
 * built-in plugins' translations (each plugin's src/locales/<tag>.ts, merged by the built-in list),
 * the kernel's winning a key both hold, as at run time (kernel/src/i18n/plugin-locales.ts).
 */
import kernelAr from '../../../kernel/src/i18n/locales/ar';
import kernelEs from '../../../kernel/src/i18n/locales/es';
import kernelJa from '../../../kernel/src/i18n/locales/ja';
import pluginsAr from '../../../plugins/builtin/src/locales/ar';
import pluginsEs from '../../../plugins/builtin/src/locales/es';
import pluginsJa from '../../../plugins/builtin/src/locales/ja';

export const ar: Record<string, string> = { ...pluginsAr, ...kernelAr };
export const es: Record<string, string> = { ...pluginsEs, ...kernelEs };
export const ja: Record<string, string> = { ...pluginsJa, ...kernelJa };

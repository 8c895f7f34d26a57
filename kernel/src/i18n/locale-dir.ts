/**
 * A locale's writing direction. Not in locales.ts (eager): only the runtime's i18n and the modal use it.
 */
import { primary } from './locales';

/** Scripts written right to left (primary language subtags). */
const RTL = ['ar', 'fa', 'he', 'ur', 'yi', 'ps', 'dv', 'ckb', 'sd', 'ug'];

/** 'rtl' for a right-to-left language (any tag whose primary subtag is one), else 'ltr'. */
export const localeDir = (tag: string): 'rtl' | 'ltr' => (RTL.includes(primary(tag)) ? 'rtl' : 'ltr');

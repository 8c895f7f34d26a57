/** The page context a built-in implementation needs, once the plugin has bound it. */
import type { SIWXContext } from '../types';

export function contextHolder() {
  let ctx: SIWXContext | undefined;
  return {
    bind(c: SIWXContext) { ctx = c; },
    get(): SIWXContext {
      if (!ctx) throw new Error('This sign-in option is not bound to a page: pass it to Gangway as the siwx option');
      return ctx;
    },
  };
}

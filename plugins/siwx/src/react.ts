/**
 * The sign-in plugin's React helper (`@gangway/plugin-siwx/react`), kept out of public.ts so the
 * contract other plugins and non-React hosts import carries no React:
 *
 *   const session = useSiwxSession();   // under <GangwayProvider>
 *   return session ? <p>Signed in as {session.data.accountAddress}</p> : null;
 */
import { useGangwaySlice } from '@gangway/kernel/react';
import { siwxSliceKey } from './slice';
import type { SIWXSession } from './types';

/** The active account's session, re-rendering when it changes (undefined when signed out, or before the plugin has loaded). */
export function useSiwxSession(): SIWXSession | undefined {
  return useGangwaySlice(siwxSliceKey, (s) => s?.session);
}

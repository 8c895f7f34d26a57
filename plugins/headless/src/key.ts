/** The headless service's key (its own file, so the plugin's chunk does not pull the React helpers of public.ts). */
import { createServiceKey } from '@gangway/kernel';
import type { HeadlessService } from './types';

export const headlessKey = createServiceKey<HeadlessService>('headless', ['wallet.session']);

/**
 * `@gangway/appkit/core`: AppKit's core entry (reown-com/appkit packages/appkit/exports/core.ts:17-23):
 * `createAppKit` with `basic: true` (no email, socials, swaps or on-ramp), for apps that bring their
 * own connection UI logic, and the instance and its types.
 */
import type { KernelEnv } from '@gangway/kernel';
import { createAppKit as createFull, type AppKitOptions } from './client';

export { AppKit } from './client';
export type { AppKitOptions, AppKitNetwork, CaipNetwork, OpenOptions, ThemeMode, ThemeVariables } from './client';
export type { ChainNamespace } from '@gangway/kernel';
export type CreateAppKit = AppKitOptions;

export function createAppKit(options: CreateAppKit, env?: KernelEnv) {
  return createFull({ ...options, basic: true }, env);
}
